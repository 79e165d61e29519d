; A shuffle that carries a convergence control token ("convergencectrl")
; becomes AMDGPU calls that carry the same token: in a function with
; controlled convergence, every convergent call needs one (the verifier, run
; by opt on the output, rejects a function that mixes the two kinds).  The
; gathers inside a loop take the loop's token.  llc accepts the result.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64;strategy=permute>' -S < %s | FileCheck %s --check-prefix=PERM
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o /dev/null
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -o /dev/null

; CHECK-LABEL: define i32 @entry_token(
; CHECK:         %t = call token @llvm.experimental.convergence.entry()
; CHECK:         %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %{{.*}}, i32 %v) [ "convergencectrl"(token %t) ]
; CHECK-NEXT:    ret i32 %r
define i32 @entry_token(i32 %v, i32 %b) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31) [ "convergencectrl"(token %t) ]
  ret i32 %r
}

; CHECK-LABEL: define float @loop_token(
; CHECK:       loop:
; CHECK:         %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
; CHECK:         %p.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %{{.*}}, i32 %p.bits) [ "convergencectrl"(token %lt) ]
; PERM-LABEL: define float @loop_token(
; PERM:         %p.pushed = call i32 @llvm.amdgcn.ds.permute(i32 %{{.*}}, i32 %p.bits) [ "convergencectrl"(token %lt) ]
define float @loop_token(float %v, i32 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi float [ %v, %entry ], [ %y, %loop ]
  %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %p = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 -1, float %x, i32 1, i32 31) [ "convergencectrl"(token %lt) ]
  %y = extractvalue { float, i1 } %p, 0
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %y
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32, float, i32, i32)
