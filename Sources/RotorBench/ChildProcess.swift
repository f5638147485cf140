// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program started with `posix_spawn`, remembering the instant just before it was started.
///
/// Only the bench's main thread starts programs, and every descriptor the bench opens is
/// close-on-exec, so a child inherits only what is set up here.
final class ChildProcess {
    /// Where one of the child's standard streams goes.
    enum Stream {
        /// The bench's own.
        case inherit
        /// /dev/null.
        case null
        /// A pipe whose other end the bench reads (standard output and error only).
        case pipe
    }

    /// `POSIX_SPAWN_SETSID` from glibc's spawn.h, which Swift does not import (it is a GNU extension).
    private static let setSessionFlag: Int32 = 0x80

    let pid: pid_t
    let name: String
    /// Just before `posix_spawn`: the start of every "from process start" figure.
    let started: SuspendingClock.Instant
    /// The read end of the standard output pipe, when there is one.
    let outputDescriptor: Int32?
    private var reaped = false
    private(set) var exitStatus: Int32?

    /// Finds a program on `PATH` (and the usual places).
    static func find(_ name: String) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"]
        return paths.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts a program. With `terminal`, the child starts a new session and the terminal's
    /// slave device becomes its standard input, output, error and controlling terminal.
    init(
        _ program: String, _ arguments: [String], environment: [String: String],
        input: Stream = .null, output: Stream = .null, error: Stream = .null,
        terminal: String? = nil, closing: [Int32] = []
    ) throws(BenchError) {
        guard let path = Self.find(program) else { throw .missingProgram(program) }
        name = (program as NSString).lastPathComponent
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        if terminal != nil { flags |= Self.setSessionFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var pipeEnds: (read: Int32, write: Int32)?
        if case .pipe = output {
            pipeEnds = try Self.makePipe()
        } else if case .pipe = error {
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
                    if let pipeEnds { posix_spawn_file_actions_adddup2(&actions, pipeEnds.write, descriptor) }
                }
            }
        }
        for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        started = .now
        let code = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        if let pipeEnds { close(pipeEnds.write) }
        guard code == 0 else {
            if let pipeEnds { close(pipeEnds.read) }
            throw .spawnFailed(program: program, code: code)
        }
        pid = child
        outputDescriptor = pipeEnds?.read
    }

    deinit {
        kill()
        if let outputDescriptor { close(outputDescriptor) }
    }

    private static func makePipe() throws(BenchError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCallFailed("pipe", code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Whether the child has ended (it is reaped if so).
    var hasExited: Bool {
        if reaped { return true }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            reaped = true
            exitStatus = status
        }
        return reaped
    }

    /// Waits for the child to end; returns its exit code (128 + signal when killed).
    @discardableResult
    func wait() -> Int32 {
        if !reaped {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            reaped = true
            exitStatus = status
        }
        let status = exitStatus ?? 0
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Kills the child at once and reaps it. Does nothing when it has already ended.
    func kill() {
        guard !hasExited else { return }
        Glibc.kill(pid, SIGKILL)
        wait()
    }

    /// Reads everything the child writes to its output pipe until it closes it.
    func readAllOutput() -> Data {
        guard let descriptor = outputDescriptor else { return Data() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
