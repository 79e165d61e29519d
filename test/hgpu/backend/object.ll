; An hgpu ELF object: 64-bit little-endian, machine 0x4847, the kernel in
; .text and its description in .hgpu.info, no relocations (branches are
; resolved in the assembler).  The MC disassembler (through hgpu-sim
; --disassemble) gives back every instruction of the assembly, and the
; branch displacement reaches the loop head.  Then hgpu-sim runs it: a
; butterfly sum over each warp.
; RUN: %hgpu_llc -mcpu=hgpu2 %s -o %t.s
; RUN: %hgpu_llc -mcpu=hgpu2 -filetype=obj %s -o %t.o
; RUN: %llvm_bin/llvm-readelf -h -S -r %t.o | FileCheck %s --check-prefix=ELF
; RUN: hgpu-sim --disassemble %t.o > %t.dis
; RUN: grep -vE '^[[:space:]]*(//|\.)|^[.A-Za-z_].*:' %t.s | sed -E 's/^[[:space:]]+//; s/ *\/\/.*//; s/bra \.L[A-Za-z0-9_]+/bra TARGET/' > %t.asm.txt
; RUN: grep -E '^ *[0-9]+:' %t.dis | sed -E 's/^ *[0-9]+:[[:space:]]*//; s/bra -?[0-9]+/bra TARGET/' > %t.dis.txt
; RUN: diff %t.asm.txt %t.dis.txt
; RUN: FileCheck %s --check-prefix=DIS < %t.dis
; RUN: hgpu-sim %t.o --grid=1 --block=64 --arg=buf:out:i32:64 --arg=buf:in:i32:64=iota --print=out | FileCheck %s --check-prefix=OUT

; ELF: Class: ELF64
; ELF: Data: 2's complement, little endian
; ELF: Machine: 4847
; ELF: .text PROGBITS
; ELF: .hgpu.info PROGBITS
; ELF: There are no relocations in this file.

; DIS:      subtarget hgpu2
; DIS-NEXT: reduce: params 16, private 0, shared 0
; DIS:      [[HEAD:[0-9]+]]: shfl.xor r{{[0-9]+}}|p0, r{{[0-9]+}}, r{{[0-9]+}}, 32
; DIS:      [[BR:[0-9]+]]: @p0 bra -32

; OUT: out[0]: 496 496 496 496 496 496 496 496
; OUT: out[32]: 1520 1520 1520 1520 1520 1520 1520 1520
; OUT: out[56]: 1520 1520 1520 1520 1520 1520 1520 1520

declare { i32, i1 } @llvm.hgpu.shfl.xor(i32, i32, i32 immarg)
declare i32 @llvm.hgpu.tid.x()

define void @reduce(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.hgpu.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %p
  br label %loop
loop:
  %acc = phi i32 [ %v, %entry ], [ %sum, %loop ]
  %k = phi i32 [ 16, %entry ], [ %k2, %loop ]
  %s = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %acc, i32 %k, i32 32)
  %o = extractvalue { i32, i1 } %s, 0
  %sum = add i32 %acc, %o
  %k2 = lshr i32 %k, 1
  %c = icmp ne i32 %k2, 0
  br i1 %c, label %loop, label %done
done:
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %sum, ptr addrspace(1) %q
  ret void
}
