; __oclc_ISA_version is Major * 1000 + Minor * 100 + Stepping of the target,
; defined by the pass for every processor (ROCm 5.2 ships no
; oclc_isa_version file for gfx942, gfx1100 or gfx1200;
; controls-rocm-files.test checks the formula against the files it ships).
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx90a>' -S %s | FileCheck %s --check-prefix=GFX90A
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx942>' -S %s | FileCheck %s --check-prefix=GFX942
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx1030>' -S %s | FileCheck %s --check-prefix=GFX1030
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx1100>' -S %s | FileCheck %s --check-prefix=GFX1100
; RUN: opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx1200>' -S %s | FileCheck %s --check-prefix=GFX1200
target triple = "amdgcn-amd-amdhsa"

@__oclc_ISA_version = external addrspace(4) constant i32

define i32 @isa(float %x) {
  %r = call float @__nv_fadd_rn(float %x, float %x)
  %v = load i32, ptr addrspace(4) @__oclc_ISA_version
  ret i32 %v
}
declare float @__nv_fadd_rn(float, float)

; GFX90A: @__oclc_ISA_version = internal addrspace(4) constant i32 9010
; GFX942: @__oclc_ISA_version = internal addrspace(4) constant i32 9402
; GFX1030: @__oclc_ISA_version = internal addrspace(4) constant i32 10300
; GFX1100: @__oclc_ISA_version = internal addrspace(4) constant i32 11000
; GFX1200: @__oclc_ISA_version = internal addrspace(4) constant i32 12000
