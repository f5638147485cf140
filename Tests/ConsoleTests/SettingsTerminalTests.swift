// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import TestSupport
import Testing

/// Settings that mean what they say, in a real terminal: an option given once applies to that
/// run, what is typed in a session is saved, and `direction auto` follows the language again.
@Suite(.serialized) struct SettingsTerminalTests {
    /// `rotor --lang ar` once (a rate set in it is saved), then a plain `rotor` with
    /// `LANG=es_ES.UTF-8` speaks Spanish with the saved rate; `settings` says where each comes from.
    @Test func aLanguageGivenOnceIsForThatRunOnly() throws {
        let first = try TerminalSession("--no-speech --lang ar", lang: "es_ES.UTF-8")
        try first.terminal.waitFor("صورة، إجراءات متاحة")
        try first.terminal.type("rate 200")
        try first.terminal.send("Enter")
        try first.terminal.waitFor("السرعة")
        try first.quit()
        let saved = try String(contentsOf: first.settingsFile, encoding: .utf8)
        #expect(saved.contains("\"rate\": 200") && !saved.contains("language"), "the rate is saved, the language is not: \(saved)")

        let plain = try TerminalSession("--no-speech", lang: "es_ES.UTF-8", state: first.state)
        try plain.terminal.waitFor("Lisboa, Imagen, Acciones disponibles")
        #expect(try plain.printed().first == "Tablero de fotos")
        try plain.terminal.type("settings")
        try plain.terminal.send("Enter")
        try plain.terminal.waitFor("Voz espacial")
        let lines = try plain.printed()
        #expect(lines.contains("Idioma: Español, de LANG=es_ES.UTF-8"), "\(lines)")
        #expect(lines.contains("Velocidad: 200, guardado"), "\(lines)")
        try plain.quit()
    }

    /// The same plain run is heard in Spanish: its speech is the speech of a run told
    /// `--lang es`, and not that of an English one.
    @Test func thePlainRunIsHeardInTheLanguageOfLang() throws {
        let folder = RotorProcess.isolatedConfiguration()
        func heard(_ arguments: [String], lang: String) throws -> Data {
            let wav = folder.appending(path: "\(UUID().uuidString).wav")
            let result = try RotorProcess.run(
                ["open", "photo-board", "--speak-to", wav.path] + arguments, input: "next\n",
                environment: ["LANG": lang])
            #expect(result.status == 0, "\(result.standardError)")
            return try Data(contentsOf: wav)
        }
        let plain = try heard([], lang: "es_ES.UTF-8")
        #expect(plain == (try heard(["--lang", "es"], lang: "en_US.UTF-8")))
        #expect(plain != (try heard([], lang: "en_US.UTF-8")))
    }

    /// In Arabic the tile's corners are mirrored; `direction ltr` unmirrors them and `direction
    /// auto` mirrors them again, as the language has it; auto is not saved as a direction.
    @Test func directionAutoMirrorsTheCornersAgainInArabic() throws {
        let session = try TerminalSession("open snap-corner --no-speech --lang ar")
        try session.terminal.waitFor("في مكالمة")
        try session.terminal.send("End")
        try session.terminal.waitFor("كاميرتك، \u{2068}أسفل اليسار")
        try session.terminal.type("direction ltr")
        try session.terminal.send("Enter")
        try session.terminal.waitFor("كاميرتك، \u{2068}أسفل اليمين")
        try session.terminal.type("direction auto")
        try session.terminal.send("Enter")
        try session.terminal.waitFor("من اليمين إلى اليسار")
        let lines = try session.printed()
        #expect(lines.last?.contains("كاميرتك، \u{2068}أسفل اليسار") == true, "mirrored again: \(lines.suffix(2))")
        try session.quit()
        let saved = try String(contentsOf: session.settingsFile, encoding: .utf8)
        #expect(!saved.contains("direction") && !saved.contains("language"), "\(saved)")
    }
}
