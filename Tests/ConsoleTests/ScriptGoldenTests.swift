// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Semantics
import Speech
import Synchronization
import SystemInterface
import TestSupport
import Testing
import Widgets

/// Script-mode sessions: each screen walked through every element and every action, in
/// English and Spanish, against golden transcripts (`ROTOR_RECORD_GOLDEN=1` re-records).
@Suite struct ScriptGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func script(_ screen: DemoScreen) throws -> [String] {
        let text = try String(contentsOf: folder.appending(path: "Scripts/\(screen.rawValue).txt"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(arguments: DemoScreen.allCases, Language.allCases)
    func session(screen: DemoScreen, language: Language) throws {
        let script = Self.folder.appending(path: "Scripts/\(screen.rawValue).txt").path
        let input = open(script, O_RDONLY)
        defer { close(input) }
        let printed = Mutex<[String]>([])
        let announcer = Announcer.make(print: { line in printed.withLock { $0.append(line) } }) { events in
            TranscriptSpeaker(events: events)
        }
        let speaker = try #require(announcer.speaker as? TranscriptSpeaker)
        let session = Session(screen: screen.rawValue, document: screen.document, environment: .init(language: language))
        let end = ScriptRunner.run(SessionDriver(session: session, announcer: announcer), signals: try SignalPipe(routing: []), input: input)
        #expect(end == .finished)
        let output = printed.withLock { $0 }
        let words = speaker.utterances.filter { $0.kind == .text }
        #expect(words.map(\.text) == output, "everything printed is spoken, in order")
        #expect(words.allSatisfy { $0.language == language.code })
        Golden.check(output.joined(separator: "\n") + "\n", "\(screen.rawValue).\(language.code).txt", directory: Self.folder.appending(path: "Golden"))
    }
}
