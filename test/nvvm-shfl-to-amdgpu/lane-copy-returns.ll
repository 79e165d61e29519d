; lane-copy-returns: in a function that lane versioning marked, a return
; block shared by its copies (clang's later CFG simplification sinks their
; identical tails into one) is copied into each predecessor, so that the
; wave-uniform branch at the entry needs no flow block; the marker goes.
; Not copied: a return block with a conditional-branch predecessor, or with
; a convergent call; and nothing in a function without the marker.
; RUN: opt %loadshfl -passes=lane-copy-returns -S %s | FileCheck %s
; RUN: not opt %loadshfl -passes='lane-copy-returns<x>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PARAM

define void @joined(ptr addrspace(1) %p, i1 %c, i32 %a, i32 %b) #0 {
entry:
  br i1 %c, label %orig, label %fast
fast:
  %x = add i32 %a, 1
  br label %join
orig:
  %y = mul i32 %b, 3
  br label %join
join:
  %v = phi i32 [ %x, %fast ], [ %y, %orig ]
  %w = xor i32 %v, 5
  store i32 %w, ptr addrspace(1) %p
  ret void
}
; CHECK-LABEL: define void @joined(
; CHECK-SAME:  i32 %b) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br i1 %c, label %orig, label %fast
; CHECK:       fast:
; CHECK-NEXT:    %x = add i32 %a, 1
; CHECK-NEXT:    %w.fast = xor i32 %x, 5
; CHECK-NEXT:    store i32 %w.fast, ptr addrspace(1) %p
; CHECK-NEXT:    ret void
; CHECK:       orig:
; CHECK-NEXT:    %y = mul i32 %b, 3
; CHECK-NEXT:    %w.orig = xor i32 %y, 5
; CHECK-NEXT:    store i32 %w.orig, ptr addrspace(1) %p
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }

define void @conditional_pred(ptr addrspace(1) %p, i1 %c, i32 %a) #0 {
entry:
  br i1 %c, label %join, label %other
other:
  br label %join
join:
  %v = phi i32 [ %a, %entry ], [ 7, %other ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}
; CHECK-LABEL: define void @conditional_pred(
; CHECK:       join:
; CHECK-NEXT:    %v = phi i32 [ %a, %entry ], [ 7, %other ]

define void @convergent(ptr addrspace(1) %p, i1 %c, i32 %a) #0 {
entry:
  br i1 %c, label %x, label %y
x:
  br label %join
y:
  br label %join
join:
  %v = phi i32 [ %a, %x ], [ 7, %y ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
; CHECK-LABEL: define void @convergent(
; CHECK:       join:
; CHECK-NEXT:    %v = phi i32 [ %a, %x ], [ 7, %y ]

define void @unmarked(ptr addrspace(1) %p, i1 %c, i32 %a) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %join
y:
  br label %join
join:
  %v = phi i32 [ %a, %x ], [ 7, %y ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}
; CHECK-LABEL: define void @unmarked(
; CHECK:       join:
; CHECK-NEXT:    %v = phi i32 [ %a, %x ], [ 7, %y ]

declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
attributes #0 = { "shfl-lane-versioned" }

; CHECK-NOT:   shfl-lane-versioned
; PARAM: lane-copy-returns takes no parameter ('x' given)
