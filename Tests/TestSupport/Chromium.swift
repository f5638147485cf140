// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import SystemInterface
import Harness

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's headless Chromium, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: it reads commands on its descriptor 3 and writes replies and
/// events on 4, each a JSON object ended by a NUL byte). One browser serves a whole batch of
/// pages: open a file, take a screenshot, read its text, read its accessibility tree.
public final class Chromium {
    /// Why the browser could not do what was asked.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    private let child: ChildProcess
    private let commands: Int32
    private let replies: Int32
    private let profile: TemporaryDirectory
    private var nextID = 0
    private var buffer: [UInt8] = []
    private var events: [[String: Any]] = []
    /// The page's session, once one is open.
    private var session: String?

    /// How long any one reply may take before the test fails, in milliseconds; a safety net
    /// against a browser that hangs, never a measure of speed.
    public static let patience: Int32 = 60_000

    /// Starts Chromium with a fresh profile and opens one blank page.
    public init() throws {
        guard let program = ["chromium", "chromium-browser"].first(where: { ChildProcess.find($0) != nil }) else {
            throw Failure(description: "Chromium is not installed (Debian's package chromium; make test installs it)")
        }
        profile = try TemporaryDirectory(prefix: "rotor-chromium")
        var toBrowser: [Int32] = [-1, -1]
        var fromBrowser: [Int32] = [-1, -1]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed") }
        for end in toBrowser + fromBrowser { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
            "--no-default-browser-check", "--hide-scrollbars", "--force-device-scale-factor=1", "--mute-audio",
            "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--user-data-dir=\(profile.url.path)", "about:blank",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile.url.path
        do {
            child = try ChildProcess(program, arguments, environment: environment, descriptors: [FileDescriptor(rawValue: toBrowser[0]), FileDescriptor(rawValue: fromBrowser[1])])
        } catch {
            for end in toBrowser + fromBrowser { close(end) }
            profile.remove()
            throw error
        }
        close(toBrowser[0])
        close(fromBrowser[1])
        commands = toBrowser[1]
        replies = fromBrowser[0]
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no page: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = attached["sessionId"] as? String
        _ = try send("Page.enable", page: true)
    }

    deinit {
        _ = try? send("Browser.close")
        close(commands)
        close(replies)
        child.kill()
        profile.remove()
    }

    /// Sends a command and waits for its reply's `result`; events that come first are kept.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], page: Bool = false) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if page, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "the browser stopped reading (\(method))") }
            written += count
        }
        while true {
            let reply = try nextMessage(waitingFor: method)
            if reply["id"] as? Int == nextID {
                if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if reply["method"] != nil { events.append(reply) }
        }
    }

    /// Waits for an event of the page (one already received counts), and takes it.
    public func wait(for method: String) throws {
        if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
            events.remove(at: index)
            return
        }
        while true {
            let message = try nextMessage(waitingFor: method)
            if message["method"] as? String == method { return }
            if message["method"] != nil { events.append(message) }
        }
    }

    /// Opens a URL in the page at a viewport size and waits until it has loaded.
    public func open(_ url: URL, width: Int, height: Int) throws {
        try send(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], page: true
        )
        events.removeAll { $0["method"] as? String == "Page.loadEventFired" }
        try send("Page.navigate", ["url": url.absoluteString], page: true)
        try wait(for: "Page.loadEventFired")
    }

    /// A PNG screenshot of the viewport, or of the whole page.
    public func screenshot(wholePage: Bool = false) throws -> [UInt8] {
        let result = try send("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": wholePage], page: true)
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot")
        }
        return Array(data)
    }

    /// The value of a JavaScript expression in the page.
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true], page: true)
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// One node of the page's accessibility tree, as Chromium exposes it to screen readers.
    public struct AccessibilityNode: Sendable {
        /// Its role: heading, image, link, main, navigation …
        public var role: String
        /// Its accessible name.
        public var name: String
        /// A heading's level, when it is one.
        public var level: Int?
    }

    /// Every node of the page's accessibility tree that is not ignored, in document order.
    public func accessibilityTree() throws -> [AccessibilityNode] {
        try send("Accessibility.enable", page: true)
        let nodes = try send("Accessibility.getFullAXTree", page: true)["nodes"] as? [[String: Any]] ?? []
        return nodes.compactMap { node in
            guard node["ignored"] as? Bool != true else { return nil }
            func value(_ field: String) -> Any? { (node[field] as? [String: Any])?["value"] }
            let properties = node["properties"] as? [[String: Any]] ?? []
            let level = properties.first { $0["name"] as? String == "level" }
                .flatMap { ($0["value"] as? [String: Any])?["value"] as? Int }
            return AccessibilityNode(role: value("role") as? String ?? "", name: value("name") as? String ?? "", level: level)
        }
    }

    /// Reads the next whole message, waiting at most ``patience``.
    private func nextMessage(waitingFor what: String) throws -> [String: Any] {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else {
                    throw Failure(description: "not a JSON object")
                }
                return object
            }
            var ready = [pollfd(fd: replies, events: Int16(POLLIN), revents: 0)]
            let count = poll(&ready, 1, Self.patience)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "no reply to \(what) within \(Self.patience / 1000) s") }
            let received = read(replies, &chunk, chunk.count)
            if received < 0, errno == EINTR { continue }
            guard received > 0 else { throw Failure(description: "the browser went away waiting for \(what)") }
            buffer += chunk[0..<received]
        }
    }
}
