// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes

#if canImport(Glibc)
    import Glibc
#endif

/// A private PulseAudio server with one null sink: no default script, no
/// configuration, a private runtime path and home, an anonymous unix socket. An existing server
/// can be used instead, recorded at its default sink's monitor.
///
/// The sink plays 16-bit samples in the ``Format`` it is given — by default 22,050 Hz mono,
/// eSpeak NG's own format, so nothing is resampled and the silence PulseAudio plays when it
/// runs out of data reaches the monitor as exact zeros.
public final class PulseServer {
    /// The sample format of the sink, and the one its monitor is recorded in (always s16le).
    public struct Format: Sendable, Equatable {
        /// Samples per second.
        public var sampleRate: Int
        /// Channels, interleaved.
        public var channels: Int

        /// A format of `channels` channels at `sampleRate` Hz.
        public init(sampleRate: Int = 22_050, channels: Int = 1) {
            self.sampleRate = sampleRate
            self.channels = channels
        }

        /// The `channel_map` argument of `module-null-sink`, when PulseAudio has a name for it.
        var channelMap: String? {
            switch channels {
            case 1: "mono"
            case 2: "stereo"
            default: nil
            }
        }
    }

    /// The value for `PULSE_SERVER`.
    public let address: String
    /// The source that records what the sink plays.
    public let monitorSource: String
    /// The sink's format, and the one its monitor is recorded in.
    public let format: Format
    /// Whether this is a private server (with its null sink), not an existing one.
    public let isPrivate: Bool
    /// A private folder for the server's runtime, home and state (and the caller's files).
    public let directory: URL
    private let sinkName: String
    /// The temporary folder the server made for itself and removes when it stops.
    private let ownFolder: TemporaryDirectory?
    private var daemon: ChildProcess?

    /// Starts a private server with a null sink named `sink`, and waits until it answers.
    ///
    /// Its files live in `directory`, or in a temporary folder of its own (removed by ``stop()``)
    /// when none is given. Throws ``HarnessError/missingProgram(_:)`` first when PulseAudio or its
    /// tools (`pactl`, `parec`) are not installed.
    public static func start(
        sink: String = "rotor", format: Format = Format(), in directory: URL? = nil
    ) throws(HarnessError) -> PulseServer {
        for tool in ["pulseaudio", "pactl", "parec"] where ChildProcess.find(tool) == nil {
            throw .missingProgram(tool)
        }
        let folder: URL
        var ownFolder: TemporaryDirectory?
        if let directory {
            folder = directory
        } else {
            let made = try HarnessError.wrapping { () throws(ProcessError) in try TemporaryDirectory(prefix: "rotor-pulse") }
            folder = made.url
            ownFolder = made
        }
        let server = PulseServer(directory: folder, ownFolder: ownFolder, address: nil, sink: sink, format: format)
        try server.launch()
        return server
    }

    /// Uses a running server at `address`; its default sink's monitor is recorded in `format`.
    public static func existing(_ address: String, format: Format = Format(), in directory: URL) -> PulseServer {
        PulseServer(directory: directory, ownFolder: nil, address: address, sink: "", format: format)
    }

    private init(directory: URL, ownFolder: TemporaryDirectory?, address: String?, sink: String, format: Format) {
        self.directory = directory
        self.ownFolder = ownFolder
        self.isPrivate = address == nil
        self.sinkName = sink
        self.format = format
        self.address = address ?? "unix:" + directory.appending(path: "pulse-socket").path
        self.monitorSource = address == nil ? sink + ".monitor" : "@DEFAULT_MONITOR@"
        for name in ["pulse-runtime", "home", "state", "xdg-runtime"] {
            try? FileManager.default.createDirectory(
                at: directory.appending(path: name), withIntermediateDirectories: true)
        }
        _ = chmod(directory.appending(path: "xdg-runtime").path, 0o700)
    }

    deinit {
        stop()
    }

    /// The environment for every program that talks to the server: private home, state and
    /// runtime folders, English, an xterm, and `PULSE_SERVER`.
    public var environment: [String: String] {
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

    /// Starts the private daemon (again, after ``kill()``) and waits until it answers.
    public func launch() throws(HarnessError) {
        guard isPrivate else { return }
        daemon?.kill()
        let socket = String(address.dropFirst("unix:".count))
        try? FileManager.default.removeItem(atPath: socket)
        var environment = self.environment
        environment.removeValue(forKey: "PULSE_SERVER")
        let sink = ["module-null-sink", "sink_name=\(sinkName)", "rate=\(format.sampleRate)",
                    "channels=\(format.channels)", "format=s16le"]
            + (format.channelMap.map { ["channel_map=\($0)"] } ?? [])
        let daemon = try HarnessError.wrapping { () throws(ProcessError) in try ChildProcess(
            "pulseaudio",
            [
                "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--disallow-exit",
                "-F", "/dev/null", "--log-target=stderr",
                "--load=" + sink.joined(separator: " "),
                "--load=module-native-protocol-unix auth-anonymous=1 socket=\(socket)",
            ],
            environment: environment) }
        self.daemon = daemon
        let deadline = SuspendingClock.now + .seconds(10)
        while !answers() {
            guard SuspendingClock.now < deadline, !daemon.hasExited else {
                throw .serverDidNotStart("PulseAudio")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Whether the server answers `pactl info`.
    public func answers() -> Bool {
        guard let pactl = try? ChildProcess("pactl", ["info"], environment: environment) else { return false }
        return (try? pactl.wait()) == 0
    }

    /// One property (`media.name`, `application.name` …) of each playback stream open now, as a
    /// sound mixer lists them (`pactl list sink-inputs`); empty when the server does not answer.
    public func playbackStreams(_ property: String) -> [String] {
        guard let pactl = try? ChildProcess("pactl", ["list", "sink-inputs"], environment: environment, output: .pipe)
        else { return [] }
        let text = String(decoding: pactl.readAllOutput(), as: UTF8.self)
        _ = try? pactl.wait()
        let prefix = property + " = \""
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("\"") else { return nil }
            return String(trimmed.dropFirst(prefix.count).dropLast())
        }
    }

    /// Kills the private daemon at once, as a crash would (an existing server is left alone).
    public func kill() {
        daemon?.kill()
        daemon = nil
    }

    /// Stops the private daemon and removes the folder it made for itself, if it made one.
    public func stop() {
        kill()
        ownFolder?.remove()
    }
}
