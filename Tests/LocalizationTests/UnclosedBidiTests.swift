// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Processes
import TestSupport
import Testing

/// Words a person wrote, inserted into Rotor's sentences, may open isolates, embeddings and
/// overrides they never close. Each is closed inside the words' own isolate, so Rotor's words
/// around them keep their order: once, a card title holding an override and an unclosed
/// isolate took the isolate's closing mark for its own, and ", Actions available" printed
/// reversed. Checked by GNU FriBidi's visual order of what `rotor` really prints, in
/// `transcript` and in `l10n check`'s text.
@Suite struct UnclosedBidiTests {
    /// Each hostile text, and what its explicit controls come to inside an isolate.
    @Test(arguments: [
        ("\u{2066}Fix", "\u{2066}Fix\u{2069}"),
        ("\u{202E}\u{2066}Fix", "\u{202E}\u{2066}Fix\u{2069}\u{202C}"),
        ("Fix\u{2069}\u{202E}x", "Fix\u{202E}x\u{202C}"),
        ("a\u{202C}b", "ab"),
        ("\u{202B}\u{202E}x", "\u{202B}\u{202E}x\u{202C}\u{202C}"),
        ("\u{2067}\u{202D}x\u{2069}y", "\u{2067}\u{202D}x\u{202C}\u{2069}y"),
        ("plain", "plain"),
    ])
    func unmatchedInitiatorsAreClosedAndStrayClosersDropped(text: String, closed: String) {
        #expect(BidiIsolation.closingUnmatched(text) == closed)
        #expect(BidiIsolation.isolate(text) == "\u{2068}" + closed + "\u{2069}")
    }

    static let hostile = [
        "\u{202E}\u{2066}Fix the login crash", "\u{2066}Fix", "Fix\u{2069}\u{202E} the crash", "\u{202B}\u{202E}Fix",
        "\u{202D}\u{2067}תקן את הקריסה", "\u{2067}תקן\u{202D}",
    ]

    /// A board whose cards hold the hostile titles.
    static func board(in folder: TemporaryDirectory) throws -> String {
        let cards = hostile.enumerated().map { index, title in
            #"{"id": "c\#(index)", "title": \#(jsonString(title))}"#
        }
        let path = folder.file("hostile.json").path
        try (#"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": ["# + cards.joined(separator: ", ") + #"]}, {"id": "done", "title": "Done"}]}"#)
            .write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    static func jsonString(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.value < 0x80 ? String($0) : String(format: "\\u%04x", $0.value) }.joined() + "\""
    }

    @Test(arguments: [Language.english, .hebrew, .spanish, .arabic])
    func aCardTitleNeverReversesRotorsOwnWords(language: Language) throws {
        let folder = try TemporaryDirectory(prefix: "rotor-bidi")
        defer { folder.remove() }
        let path = try Self.board(in: folder)
        let result = try RotorProcess.run(["transcript", path, "--lang", language.code])
        #expect(result.status == 0, "\(result.standardError)")
        let words = Strings.builtIn.text(.phraseActionsAvailable, language)
        let base: Fribidi.Base = language.isRightToLeft ? .rightToLeft : .auto
        let shown = try #require(try Fribidi.visual(words + "\n", base: base).first)
        let lines = result.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains(words) }
        #expect(lines.count == Self.hostile.count, "\(lines)")
        for (line, visual) in zip(lines, try Fribidi.visual(lines.joined(separator: "\n") + "\n")) {
            #expect(visual.contains(shown), "\(language.code): \(visual.debugDescription) from \(line.debugDescription)")
        }
    }

    /// `l10n check`'s text: a key holding an override (and an unclosed isolate), inserted in a
    /// finding's line without an isolate of its own, leaves the message and the rule id in order.
    @Test(arguments: ["\u{202E}greeting", "\u{202E}\u{2066}greeting", "\u{202B}greeting\u{2069}"])
    func aCatalogKeyNeverReversesTheFindingsLine(hostileKey: String) throws {
        let folder = try TemporaryDirectory(prefix: "rotor-bidi-catalog")
        defer { folder.remove() }
        let catalog = folder.file("Hostile.xcstrings").path
        let key = Self.jsonString(hostileKey)
        try #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {\#(key): {"comment": "A greeting.", "localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
              "es": {"stringUnit": {"state": "translated", "value": "Hola %@"}}}}}}
            """#.write(toFile: catalog, atomically: false, encoding: .utf8)
        let result = try RotorProcess.run(["l10n", "check", catalog])
        let line = try #require(result.standardOutput.split(separator: "\n").first { $0.contains("error:") }.map(String.init))
        let visual = try #require(try Fribidi.visual(line + "\n").first)
        #expect(visual.hasSuffix("[placeholder-extra]"), "\(visual.debugDescription) from \(line.debugDescription)")
        #expect(visual.contains(" in es: The text has the placeholder %@, for an argument the code does not pass."),
                "\(visual.debugDescription)")
    }
}
