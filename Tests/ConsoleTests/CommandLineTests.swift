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
        #expect(entries?.first.map { Set($0.keys) } == ["id", "label", "value", "traits", "hint", "actions", "spoken", "frame"])
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

    @Test func aUsageErrorGoesToStandardErrorWithExitCode64() throws {
        let result = try RotorProcess.run(["transcript", "kanbn"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Unknown screen 'kanbn'."))
        #expect(result.standardOutput.isEmpty)
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

    @Test(arguments: ["open kanban --no-speech", "say hello --no-speech", "transcript kanban"])
    func aFullDiskOnStandardOutputIsReportedWithExitCode74(command: String) throws {
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "echo next | '\(RotorProcess.executable.path)' \(command) > /dev/full"],
            environment: ProcessInfo.processInfo.environment.merging(["LANG": "C.UTF-8"]) { $1 }
        )
        #expect(result.status == 74)
        #expect(result.standardError == "Rotor could not write its output: No space left on device.\n")
    }

    /// eSpeak NG's data, wherever Debian put it for this machine's architecture.
    static var speechData: URL? {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
        return (folders.map { "/usr/lib/\($0)/espeak-ng-data" } + ["/usr/share/espeak-ng-data"])
            .first { FileManager.default.fileExists(atPath: $0 + "/phontab") }
            .map { URL(fileURLWithPath: $0) }
    }

    @Test func aMissingDictionaryIsSaidOnceAndEnglishSpeaksInstead() throws {
        let data = try #require(Self.speechData, "eSpeak NG's data is not installed")
        let folder = FileManager.default.temporaryDirectory.appending(path: "rotor-speech-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appending(path: "espeak-ng-data")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: data, to: copy)
        try FileManager.default.removeItem(at: copy.appending(path: "es_dict"))
        let wav = folder.appending(path: "said.wav")
        let result = try RotorProcess.run(
            ["say", "hola", "--lang", "es", "--speak-to", wav.path], environment: ["ESPEAK_DATA_PATH": copy.path]
        )
        #expect(result.status == 0)
        #expect(result.standardOutput == "hola\nNo se puede cargar la voz de 'es' (falta su voz o su diccionario); se lee con la voz inglesa.\n")
        #expect(!result.standardError.contains("dictionary"), "eSpeak NG's own message reached the terminal: \(result.standardError)")
        let bytes = try Data(contentsOf: wav)
        #expect(bytes.count > 44 + 22_050, "the fallback voice spoke: \(bytes.count) bytes")
    }
}
