// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal pair: the caller writes keys to the master side and a thread reads (and
/// timestamps) everything the program on the slave side prints, so it never blocks on output.
///
/// Start the program with ``ChildProcess`` and `terminal: slavePath`, then call ``detachSlave()``.
public final class PseudoTerminal: Sendable {
    private typealias OpenPTY = @convention(c) (
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?,
        UnsafeRawPointer?, UnsafeRawPointer?
    ) -> Int32

    /// The master side, which keys are written to and output is read from.
    public let master: Int32
    /// The slave device's path, which the child opens as its terminal.
    public let slavePath: String
    private let slave: Int32
    private let output = Mutex<[(arrival: SuspendingClock.Instant, text: String)]>([])
    /// Whether the master side is still open; the reading thread closes it when the terminal ends.
    private let isOpen = Mutex(true)

    /// Opens a pair with glibc's `openpty` (looked up at run time: Swift's Glibc module does not
    /// import pty.h) and starts reading the master side.
    public init() throws(HarnessError) {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "openpty") else {
            throw .systemCallFailed("openpty lookup", code: ENOSYS)
        }
        let openpty = unsafeBitCast(symbol, to: OpenPTY.self)
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw .systemCallFailed("openpty", code: errno) }
        for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var name = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slave, &name, name.count) == 0 else { throw .systemCallFailed("ttyname_r", code: errno) }
        self.master = master
        self.slave = slave
        self.slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    private func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(master, &buffer, buffer.count)
            let arrival = SuspendingClock.now
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                // The child and the slave side are gone (EIO): nothing more will come.
                isOpen.withLock { open in
                    open = false
                    Glibc.close(master)
                }
                return
            }
            let text = String(decoding: buffer[0..<count], as: UTF8.self)
            output.withLock { $0.append((arrival, text)) }
        }
    }

    /// Writes bytes as if typed; returns the instant just before the write.
    @discardableResult
    public func type(_ text: String) -> SuspendingClock.Instant {
        let bytes = Array(text.utf8)
        return isOpen.withLock { open in
            let instant = SuspendingClock.now
            if open { _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
            return instant
        }
    }

    /// When output containing `text` first arrived after `instant`, waiting up to `timeout`.
    /// Output is searched as one string, so a text split across reads is found too.
    public func waitForOutput(
        containing text: String, after instant: SuspendingClock.Instant, timeout: Duration
    ) -> SuspendingClock.Instant? {
        let deadline = SuspendingClock.now + timeout
        repeat {
            let found: SuspendingClock.Instant? = output.withLock { chunks in
                var joined = ""
                for chunk in chunks where chunk.arrival >= instant {
                    joined += chunk.text
                    if joined.contains(text) { return chunk.arrival }
                }
                return nil
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.000_5)
        } while SuspendingClock.now < deadline
        return nil
    }

    /// Closes the slave side in this process once the child has it open, so that the master
    /// side ends (and the reading thread closes it) when the child does.
    public func detachSlave() {
        Glibc.close(slave)
    }
}
