// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import RotorCLI
import Testing

/// A command line Rotor cannot run: exit code 64, one line on standard error saying what is valid.
@Suite struct UsageErrorTests {
    @Test(arguments: [
        (["transcript", "kanbn"], "Unknown screen 'kanbn'. Screens: photo-board, photo-grid, deck-fan, kanban, snap-corner. Did you mean 'kanban'?"),
        (["transcript", "kanban", "--lang", "fr"], "'fr' is not a valid value for '--lang'. Valid values: en, es, he, ar, en-XA, ar-XB."),
        (["transcript", "kanban", "--colour"], "Unknown option '--colour'. See 'rotor help transcript'."),
        (["transcript", "kanban", "--fromat", "json"], "Unknown option '--fromat'. Did you mean '--format'? See 'rotor help transcript'."),
        (["transcript"], "Missing argument SCREEN|FILE|FILE.swift|FOLDER. See 'rotor help transcript'."),
        (["transcript", "kanban", "extra"], "Unexpected argument 'extra'. See 'rotor help transcript'."),
        (["trnscript"], "Unknown subcommand 'trnscript'. Did you mean 'transcript'? See 'rotor help'."),
        (["help", "trnscript"], "Unknown subcommand 'trnscript'. Did you mean 'transcript'? See 'rotor help'."),
        (["transcript", "kanban", "--format"], "Missing value for '--format'."),
        (["transcript", "kanban", "--reduce-motion=yes"], "'--reduce-motion' takes no value."),
        (["say"], "Missing argument TEXT. See 'rotor help say'."),
        (["say", "hi", "--rate", "9000"], "'9000' is not a valid value for '--rate'. Valid values: 80…1350."),
        (["new", "kanban"], "Missing argument FILE. See 'rotor help new'."),
        (["new", "board", "x.json"], "Unknown screen 'board'. Screens: photo-board, photo-grid, deck-fan, kanban, snap-corner."),
        (["l10n"], "Missing argument check. See 'rotor help l10n'."),
        (["l10n", "chek"], "Unknown subcommand 'chek'. Did you mean 'check'? See 'rotor help'."),
        (["l10n", "check", "--max-ratio", "0.5"], "'0.5' is not a valid value for '--max-ratio'. Valid values: 1…10."),
        (["audit", "--direction", "up"], "'up' is not a valid value for '--direction'. Valid values: ltr, rtl, both."),
        (["snapshot"], "Missing argument SCREEN|FILE|FOLDER. See 'rotor help snapshot'."),
        (["snapshot", "kanban", "--format", "gif"], "'gif' is not a valid value for '--format'. Valid values: svg, png."),
        (["snapshot", "kanban", "--screen", "390"], "'390' is not a valid value for '--screen'. Valid values: WxH (100…10000), 390x844."),
        (["transcript", "kanban", "--screen", "20x20"], "'20x20' is not a valid value for '--screen'. Valid values: WxH (100…10000), 390x844."),
        (["audit", "--screen", "1e400x5"], "'1e400x5' is not a valid value for '--screen'. Valid values: WxH (100…10000), 390x844."),
    ])
    func usageErrorsExit64AndSayWhatIsValid(arguments: [String], message: String) {
        let (status, captured) = CapturedOutput.run(arguments)
        #expect(status == 64)
        #expect(captured.standardError == message + "\n")
        #expect(captured.standardOutput.isEmpty)
    }

    @Test func usageErrorsAreInTheReadersLanguage() {
        let (status, captured) = CapturedOutput.run(["transcript"], language: "es_ES.UTF-8")
        #expect(status == 64)
        #expect(captured.standardError == "Falta el argumento PANTALLA|ARCHIVO|ARCHIVO.swift|CARPETA. Consulta 'rotor help transcript'.\n")
    }

    /// Hebrew and Arabic errors isolate what was typed, but not a command to copy into a shell.
    @Test(arguments: [
        ("he_IL.UTF-8", "ארגומנט לא צפוי '\u{2068}extra\u{2069}'. ראו 'rotor help transcript'."),
        ("ar_EG.UTF-8", "وسيطة غير متوقعة '\u{2068}extra\u{2069}'. راجع 'rotor help transcript'."),
    ])
    func rightToLeftUsageErrors(language: String, message: String) {
        let (status, captured) = CapturedOutput.run(["transcript", "kanban", "extra"], language: language)
        #expect(status == 64)
        #expect(captured.standardError == message + "\n")
    }

    @Test func theCommandToOpenANewFileCanBeCopied() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "rotor-new-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, captured) = CapturedOutput.run(["new", "kanban", path], language: "he_IL.UTF-8")
        #expect(status == 0)
        #expect(captured.standardOutput == "נוצר הקובץ \(path). אפשר לפתוח אותו עם 'rotor open \(path)'.\n")
    }

    @Test func aDocumentErrorExits1AndSaysWhere() {
        let (status, captured) = CapturedOutput.run(["transcript", "/nonexistent/board.json"])
        #expect(status == 1)
        #expect(captured.standardError.contains("/nonexistent/board.json"), "\(captured.standardError)")
        #expect(captured.standardOutput.isEmpty)
    }
}
