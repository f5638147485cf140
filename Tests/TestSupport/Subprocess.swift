// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Runs programs with posix_spawn and waitpid. Foundation's `Process` can miss a child's exit
/// on Linux when tests start processes from several threads at once; this cannot. Standard
/// input comes from a file and output goes to files, so no pipe can fill up.
public enum Subprocess {
    /// How a run ended and what it printed.
    public struct Result: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// Runs `path` with arguments and a complete environment, and waits for it.
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String],
        input: String = "", directory: String? = nil
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appending(path: "in").path
        let outputFile = folder.appending(path: "out").path
        let errorFile = folder.appending(path: "err").path
        try Data(input.utf8).write(to: URL(fileURLWithPath: inputFile))
        // A folder to run in: through the shell, as glibc's addchdir is not visible to Swift.
        let command = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, path] + arguments }
            ?? [path] + arguments
        let pid = try launch(command, environment: environment, input: inputFile, output: outputFile, errors: errorFile)
        let status = try wait(pid)
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            standardOutput: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        )
    }

    /// Starts a program in the background, standard input from a file and output discarded;
    /// returns its pid. Pair with `kill` and `reap`.
    public static func spawn(_ path: String, _ arguments: [String], inputFile: String) throws -> pid_t {
        try launch(
            [path] + arguments, environment: ProcessInfo.processInfo.environment,
            input: inputFile, output: "/dev/null", errors: "/dev/null"
        )
    }

    /// Waits for a child to end; returns its raw wait status.
    @discardableResult
    public static func reap(_ pid: pid_t) -> Int32 {
        (try? wait(pid)) ?? 0
    }

    private static func wait(_ pid: pid_t) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SubprocessError.waitFailed(errno) }
        }
        return status
    }

    /// Starts `command` with its standard streams on files; the child starts as from a shell,
    /// with no blocked signals and default handlers.
    private static func launch(
        _ command: [String], environment: [String: String], input: String, output: String, errors: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SubprocessError.spawnFailed(command[0], spawned) }
        return pid
    }
}

/// A program that could not be run.
public enum SubprocessError: Error {
    case spawnFailed(String, Int32)
    case waitFailed(Int32)
}
