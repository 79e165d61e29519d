; hgpu's atomics are 32-bit: a 64-bit one becomes a library call (AtomicExpand),
; which the backend refuses with an error, not a selection failure.
; RUN: not %hgpu_llc -mcpu=hgpu2 < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: {{.*}}in function add64 {{.*}}: hgpu has no calls: '__atomic_fetch_add_8' must be inlined or lowered before code generation

define void @add64(ptr addrspace(1) %p, i64 %v) {
  %a = atomicrmw add ptr addrspace(1) %p, i64 %v seq_cst
  store i64 %a, ptr addrspace(1) %p
  ret void
}
