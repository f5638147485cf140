// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Console
import Foundation
import Harness
import Localization
import TestSupport
import Testing

/// What spelling and the fastest rates sound like, in the `rotor` program's `--speak-to` files:
/// each part is what a session says after the same script without its last command.
@Suite struct RotorSpeechTests {
    /// The samples heard for the last line of `script` in `rotor open SCREEN`.
    private static func lastReply(_ screen: String, _ script: [String], arguments: [String] = []) throws -> ArraySlice<Int16> {
        func heard(_ lines: [String]) throws -> [Int16] {
            let wav = RotorProcess.isolatedConfiguration().appending(path: "heard.wav")
            let result = try RotorProcess.run(["open", screen, "--speak-to", wav.path] + arguments, input: lines.joined(separator: "\n") + "\n")
            #expect(result.status == 0, "\(result.standardError)")
            return try WAVFile(contentsOf: wav).samples
        }
        return ProgramSpeechTests.tails(try heard(script), try heard(Array(script.dropLast()))).0
    }

    /// How long `rotor say` takes to say each of these, in samples, together.
    private static func said(_ texts: [String], language: String) throws -> Int {
        try texts.reduce(0) { total, text in
            let (_, wav) = try ProgramSpeechTests.say([text, "--lang", language])
            return total + wav.samples.count
        }
    }

    /// `spell` is heard as the letters' names, one after another: about as long as saying each
    /// name alone, and far longer than the word.
    @Test func kyotoSpelledIsHeardAsItsLetterNames() throws {
        let spelled = try Self.lastReply("photo-board", ["find Kyoto", "spell"]).count
        let names = try Self.said(["capital kay", "wye", "o", "tee", "o"], language: "en")
        let word = try Self.said(["Kyoto"], language: "en")
        #expect(Double(spelled) > Double(names) * 0.75 && Double(spelled) < Double(names) * 1.25, "spelled \(spelled), names \(names)")
        #expect(spelled > word * 2, "spelled \(spelled), the word \(word)")
    }

    /// A Hebrew title is heard as its Hebrew letter names, from the catalog.
    @Test func aHebrewTitleSpelledIsHeardAsHebrewLetterNames() throws {
        let board = FileManager.default.temporaryDirectory.appending(path: "rotor-hebrew-\(UUID().uuidString).json")
        try #"{"kind": "kanban", "columns": [{"id": "a", "title": "משימות", "cards": [{"id": "1", "title": "שלום"}]}]}"#
            .write(to: board, atomically: true, encoding: .utf8)
        let spelled = try Self.lastReply(board.path, ["next", "spell"], arguments: ["--lang", "he"]).count
        let table = Spelling(strings: .builtIn, language: .hebrew)
        let names = try Self.said("שלום".map { table.name(of: $0) ?? "" }, language: "he")
        #expect(Double(spelled) > Double(names) * 0.75 && Double(spelled) < Double(names) * 1.25, "spelled \(spelled), names \(names)")
    }

    /// Past eSpeak NG's 450, the rate still speeds speech up: at 1,350 an element takes about a
    /// third of the time it takes at 450.
    @Test func theBoostedRateIsFaster() throws {
        let at450 = try Self.lastReply("kanban", ["rate 450", "next"]).count
        let at1350 = try Self.lastReply("kanban", ["rate 1350", "next"]).count
        #expect(at1350 > 0 && Double(at1350) < Double(at450) * 0.5, "450: \(at450) samples, 1,350: \(at1350)")
    }
}
