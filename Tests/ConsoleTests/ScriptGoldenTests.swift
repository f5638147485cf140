// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Localization
import Semantics
import Speech
import Synchronization
import SystemInterface
import TestSupport
import Testing
import Widgets

/// Script-mode sessions: each screen walked through every element and every action, in
/// English and Spanish, against golden transcripts (`ROTOR_RECORD_GOLDEN=1` re-records).
///
/// What is printed and what is spoken come from two separate runs: the printed lines are the
/// `rotor` program's standard output for the script (speaking to a WAV file, as a person's
/// session would speak), the spoken ones what the same script makes a session in this process
/// say to a transcript speaker. So a line the program prints that a session would not say, or
/// says but the program does not print, fails here.
@Suite struct ScriptGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test(arguments: DemoScreen.allCases, Language.allCases)
    func session(screen: DemoScreen, language: Language) throws {
        let script = Self.folder.appending(path: "Scripts/\(screen.rawValue).txt")
        // Spoken: a session in this process, every utterance recorded.
        let input = try Posix.open(script.path, O_RDONLY)
        defer { Posix.close(input) }
        let announcer = Announcer.make(print: { _ in }) { events in TranscriptSpeaker(events: events) }
        let speaker = try #require(announcer.speaker as? TranscriptSpeaker)
        let session = Session(screen: screen.rawValue, document: screen.document, environment: .init(language: language))
        let driver = SessionDriver(session: session, announcer: announcer)
        let end = ScriptRunner.run(driver, signals: try SignalPipe(routing: []), input: input)
        #expect(end == .finished)
        let words = speaker.utterances.filter { $0.kind == .text }
        #expect(words.allSatisfy { $0.language == language.code })

        // Printed: the program, as a script runs it.
        let folder = RotorProcess.isolatedConfiguration()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appending(path: "session.wav")
        let program = try RotorProcess.run(
            ["open", screen.rawValue, "--lang", language.code, "--speak-to", wav.path],
            input: try String(contentsOf: script, encoding: .utf8))
        #expect(program.status == (driver.anyCommandFailed ? 1 : 0), "a script with a command that failed exits with 1, else 0")
        #expect(program.standardError.isEmpty, "\(program.standardError)")
        let printed = program.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        // Printed, each line is laid out in the language's direction (a mark starts a Hebrew line
        // whose first strong letter is in a Latin title); the words are the same.
        #expect(words.map { BidiIsolation.paragraph($0.text, in: language) } == printed, "everything the program printed is what a session says, in order")
        #expect(try Data(contentsOf: wav).count > 44 + 22_050, "the program spoke")
        Golden.check(program.standardOutput, "\(screen.rawValue).\(language.code).txt", directory: Self.folder.appending(path: "Golden"))
    }
}
