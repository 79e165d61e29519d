#!/usr/bin/env python3
"""isa-xcheck: run the project's AMDGPU code objects on tinygrad's RDNA
emulator, a third-party executor of the RDNA3/RDNA4 ISA, and compare what
they print with the H200 recordings (docs/isa-emu.md, "Third-party
cross-check").

tinygrad is not part of this tree: TINYGRAD_DIR (or --tinygrad) names a
checkout (docs/isa-emu.md names the commit); without one this exits 77
(skipped).  The harness does the runtime's job: it loads the code object,
reads the kernel descriptor and the argument metadata, builds the kernel
argument block (hidden arguments included) and a dispatch packet, sets the
user SGPRs the descriptor enables, schedules the waves of each workgroup
(round robin, so that a wave spinning on memory another wave writes makes
progress) and calls tinygrad for each instruction.  Around a few
instructions it corrects defects of that emulator (workarounds.py; each has
an instruction-level test in --self-test).

  isa-xcheck.py CODEOBJECT --launch=FILE...      run launches, print like wave-emu
  isa-xcheck.py --suite --build=BUILD --out=DIR  the e2e kernels for gfx1100
                                                 and gfx1200 against the H200
  isa-xcheck.py --self-test --out=DIR            the defects, one instruction each
"""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

SKIP = 77
CANNOT = 3  # exit status: the emulator cannot execute this code object


def tinygrad_dir(args):
  d = args.tinygrad or os.environ.get('TINYGRAD_DIR')
  if not d or not os.path.isfile(os.path.join(d, 'test', 'mockgpu', 'amd', 'emu.py')):
    print('isa-xcheck: skipped: no tinygrad checkout (set TINYGRAD_DIR; docs/isa-emu.md)')
    sys.exit(SKIP)
  return d


def main():
  p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                              formatter_class=argparse.RawDescriptionHelpFormatter)
  p.add_argument('codeobject', nargs='?')
  p.add_argument('--launch', action='append', default=[])
  p.add_argument('--mcpu', help='the processor (default: from the code object)')
  p.add_argument('--tinygrad', help='the tinygrad checkout (default: $TINYGRAD_DIR)')
  p.add_argument('--no-workarounds', action='store_true',
                 help='run tinygrad as it is, without the corrections of workarounds.py')
  p.add_argument('--suite', action='store_true')
  p.add_argument('--self-test', action='store_true')
  p.add_argument('--build', help='--suite: the build tree (bin/, lib/ShflLowering.so)')
  p.add_argument('--llvm-tools', default=os.environ.get('LLVM_TOOLS', ''),
                 help='the directory of llc, ld.lld, llvm-mc and llvm-objdump (default: PATH)')
  p.add_argument('--out', help='--suite, --self-test: the work directory')
  p.add_argument('--targets', default='gfx1100,gfx1200', help='--suite: the targets')
  args = p.parse_args()
  tg = tinygrad_dir(args)
  if args.suite:
    import suite
    sys.exit(suite.run(args, tg))
  if args.self_test:
    import selftest
    sys.exit(selftest.run(args, tg))
  if not args.codeobject or not args.launch:
    p.error('a code object and at least one --launch are needed')
  import runner
  sys.exit(runner.main(args, tg))


if __name__ == '__main__':
  main()
