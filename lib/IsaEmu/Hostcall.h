//===- Hostcall.h - The host side of OCKL's hostcall ------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to lib/IsaEmu: the hostcall buffer a launch passes in the
/// hidden_hostcall_buffer argument, and the host's side of the protocol
/// (docs/isa-emu.md, "Device printf and assert"): the waves push packets
/// on its ready stack and spin on each packet's READY flag; the scheduler
/// calls serve() after each turn, which runs the packets' services (printf)
/// and clears the flag.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_ISAEMU_HOSTCALL_H
#define SHFL_LOWERING_LIB_ISAEMU_HOSTCALL_H

#include "ShflLowering/WaveEmu/Checks.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "ShflLowering/WaveEmu/PrintfFormat.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace isaemu {

class HostcallBuffer {
public:
  using PrintFn = std::function<void(wemu::PrintStream, llvm::StringRef)>;

  /// A buffer of \p NumPackets packets (rounded up to a power of two, at
  /// least one per wave that can run at once).
  explicit HostcallBuffer(unsigned NumPackets);
  ~HostcallBuffer();

  /// The value of the hidden_hostcall_buffer argument.
  uint64_t address() const;
  /// The memory the kernel may touch: the buffer and the doorbell signal.
  void addRegions(std::vector<wemu::MemoryRegion> &Regions) const;

  /// What one call of serve() did.
  struct Served {
    unsigned Packets = 0;
    bool PrintedStderr = false; ///< a message to stderr was completed
  };
  /// Serves every packet on the ready stack, oldest first, and prints the
  /// messages that complete through \p Print.  Fails (with Error set) on a
  /// packet no service of this emulator takes.
  bool serve(const PrintFn &Print, Served &S, std::string &Error);

private:
  struct Layout;
  std::unique_ptr<Layout> L;
  /// The printf messages being gathered, by message id.
  std::map<uint64_t, std::vector<uint64_t>> Messages;
  uint64_t NextId = 0;
  bool servePrintf(uint64_t *Slot, const PrintFn &Print, Served &S, std::string &Error);
};

} // namespace isaemu

#endif // SHFL_LOWERING_LIB_ISAEMU_HOSTCALL_H
