; amdgpu-nan-class-tests turns the translator's NaN tests into
; llvm.amdgcn.class (f64 ones only on gfx90a and gfx94x, which run f64 at
; full rate), which llc selects as v_cmp_class_f32 / _f64; the
; machine code, run on the ISA-level emulator, gives the fix-ups' NaN where
; the IR does: a quiet NaN with a payload, a negative signalling NaN, and
; inf + -inf give the canonical f32 NaN 0x7fffffff (f64: the constant
; 0xfff8000000000000), and 1 + 2 gives 3.
; DEFINE: %{args} = --arg=buf:x:u32:4=0x7fc12345,0xff800001,0x7f800000,0x3f800000 \
; DEFINE:   --arg=buf:y:u32:4=0x3f800000,0x40000000,0xff800000,0x40000000 \
; DEFINE:   --arg=buf:out:u32:4 --arg=buf:out64:u64:4 --print=out:hex --print=out64:hex
; RUN: opt %loadshfl -passes=amdgpu-nan-class-tests %s -S -o %t.90a.ll
; RUN: sed 's/"target-cpu"="gfx90a"/"target-cpu"="gfx1100"/' %s | \
; RUN:   opt %loadshfl -passes=amdgpu-nan-class-tests -S -o %t.1100.ll
; RUN: FileCheck %s --check-prefix=IR90A < %t.90a.ll
; RUN: FileCheck %s --check-prefix=IR1100 < %t.1100.ll
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %t.90a.ll -o %t.90a.o
; RUN: ld.lld -shared %t.90a.o -o %t.90a.hsaco
; RUN: llvm-objdump -d --mcpu=gfx90a %t.90a.hsaco | FileCheck %s --check-prefix=ASM90A
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %t.1100.ll -o %t.1100.o
; RUN: ld.lld -shared %t.1100.o -o %t.1100.hsaco
; RUN: llvm-objdump -d --mcpu=gfx1100 %t.1100.hsaco | FileCheck %s --check-prefix=ASM1100
; RUN: wave-emu --isa %t.90a.hsaco --block=4 %{args} | FileCheck %s
; RUN: wave-emu --isa %t.1100.hsaco --block=4 %{args} | FileCheck %s
; RUN: wave-emu -mcpu=gfx90a %s --block=4 %{args} | FileCheck %s
; RUN: wave-emu -mcpu=gfx90a %t.90a.ll --block=4 %{args} | FileCheck %s
; RUN: wave-emu -mcpu=gfx1100 %t.1100.ll --block=4 %{args} | FileCheck %s
; The f64 test becomes a class test only where f64 is full rate (gfx90a).
; IR90A: call i1 @llvm.amdgcn.class.f32(float %r, i32 3)
; IR90A: call i1 @llvm.amdgcn.class.f64(double %d, i32 3)
; IR1100: call i1 @llvm.amdgcn.class.f32(float %r, i32 3)
; IR1100: %d.nan = icmp ugt i64 %d.abs, 9218868437227405312
; ASM90A: v_cmp_class_f32
; ASM90A: v_cmp_class_f64
; ASM1100: v_cmp_class_f32
; ASM1100-NOT: v_cmp_class_f64
; CHECK: out[0]: 0x7fffffff 0x7fffffff 0x7fffffff 0x40400000
; CHECK: out64[0]: 0xfff8000000000000 0xfff8000000000000 0xfff8000000000000 0x4008000000000000

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y,
                             ptr addrspace(1) %out, ptr addrspace(1) %out64) #0 {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr i32, ptr addrspace(1) %x, i32 %i
  %py = getelementptr i32, ptr addrspace(1) %y, i32 %i
  %xb = load i32, ptr addrspace(1) %px
  %yb = load i32, ptr addrspace(1) %py
  %a = bitcast i32 %xb to float
  %b = bitcast i32 %yb to float
  %r = fadd float %a, %b
  %rb = bitcast float %r to i32
  %abs = and i32 %rb, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %s = select i1 %nan, i32 2147483647, i32 %rb
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %s, ptr addrspace(1) %po
  %da = fpext float %a to double
  %db = fpext float %b to double
  %d = fadd double %da, %db
  %d.bits = bitcast double %d to i64
  %d.abs = and i64 %d.bits, 9223372036854775807
  %d.nan = icmp ugt i64 %d.abs, 9218868437227405312
  %d.s = select i1 %d.nan, i64 -2251799813685248, i64 %d.bits
  %po64 = getelementptr i64, ptr addrspace(1) %out64, i32 %i
  store i64 %d.s, ptr addrspace(1) %po64
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx90a" }
