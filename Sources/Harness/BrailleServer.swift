// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes

#if canImport(Glibc)
    import Glibc
#endif

/// A private BRLTTY with a braille display that needs no hardware, for tests to read and press.
///
/// BRLTTY runs in the foreground with its virtual driver (`-b vr`) listening on a unix socket
/// of its own, no screen driver, no speech, no configuration or preferences file, and its own
/// BrlAPI server: a host name of its own (`BRLAPI_HOST`, a socket in BrlAPI's folder) and a key
/// file of its own (`BRLAPI_AUTH`). The server is the virtual display: it connects to that
/// socket and tells BRLTTY how many cells it has; BRLTTY then writes each change of the display
/// to it as a line (`Braille "1|12|…"`), and takes commands from it (`FWINRT`, `ROUTE 3`), as the
/// driver's README (`Drivers/Braille/Virtual` in BRLTTY 6.5) describes.
public final class BrailleServer {
    /// The value for `BRLAPI_HOST`: `:` and a socket name of this server's own.
    public let host: String
    /// The key file BrlAPI clients must read (`BRLAPI_AUTH`).
    public let keyFile: String
    /// How many cells the virtual display has.
    public let width: Int
    /// BRLTTY's log (warnings and errors), for a failing test to show.
    public let logFile: String
    private let folder: TemporaryDirectory
    private let process: ChildProcess
    private let socket: Int32
    private var pending: [UInt8] = []
    private var isStopped = false
    /// The cells shown last, as Unicode braille patterns.
    public private(set) var cells: String
    /// What BRLTTY itself showed when it started (its start message), before any client wrote.
    public private(set) var startCells = ""

    /// The variables a BrlAPI client needs to reach this server.
    public var environment: [String: String] { ["BRLAPI_HOST": host, "BRLAPI_AUTH": keyFile] }

    /// Starts BRLTTY with a virtual display of `width` cells, and waits until it shows its start
    /// message. `replacing` a stopped server takes its host name and key, as a BRLTTY restarted
    /// with the same configuration would. Throws ``HarnessError/missingProgram(_:)`` when BRLTTY
    /// is not installed.
    public init(width: Int = 20, replacing stopped: BrailleServer? = nil) throws(HarnessError) {
        guard ChildProcess.find("brltty") != nil else { throw .missingProgram("brltty") }
        let folder = try HarnessError.wrapping { () throws(ProcessError) in try TemporaryDirectory(prefix: "rotor-brltty") }
        let name = stopped.map { String($0.host.dropFirst()) } ?? "rotor-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let key = stopped.flatMap { try? String(contentsOfFile: $0.keyFile, encoding: .utf8) }
            ?? (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
        let keyFile = stopped?.keyFile ?? folder.file("brlapi.key").path
        let displaySocket = folder.file("display.sock").path
        let logFile = folder.file("brltty.log").path
        do {
            if stopped == nil { try Data(key.utf8).write(to: URL(fileURLWithPath: keyFile)) }
        } catch {
            throw .fileFailed(path: keyFile, reason: "\(error)")
        }
        let arguments = [
            "--no-daemon", "--standard-error", "--quiet", "--log-level=warning",
            "--braille-driver=vr", "--braille-device=server:" + displaySocket,
            "--screen-driver=no", "--speech-driver=no",
            "--api-parameters=host=:\(name),auth=keyfile:\(keyFile)",
            "--configuration-file=/dev/null", "--preferences-file=" + folder.file("brltty.prefs").path,
            "--pid-file=" + folder.file("brltty.pid").path,
            "--writable-directory=" + folder.url.path, "--updatable-directory=" + folder.url.path,
        ]
        let process = try HarnessError.wrapping { () throws(ProcessError) in
            try ChildProcess(
                "brltty", arguments, environment: ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "LANG": "C.UTF-8"],
                output: .file(logFile), error: .file(logFile)
            )
        }
        // The driver listens once it has started: connect, then say how many cells there are.
        var connected: Int32 = -1
        let deadline = Date().addingTimeInterval(10)
        while connected < 0, Date() < deadline, !process.hasExited {
            connected = Self.connect(to: displaySocket)
            if connected < 0 { usleep(20_000) }
        }
        guard connected >= 0 else {
            process.kill()
            folder.remove()
            throw .serverDidNotStart("brltty (its virtual display at \(displaySocket))")
        }
        self.host = ":" + name
        self.keyFile = keyFile
        self.width = width
        self.logFile = logFile
        self.folder = folder
        self.process = process
        self.socket = connected
        self.cells = ""
        send("cells \(width)")
        // BRLTTY shows its start message ("BRLTTY 6.5") once the display is sized.
        guard let shown = waitForCells(timeout: 10, until: { !$0.isEmpty }) else {
            stop()
            throw .serverDidNotStart("brltty (no cells on its virtual display)")
        }
        startCells = shown
        // The BrlAPI server's socket is made as BRLTTY starts: wait until clients can connect.
        let apiSocket = "/var/lib/BrlAPI/" + name
        while !FileManager.default.fileExists(atPath: apiSocket), Date() < deadline { usleep(20_000) }
    }

    deinit {
        stop()
        removeFiles()
    }

    /// Presses a key on the display: a BRLTTY command as the virtual driver takes it, such as
    /// `FWINRT`, `LNDN`, `ROUTE 3` (the routing key over the third cell) or `PASSDOTS 1` (dot 1
    /// typed on the braille keyboard).
    ///
    /// The driver reads its socket only when new bytes arrive and then takes one line, so a line
    /// sent right behind another would wait for the next press: each press is given 0.1 s alone.
    public func press(_ command: String) {
        send(command)
        usleep(100_000)
    }

    /// Reads what BRLTTY wrote to the display until `condition` holds for the cells shown (as
    /// Unicode braille patterns), or `timeout` seconds pass; the cells then, or nil.
    @discardableResult
    public func waitForCells(timeout: Double = 5, until condition: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            readLines(waiting: 0.02)
            if condition(cells) { return cells }
        } while Date() < deadline
        return nil
    }

    /// Waits until a client has written to the display (it shows something other than BRLTTY's
    /// start message); the cells then, or nil after `timeout` seconds.
    @discardableResult
    public func waitForClient(timeout: Double = 10) -> String? {
        waitForCells(timeout: timeout) { $0 != startCells && !$0.isEmpty }
    }

    /// The cells shown now, after whatever BRLTTY has written so far (waiting `settle` seconds
    /// for more).
    public func currentCells(settle: Double = 0.1) -> String {
        readLines(waiting: settle)
        return cells
    }

    /// What BRLTTY logged.
    public var log: String {
        (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? ""
    }

    /// Stops BRLTTY (it gives the BrlAPI socket back) and removes its files but the key file
    /// (``init(width:replacing:)`` reuses it; it goes with ``removeFiles()``).
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        if !process.hasExited {
            kill(process.pid, SIGTERM)
            let deadline = Date().addingTimeInterval(5)
            while !process.hasExited, Date() < deadline { usleep(20_000) }
            process.kill()
        }
        close(socket)
        let name = String(host.dropFirst())
        unlink("/var/lib/BrlAPI/" + name)
        unlink("/var/lib/BrlAPI/." + name)
        for file in ["display.sock", "brltty.pid", "brltty.prefs"] { unlink(folder.file(file).path) }
    }

    /// Removes this server's folder, its key file and log included.
    public func removeFiles() {
        folder.remove()
    }

    private func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads the lines BRLTTY has written, waiting up to `seconds` for the first; keeps the cells
    /// of the last `Braille` line.
    private func readLines(waiting seconds: Double) {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        var timeout = Int32(seconds * 1_000)
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while poll(&descriptor, 1, timeout) > 0 {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            pending += buffer[0..<count]
            timeout = 0
        }
        while let newline = pending.firstIndex(of: 0x0A) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if let shown = Self.cells(ofBrailleLine: line) { cells = shown }
        }
    }

    /// The cells of a `Braille "1|12| |…"` line as Unicode braille patterns, or nil for any other line.
    static func cells(ofBrailleLine line: String) -> String? {
        let prefix = "Braille \""
        guard line.hasPrefix(prefix), line.hasSuffix("\"") else { return nil }
        let body = line.dropFirst(prefix.count).dropLast()
        let scalars = body.split(separator: "|", omittingEmptySubsequences: false).map { cell -> Unicode.Scalar in
            let dots = cell.compactMap { $0.wholeNumberValue }.filter { (1...8).contains($0) }
            let pattern = dots.reduce(UInt32(0)) { $0 | (1 << UInt32($1 - 1)) }
            return Unicode.Scalar(0x2800 + pattern) ?? " "
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A stream connection to a unix socket, or -1.
    private static func connect(to path: String) -> Int32 {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8.prefix(MemoryLayout.size(ofValue: address.sun_path) - 1))
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }
}
