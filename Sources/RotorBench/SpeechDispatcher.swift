// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness

/// A private speech-dispatcher (the server Orca speaks through) playing to the bench's
/// PulseAudio server, with its own socket, runtime folder and log.
///
/// Debian's configuration is used as it is: the espeak-ng module, audio through the server,
/// PulseAudio found through `PULSE_SERVER`.
final class SpeechDispatcher {
    let socketPath: String
    private let daemon: ChildProcess
    private let environment: [String: String]

    /// Starts the daemon and waits until it answers and has spoken once (modules loaded).
    init(server: PulseServer) throws(BenchError) {
        let folder = server.directory.appending(path: "speechd")
        try? FileManager.default.createDirectory(at: folder.appending(path: "log"), withIntermediateDirectories: true)
        let socketPath = folder.appending(path: "speechd.sock").path
        self.socketPath = socketPath
        var environment = server.environment
        environment["SPEECHD_ADDRESS"] = "unix_socket:" + socketPath
        self.environment = environment
        let daemon = try BenchError.harnessed { () throws(ProcessError) in
            try ChildProcess(
                "speech-dispatcher",
                [
                    "--run-single", "--timeout", "0", "--communication-method", "unix_socket",
                    "--socket-path", socketPath, "--pid-file", folder.appending(path: "speechd.pid").path,
                    "--log-dir", folder.appending(path: "log").path,
                ],
                environment: environment)
        }
        self.daemon = daemon
        let deadline = SuspendingClock.now + .seconds(10)
        while (try? SSIPConnection(socketPath: socketPath)) == nil {
            guard SuspendingClock.now < deadline, !daemon.hasExited else {
                throw .harness(.serverDidNotStart("speech-dispatcher"))
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Starts `spd-say TEXT` against this daemon (it returns once the message is queued).
    func say(_ text: String) throws(BenchError) -> ChildProcess {
        try BenchError.harnessed { () throws(ProcessError) in
            try ChildProcess("spd-say", ["-l", "en", text], environment: environment)
        }
    }

    /// A new SSIP connection, as a screen reader would hold.
    func connect() throws(BenchError) -> SSIPConnection {
        let connection = try SSIPConnection(socketPath: socketPath)
        try connection.setLanguage("en")
        return connection
    }

    /// Stops the daemon.
    func stop() {
        daemon.kill()
    }
}
