// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import SystemInterface

#if canImport(Glibc)
    import Glibc
#endif

/// A program started with `posix_spawn`, remembering the instant just before it was started.
///
/// Foundation's `Process` can miss a child's exit on Linux when several threads start processes
/// at once, and cannot start a child on a terminal of its own; this does both. The child starts
/// as from a shell: no blocked signals, default handlers, and no descriptor of this process but
/// the standard streams set up here (every other one is closed in the child).
public final class ChildProcess {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// This process's own.
        case inherit
        /// /dev/null.
        case null
        /// A pipe whose other end this process reads (standard output and error only).
        case pipe
        /// A file: read for standard input; created or truncated for output and error.
        case file(String)
    }

    /// `POSIX_SPAWN_SETSID` from glibc's spawn.h, which Swift does not import (it is a GNU extension).
    private static let setSessionFlag: Int32 = 0x80

    /// The child's process id.
    public let pid: pid_t
    /// Just before `posix_spawn`: the start of every "from process start" figure.
    public let started: SuspendingClock.Instant
    /// The read end of the output pipe, when there is one and it has not been taken.
    public private(set) var outputDescriptor: FileDescriptor?
    private var reaped = false
    private var status: Int32 = 0

    /// Finds a program on `PATH` (and the usual places); a path with a slash is checked as it is.
    public static func find(_ name: String) -> String? {
        if name.contains("/") { return Posix.canAccess(name, X_OK) ? name : nil }
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"]
        return paths.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts a program with a complete environment. With `terminal` (a pseudo-terminal's slave
    /// device), the child starts a new session and the terminal becomes its standard input,
    /// output, error and controlling terminal; the three streams are then ignored.
    /// `descriptors` are handed to the child as its descriptors 3, 4 … in order (Chromium's
    /// `--remote-debugging-pipe` reads 3 and writes 4); this process keeps its own.
    public init(
        _ program: String, _ arguments: [String], environment: [String: String],
        input: Stream = .null, output: Stream = .null, error: Stream = .null,
        terminal: String? = nil, descriptors: [FileDescriptor] = []
    ) throws(ProcessError) {
        guard let path = Self.find(program) else { throw .missingProgram(program) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if terminal != nil { flags |= Self.setSessionFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        // Each handed-over descriptor is first copied above any it could collide with, then
        // moved into place; the copies are closed here once the child has started.
        var copies: [FileDescriptor] = []
        defer { copies.forEach(Posix.close) }
        for descriptor in descriptors {
            do {
                copies.append(try Posix.duplicate(descriptor, atLeast: 10 + Int32(descriptors.count)))
            } catch {
                throw .systemCallFailed("fcntl", error)
            }
        }

        var pipeEnds: (read: FileDescriptor, write: FileDescriptor)?
        if terminal == nil, case .pipe = output {
            pipeEnds = try Self.makePipe()
        } else if terminal == nil, case .pipe = error {
            pipeEnds = try Self.makePipe()
        }
        if let terminal {
            posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            for (descriptor, stream) in [(Int32(0), input), (1, output), (2, error)] {
                switch stream {
                case .inherit: break
                case .null:
                    posix_spawn_file_actions_addopen(
                        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
                case .pipe:
                    if let pipeEnds, descriptor > 0 {
                        posix_spawn_file_actions_adddup2(&actions, pipeEnds.write.rawValue, descriptor)
                    }
                case .file(let file):
                    posix_spawn_file_actions_addopen(
                        &actions, descriptor, file, descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                }
            }
        }
        for (index, copy) in copies.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, copy.rawValue, 3 + Int32(index))
        }
        Spawn.closeOthers(&actions, from: 3 + Int32(descriptors.count))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        started = .now
        let code = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        if let pipeEnds { Posix.close(pipeEnds.write) }
        guard code == 0 else {
            if let pipeEnds { Posix.close(pipeEnds.read) }
            throw .spawnFailed(program: program, Errno(rawValue: code))
        }
        pid = child
        outputDescriptor = pipeEnds?.read
    }

    deinit {
        kill()
        if let outputDescriptor { Posix.close(outputDescriptor) }
    }

    /// A pipe for the child's output, blocking at both ends as a child's output and a reader of
    /// all of it expect.
    private static func makePipe() throws(ProcessError) -> (read: FileDescriptor, write: FileDescriptor) {
        do {
            let ends = try Posix.pipe()
            try Posix.setBlocking(ends.read)
            try Posix.setBlocking(ends.write)
            return ends
        } catch {
            throw .systemCallFailed("pipe", error)
        }
    }

    /// The exit code a raw wait status stands for: the code, or 128 + the signal that ended it.
    public static func exitCode(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Whether the child has ended (it is reaped if so).
    public var hasExited: Bool {
        if reaped { return true }
        if let status = try? Posix.waitForChild(pid, blocking: false) {
            reaped = true
            self.status = status
        }
        return reaped
    }

    /// Waits for the child to end; returns its exit code (128 + signal when killed).
    @discardableResult
    public func wait() throws(ProcessError) -> Int32 {
        if !reaped {
            do {
                if let status = try Posix.waitForChild(pid, blocking: true) {
                    reaped = true
                    self.status = status
                }
            } catch {
                throw .systemCallFailed("waitpid", error)
            }
        }
        return Self.exitCode(status)
    }

    /// Kills the child at once and reaps it. Does nothing when it has already ended.
    public func kill() {
        guard !hasExited else { return }
        Posix.signal(pid, SIGKILL)
        _ = try? wait()
    }

    /// Hands the output pipe's read end over: the caller reads it and closes it.
    public func takeOutput() -> FileDescriptor? {
        defer { outputDescriptor = nil }
        return outputDescriptor
    }

    /// Reads everything the child writes to its output pipe until it closes it.
    public func readAllOutput() -> Data {
        guard let descriptor = outputDescriptor else { return Data() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = (try? buffer.withUnsafeMutableBytes { bytes in
                Swift.Result { () throws(Errno) in try Posix.read(descriptor, into: bytes) }
            }.get()) ?? 0
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
