// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A private PulseAudio server with a null sink named `rotor_test`, as FACTS.md describes:
/// no default script, no config, a private runtime path and home, an anonymous unix socket.
final class PulseServer {
    static let sinkName = "rotor_test"

    let directory: TemporaryDirectory
    let socketPath: String
    private var process: Process?

    /// The value for `PULSE_SERVER`.
    var address: String { "unix:" + socketPath }

    /// Finds an executable on the usual paths.
    static func executable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/bin"]
        return paths.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts a server, or records a clear failure and returns nil when PulseAudio is missing.
    static func start(sourceLocation: SourceLocation = #_sourceLocation) throws -> PulseServer? {
        for tool in ["pulseaudio", "parec"] where executable(tool) == nil {
            Issue.record(
                "\(tool) is not installed: the audio path tests need it (apt-get install pulseaudio pulseaudio-utils)",
                sourceLocation: sourceLocation)
            return nil
        }
        let server = try PulseServer()
        try server.launch()
        return server
    }

    private init() throws {
        directory = try TemporaryDirectory()
        socketPath = directory.file("native").path
        for name in ["runtime", "home", "state"] {
            try FileManager.default.createDirectory(
                at: directory.file(name), withIntermediateDirectories: true)
        }
    }

    /// The environment for the server and for tools that talk to it.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PULSE_RUNTIME_PATH"] = directory.file("runtime").path
        environment["PULSE_STATE_PATH"] = directory.file("state").path
        environment["HOME"] = directory.file("home").path
        environment["XDG_RUNTIME_DIR"] = directory.file("runtime").path
        environment["PULSE_SERVER"] = address
        return environment
    }

    /// Starts (or restarts) the daemon and waits for its socket.
    func launch() throws {
        try? FileManager.default.removeItem(atPath: socketPath)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable("pulseaudio") ?? "/usr/bin/pulseaudio")
        process.arguments = [
            "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
            "--disallow-exit", "-F", "/dev/null", "--log-target=stderr",
            "--load=module-null-sink sink_name=\(Self.sinkName)",
            "--load=module-native-protocol-unix auth-anonymous=1 socket=\(socketPath)",
        ]
        var environment = self.environment
        environment.removeValue(forKey: "PULSE_SERVER")
        process.environment = environment
        let log = FileHandle(forWritingAtPath: "/dev/null")
        process.standardOutput = log
        process.standardError = log
        try process.run()
        self.process = process
        let deadline = ContinuousClock.now + .seconds(10)
        while !FileManager.default.fileExists(atPath: socketPath) {
            guard ContinuousClock.now < deadline, process.isRunning else {
                throw PulseServerError.didNotStart
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        Thread.sleep(forTimeInterval: 0.1)
    }

    /// Kills the daemon at once, as a crash would.
    func kill() {
        guard let process else { return }
        terminate(process)
        self.process = nil
    }

    /// Stops the daemon and removes its files.
    func stop() {
        kill()
        directory.remove()
    }

    deinit {
        stop()
    }
}

/// Kills a child process and reaps it. (Foundation's `waitUntilExit` can miss the exit of a
/// killed child here and wait forever.)
func terminate(_ process: Process) {
    let pid = process.processIdentifier
    guard pid > 0 else { return }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
}

enum PulseServerError: Error {
    case didNotStart
}
