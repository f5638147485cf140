// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Harness

#if canImport(Glibc)
    import Glibc
#endif

/// A connection to speech-dispatcher over its socket, speaking SSIP the way Orca's client
/// library does: no process is started per message.
final class SSIPConnection {
    private let descriptor: Int32
    private var pending: [UInt8] = []

    /// Connects to a unix socket and names the client.
    init(socketPath: String) throws(BenchError) {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw .harness(.systemCallFailed("socket", code: errno)) }
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(socketPath.utf8)
        guard path.count < MemoryLayout.size(ofValue: address.sun_path) else {
            Glibc.close(socket)
            throw .harness(.systemCallFailed("connect (path too long)", code: ENAMETOOLONG))
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.enumerated() { raw[index] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(socket)
            throw .harness(.systemCallFailed("connect to speech-dispatcher", code: code))
        }
        descriptor = socket
        try command("SET self CLIENT_NAME root:rotor-bench:main", expecting: "208")
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Chooses the language of the following messages.
    func setLanguage(_ code: String) throws(BenchError) {
        try command("SET self LANGUAGE \(code)", expecting: "2")
    }

    /// Queues a text; returns the instant just before its final line was sent.
    @discardableResult
    func speak(_ text: String) throws(BenchError) -> SuspendingClock.Instant {
        try command("SPEAK", expecting: "230")
        let instant = SuspendingClock.now
        try command(text + "\r\n.", expecting: "225")
        return instant
    }

    /// Cancels every message of every client (what `spd-say -C` asks), so speech goes silent.
    func cancelAll() throws(BenchError) {
        try command("CANCEL all", expecting: "2")
    }

    /// Sends a line; throws unless the final reply line starts with `code`.
    private func command(_ line: String, expecting code: String) throws(BenchError) {
        let bytes = Array((line + "\r\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .harness(.systemCallFailed("write to speech-dispatcher", code: errno)) }
            sent += count
        }
        let reply = try readReply()
        guard reply.hasPrefix(code) else { throw .protocolError("speech-dispatcher said \(reply)") }
    }

    /// Reads reply lines until the final one ("NNN text", a space after the code).
    private func readReply() throws(BenchError) -> String {
        while true {
            while let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                pending.removeSubrange(...newline)
                let characters = Array(line)
                if characters.count >= 4, characters[3] == " " { return line }
            }
            var buffer = [UInt8](repeating: 0, count: 1_024)
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .protocolError("speech-dispatcher closed the connection") }
            pending += buffer[0..<count]
        }
    }
}
