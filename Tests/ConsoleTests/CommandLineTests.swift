// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import TestSupport
import Testing

/// The `rotor` executable as scripts and CI run it.
@Suite struct CommandLineTests {
    @Test func scriptModePrintsOnlyUtterancesOnStandardOutput() throws {
        let result = try RotorProcess.run(["open", "kanban", "--no-speech"], input: "next\ndo 2\nbogus\n")
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            Kanban board
            To do, 3 cards
            Sketch the onboarding, Actions available
            Sketch the onboarding, Actions available
            To do, 2 cards
            Done, 1 card
            Unknown command 'bogus'. Type 'help' for commands.

            """)
        #expect(result.standardError.isEmpty)
    }

    @Test func endOfInputEndsTheSessionCleanly() throws {
        let result = try RotorProcess.run(["open", "deck-fan", "--no-speech"], input: "activate")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("Card fan, Fanned, Button\nDrag or tap to fan the cards\n"))
    }

    @Test func spanishJSONTranscript() throws {
        let result = try RotorProcess.run(["transcript", "kanban", "--lang", "es", "--format", "json"])
        #expect(result.status == 0)
        let entries = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        #expect(entries?.first?["spoken"] as? String == "Por hacer, 3 tarjetas")
        #expect(entries?.first.map { Set($0.keys) } == ["id", "label", "value", "traits", "hint", "actions", "spoken"])
        #expect(entries?[1]["actions"] as? [String] == ["Mover a En curso", "Mover a Hecho"])
    }

    @Test func theLanguageComesFromTheEnvironment() throws {
        let result = try RotorProcess.run(["transcript", "deck-fan"], environment: ["LANG": "es_ES.UTF-8"])
        #expect(result.standardOutput == "Abanico de cartas, Apilado, Botón\n    Arrastra o toca para desplegar las cartas\n")
    }

    @Test func rightToLeftNamesTheMirroredCorners() throws {
        let result = try RotorProcess.run(["transcript", "snap-corner", "--direction", "rtl", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        #expect(entries?.last?["label"] as? String == "Your camera, bottom left")
        #expect(entries?.last?["actions"] as? [String] == ["Move to top right", "Move to top left", "Move to bottom right"])
    }

    @Test(arguments: [
        (["transcript", "kanbn"], "Unknown screen 'kanbn'. Screens: photo-board, photo-grid, deck-fan, kanban, snap-corner. Did you mean 'kanban'?"),
        (["transcript", "kanban", "--lang", "fr"], "'fr' is not a valid value for '--lang'. Valid values: en, es, en-XA, ar-XB."),
        (["transcript", "kanban", "--colour"], "Unknown option '--colour'. See 'rotor help transcript'."),
        (["transcript"], "Missing argument SCREEN. See 'rotor help transcript'."),
        (["trnscript"], "Unknown subcommand 'trnscript'. Did you mean 'transcript'? See 'rotor help'."),
        (["transcript", "kanban", "--format"], "Missing value for '--format'."),
    ])
    func usageErrorsExit64AndSayWhatIsValid(arguments: [String], message: String) throws {
        let result = try RotorProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError == message + "\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test(arguments: ["open", "transcript", "say", "help"])
    func everySubcommandHasHelp(command: String) throws {
        let result = try RotorProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: rotor"))
        let spanish = try RotorProcess.run(["help", command], environment: ["LANG": "es_ES.UTF-8"])
        #expect(spanish.standardOutput.contains("USO: rotor"))
    }

    @Test func stringsAreFoundFromAnyFolder() throws {
        let result = try RotorProcess.run(["transcript", "deck-fan"], directory: URL(fileURLWithPath: "/"))
        #expect(result.standardOutput.hasPrefix("Card fan, Stacked, Button"))
    }

    @Test func anEditedCatalogIsTriedWithoutRebuilding() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-locales-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = try String(contentsOf: RotorProcess.packageRoot.appending(path: "Locales/Localizable.xcstrings"), encoding: .utf8)
        let edited = folder.appending(path: "Edited.xcstrings")
        try original.replacingOccurrences(of: "\"Card fan\"", with: "\"Deck of cards\"").write(to: edited, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["transcript", "deck-fan", "--locales", edited.path])
        #expect(result.standardOutput.hasPrefix("Deck of cards, Stacked, Button"))
        let broken = try RotorProcess.run(["transcript", "deck-fan", "--locales", "/nonexistent.xcstrings"])
        #expect(broken.status == 64)
        #expect(broken.standardError.contains("Cannot read the string catalog '/nonexistent.xcstrings'"))
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "'\(RotorProcess.executable.path)' transcript photo-grid | head -1"],
            environment: ProcessInfo.processInfo.environment
        )
        #expect(result.standardOutput == "Long press a photo\n")
        #expect(result.standardError.isEmpty)
    }
}
