; An argument that does not fit its parameter is an error before the
; launch: a struct of another size, a scalar or a buffer for a struct, a
; struct for a pointer; and so is a value the launch syntax cannot read.
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=buf:out:i64:1 --arg='{i8:1, f64:2}' 2>&1 | FileCheck %s --check-prefix=SIZE
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=buf:out:i64:1 --arg=i32:5 2>&1 | FileCheck %s --check-prefix=SCALAR
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=buf:out:i64:1 --arg=buf:s:i8:24 2>&1 | FileCheck %s --check-prefix=BUFFER
; RUN: not %wave-emu -mcpu=gfx90a %s --arg='{i64:1}' --arg='{i8:1, f64:2, i16:3}' 2>&1 | FileCheck %s --check-prefix=POINTER
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=buf:out:i64:1 --arg='{i8:1, f64:2' 2>&1 | FileCheck %s --check-prefix=BRACE
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=buf:out:i64:1 --arg='{i8:1, f64:2}@3' 2>&1 | FileCheck %s --check-prefix=ALIGN
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=buf:out:i64:1 --arg=i32[4]:1,2 2>&1 | FileCheck %s --check-prefix=ARRAY
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=ptr:nope --arg='{i8:1, f64:2, i16:3}' 2>&1 | FileCheck %s --check-prefix=PTR
; RUN: not %wave-emu -mcpu=gfx90a %s --arg=buf:out:i64:1 --arg='{2, i8:1}' 2>&1 | FileCheck %s --check-prefix=UNTYPED

; SIZE:    wave-emu: error: argument 1 of 'k' has type %struct.S (24 bytes), but '{i8:1, f64:2}' is 16 bytes
; SCALAR:  wave-emu: error: argument 1 of 'k' has type %struct.S, but a scalar i32 is given
; BUFFER:  wave-emu: error: argument 1 of 'k' has type %struct.S, not a 64-bit pointer, but a buffer is given
; POINTER: wave-emu: error: argument 0 of 'k' has type ptr addrspace(1), not a struct, array or vector, but '{i64:1}' is given
; BRACE:   wave-emu: error: unbalanced '{' in '{i8:1, f64:2'
; ALIGN:   wave-emu: error: invalid struct alignment '@3' (expected @N, N a power of two)
; ARRAY:   wave-emu: error: array 'i32[4]:1,2' has 4 elements but 2 values are given
; PTR:     wave-emu: error: no buffer named 'nope' before 'ptr:nope'
; UNTYPED: wave-emu: error: '2' has no type (expected TYPE:VALUE)

target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i8, double, i16 }

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) byref(%struct.S) align 8 %s) {
  ret void
}
