// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A private PulseAudio server with one null sink, as FACTS.md describes: no default script, no
/// configuration, a private runtime path and home, an anonymous unix socket.
///
/// The sink plays 22,050 Hz mono 16-bit, eSpeak NG's own format, so nothing is resampled and
/// the silence PulseAudio plays when it runs out of data reaches the monitor as exact zeros.
/// An existing server can be used instead (`--pulse-server`), recorded at its default sink's
/// monitor.
final class PulseServer {
    static let sinkName = "rotor_bench"

    /// The value for `PULSE_SERVER`.
    let address: String
    /// The source that records what the sink plays.
    let monitorSource: String
    /// Whether this is the bench's own server (with its null sink).
    let isPrivate: Bool
    /// A private folder for the server, speech-dispatcher and Rotor's state.
    let directory: URL
    private var daemon: ChildProcess?

    /// Starts a private server and waits until it answers.
    static func start(in directory: URL) throws(BenchError) -> PulseServer {
        let server = PulseServer(directory: directory, address: nil)
        try server.launch()
        return server
    }

    /// Uses a running server at `address`.
    static func existing(_ address: String, in directory: URL) -> PulseServer {
        PulseServer(directory: directory, address: address)
    }

    private init(directory: URL, address: String?) {
        self.directory = directory
        self.isPrivate = address == nil
        self.address = address ?? "unix:" + directory.appending(path: "pulse-socket").path
        self.monitorSource = address == nil ? Self.sinkName + ".monitor" : "@DEFAULT_MONITOR@"
        for name in ["pulse-runtime", "home", "state", "xdg-runtime"] {
            try? FileManager.default.createDirectory(
                at: directory.appending(path: name), withIntermediateDirectories: true)
        }
        _ = chmod(directory.appending(path: "xdg-runtime").path, 0o700)
    }

    /// The environment for every program that talks to the server: private home, state and
    /// runtime folders, English, and `PULSE_SERVER`.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PULSE_RUNTIME_PATH"] = directory.appending(path: "pulse-runtime").path
        environment["PULSE_STATE_PATH"] = directory.appending(path: "state").path
        environment["HOME"] = directory.appending(path: "home").path
        environment["XDG_RUNTIME_DIR"] = directory.appending(path: "xdg-runtime").path
        environment["XDG_STATE_HOME"] = directory.appending(path: "state").path
        environment["PULSE_SERVER"] = address
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "LC_ALL")
        environment.removeValue(forKey: "LC_MESSAGES")
        environment["TERM"] = "xterm"
        return environment
    }

    private func launch() throws(BenchError) {
        let socket = String(address.dropFirst("unix:".count))
        var environment = self.environment
        environment.removeValue(forKey: "PULSE_SERVER")
        daemon = try ChildProcess(
            "pulseaudio",
            [
                "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--disallow-exit",
                "-F", "/dev/null", "--log-target=stderr",
                "--load=module-null-sink sink_name=\(Self.sinkName) rate=22050 channels=1 format=s16le channel_map=mono",
                "--load=module-native-protocol-unix auth-anonymous=1 socket=\(socket)",
            ],
            environment: environment)
        let deadline = SuspendingClock.now + .seconds(10)
        while !answers() {
            guard SuspendingClock.now < deadline, let daemon, !daemon.hasExited else {
                throw .serverDidNotStart("PulseAudio")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Whether the server answers `pactl info`.
    func answers() -> Bool {
        guard let pactl = try? ChildProcess("pactl", ["info"], environment: environment) else { return false }
        return pactl.wait() == 0
    }

    /// Stops the private server (an existing one is left alone).
    func stop() {
        daemon?.kill()
        daemon = nil
    }
}
