; __oclc_wavefrontsize64 follows the wave size: gfx9 is wave64, gfx10+ is
; wave32 unless asked for wave64 (as a parameter or in the functions'
; target-features, which nvvm-to-amdgpu writes); the linked functions get
; the same target-features.
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx90a>' -S %s | FileCheck %s --check-prefix=W64-GFX9
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx1100>' -S %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx1100;wave64>' -S %s | FileCheck %s --check-prefix=W64
; RUN: sed 's/"target-cpu"="gfx1100"/"target-cpu"="gfx1100" "target-features"="+wavefrontsize64"/' %s \
; RUN:   | opt %loadshfl -passes=nvvm-libdevice-to-amdgpu -S | FileCheck %s --check-prefix=W64
target triple = "amdgcn-amd-amdhsa"

@__oclc_wavefrontsize64 = external addrspace(4) constant i8

define i8 @wave(float %x) #0 {
  %r = call float @__nv_fadd_rz(float %x, float %x)
  %v = load i8, ptr addrspace(4) @__oclc_wavefrontsize64
  ret i8 %v
}
declare float @__nv_fadd_rz(float, float)
attributes #0 = { "target-cpu"="gfx1100" }

; W64-GFX9: @__oclc_wavefrontsize64 = internal addrspace(4) constant i8 1
; W64-GFX9: define internal float @__nv_fadd_rz({{.*}}) #[[A:[0-9]+]]
; W64-GFX9-NOT: target-features
; W64-GFX9: attributes #[[A]] = { {{.*}}"target-cpu"="gfx90a" }
; W32: @__oclc_wavefrontsize64 = internal addrspace(4) constant i8 0
; W32: attributes #{{[0-9]+}} = { {{.*}}"target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
; W64: @__oclc_wavefrontsize64 = internal addrspace(4) constant i8 1
; W64: attributes #{{[0-9]+}} = { {{.*}}"target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
