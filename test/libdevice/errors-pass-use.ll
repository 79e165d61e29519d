; nvvm-libdevice-to-amdgpu on its own: it needs an AMDGPU module and a
; processor, reads ocml.bc from device-libs=DIR, and rejects unknown
; parameters.
; RUN: not opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx90a>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NVPTX
; RUN: sed 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' %s \
; RUN:   | not opt %loadshfl -passes='nvvm-libdevice-to-amdgpu' -disable-output 2>&1 | FileCheck %s --check-prefix=NOCPU
; RUN: sed 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' %s \
; RUN:   | not opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx90a;device-libs=/nonexistent>' -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOLIBS
; RUN: not opt %loadshfl -passes='nvvm-libdevice-to-amdgpu<gfx90a;daze>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PARAM
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;no-prec-sqrtt>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PARAM2

; NVPTX: error: <unknown>:0:0: in function k float (float): libdevice calls are lowered in an AMDGPU module: run nvvm-to-amdgpu first
; NOCPU: error: <unknown>:0:0: in function k float (float): cannot tell the AMDGPU processor: give nvvm-libdevice-to-amdgpu<gfx...> one
; NOLIBS: error: <unknown>:0:0: in function k float (float): cannot read '/nonexistent/ocml.bc': No such file or directory (the ROCm device libraries: device-libs=DIR or -shfl-rocm-device-libs=DIR)
; PARAM: invalid nvvm-libdevice-to-amdgpu parameter 'daze'
; PARAM2: invalid nvvm-to-amdgpu parameter 'no-prec-sqrtt'
target triple = "nvptx64-nvidia-cuda"
define float @k(float %x) {
  %r = call float @__nv_sinhf(float %x)
  ret float %r
}
declare float @__nv_sinhf(float)
