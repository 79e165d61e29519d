#!/usr/bin/env bash
#===- tools/dev/deps.sh - install the Debian packages shfl-lowering needs ------===#
#
# Sourced by tools/dev/demo.sh and tools/dev/check.sh.  Installs only what is
# missing, with apt-get (as root, or through sudo).
#
#===----------------------------------------------------------------------===#
# Usage: shfl_install_deps <llvm-version>... ; extra packages in SHFL_EXTRA_PKGS.
shfl_install_deps() {
  local pkgs=(cmake ninja-build g++ python3 libboost-context-dev rocm-device-libs ${SHFL_EXTRA_PKGS:-})
  local v
  for v in "$@"; do
    # clang-tools: clang-offload-bundler, for the driver's multi-arch objects.
    pkgs+=("llvm-$v-dev" "clang-$v" "clang-tools-$v" "llvm-$v-tools" "lld-$v")
  done
  local missing=()
  local p
  for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "== installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}
