; nan-payload-demand takes no parameter.
; RUN: not opt %loadshfl -passes='nan-payload-demand<wave64>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: nan-payload-demand takes no parameter ('wave64' given)

define void @f() {
  ret void
}
