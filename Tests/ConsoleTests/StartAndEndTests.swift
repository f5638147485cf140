// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import Processes
import TestSupport
import Testing

/// How `rotor` starts and ends when its surroundings fail: closed standard descriptors, and a
/// sound server that goes away while `say` speaks.
@Suite struct StartAndEndTests {
    /// `rotor open kanban --no-speech <&-` (and the same with standard output or error
    /// closed) starts and ends as with nothing to read: before, the signal pipe took descriptor
    /// 0 and the script waited on it forever.
    @Test(arguments: ["<&-", ">&-", "2>&-", "<&- >&- 2>&-"])
    func closedStandardDescriptorsStartAndEndNormally(redirection: String) throws {
        let config = RotorProcess.isolatedConfiguration()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = config.path
        // The shell's own output is the exit line; the redirections apply to rotor alone.
        let probe = try ChildProcess.run(
            "/bin/sh", ["-c", "timeout 20 \"$0\" open kanban --no-speech \(redirection); echo \"exit $?\"", RotorProcess.executable.path],
            environment: environment)
        #expect(probe.standardOutput.hasSuffix("exit 0\n"), "\(redirection): \(probe.standardOutput) \(probe.standardError)")
    }

    /// `--locales` with a catalog made before some of Rotor's words existed: no key is said in
    /// their place (before, "console.nothingChanged" was spoken), and the person is told once.
    @Test func aCatalogLackingRotorsWordsIsToldAndNoKeyIsSpoken() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-locales")
        defer { folder.remove() }
        let data = try Data(contentsOf: RotorProcess.packageRoot.appending(path: "Locales/Localizable.xcstrings"))
        var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        root["strings"] = strings.filter { !$0.key.hasPrefix("console.") }
        let path = folder.file("old.xcstrings").path
        try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: path))
        let missing = strings.keys.filter { $0.hasPrefix("console.") }.count
        let result = try RotorProcess.run(["open", "kanban", "--no-speech", "--locales", path], input: "next\nrepeat\n")
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("console."), "\(result.standardOutput)")
        #expect(result.standardError.hasPrefix("\(missing) of Rotor's words are not in \(path) (such as console."), "\(result.standardError)")
    }

    /// A sound server that dies while `rotor say` speaks: the text was printed, and the loss is
    /// said on standard error with exit code 69, as a session says it aloud.
    @Test func sayReportsALostSoundServer() throws {
        guard let server = try PulseServer.startForTest() else { return }
        defer { server.stop() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = RotorProcess.isolatedConfiguration().path
        environment["PULSE_SERVER"] = server.address
        environment["LANG"] = "C.UTF-8"
        let folder = try TemporaryDirectory(prefix: "rotor-say")
        defer { folder.remove() }
        let text = Array(repeating: "This sentence goes on while the sound server is taken away.", count: 6).joined(separator: " ")
        let rotor = try ChildProcess(
            RotorProcess.executable.path, ["say", text], environment: environment,
            output: .file(folder.file("out").path), error: .file(folder.file("err").path))
        Thread.sleep(forTimeInterval: 1.5)
        server.kill()
        #expect(try rotor.wait() == 69)
        let error = try String(contentsOf: folder.file("err"), encoding: .utf8)
        #expect(error == "No audio device; speaking as text only\n")
        #expect(try String(contentsOf: folder.file("out"), encoding: .utf8).hasPrefix(text + "\n"))
    }
}
