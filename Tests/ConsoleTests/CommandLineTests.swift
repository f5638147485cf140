// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Harness
import Speech
import TestSupport
import Testing

/// The `rotor` executable as scripts and CI run it.
@Suite struct CommandLineTests {
    @Test func scriptModePrintsOnlyUtterancesOnStandardOutput() throws {
        let result = try RotorProcess.run(["open", "kanban", "--no-speech"], input: "next\ndo 2\nbogus\nnext\n")
        #expect(result.status == 1, "a script with a command that failed exits with 1, having run them all")
        #expect(result.standardOutput == """
            Kanban board
            To do, 3 cards
            Sketch the onboarding, Actions available
            Moved to Done
            To do, 2 cards
            Done, 1 card
            Unknown command 'bogus'. Type 'help' for commands.
            Last element

            """)
        #expect(result.standardError.isEmpty)
        let clean = try RotorProcess.run(["open", "kanban", "--no-speech"], input: "next\n")
        #expect(clean.status == 0)
    }

    @Test func endOfInputEndsTheSessionCleanly() throws {
        let result = try RotorProcess.run(["open", "deck-fan", "--no-speech"], input: "activate")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasSuffix("Card fan, Fanned, Button\nDrag or tap to fan the cards\nPress Enter to stack the cards\n"))
    }

    @Test func spanishJSONTranscript() throws {
        let result = try RotorProcess.run(["transcript", "kanban", "--lang", "es", "--format", "json"])
        #expect(result.status == 0)
        let entries = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]]
        #expect(entries?.first?["spoken"] as? String == "Por hacer, 3 tarjetas")
        #expect(entries?.first.map { Set($0.keys) } == ["id", "label", "value", "traits", "hint", "actions", "spoken", "hints", "frame"])
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

    /// The samples of a WAV file Rotor wrote (16-bit mono after a 44-byte header).
    static func samples(ofWAV url: URL) throws -> [Int16] {
        let bytes = [UInt8](try Data(contentsOf: url))
        return stride(from: 44, to: bytes.count - 1, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8) }
    }

    /// Whether `needle` stands in `haystack`, sample for sample.
    static func contains(_ haystack: [Int16], _ needle: [Int16]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        return haystack.indices.dropLast(needle.count - 1).contains { haystack[$0] == first && Array(haystack[$0..<$0 + needle.count]) == needle }
    }

    @Test func theGridsSelectionToggleAndModeSoundsAreInTheWAV() throws {
        let folder = RotorProcess.isolatedConfiguration()
        let wav = folder.appending(path: "grid.wav")
        let result = try RotorProcess.run(
            ["open", "photo-grid", "--speak-to", wav.path], input: "next\nnext\nnext\ndo Select\nnext\nactivate\nsounds off\nprevious\nactivate\n"
        )
        #expect(result.status == 0, "\(result.standardError)")
        let samples = try Self.samples(ofWAV: wav)
        #expect(Self.contains(samples, Earcon.selectionOn.samples(sampleRate: 22_050)), "no selection-mode sound")
        #expect(Self.contains(samples, Earcon.toggle.samples(sampleRate: 22_050)), "no toggle sound")
        let withoutSounds = try RotorProcess.run(["open", "photo-grid", "--speak-to", wav.path], input: "sounds off\nnext\nnext\nnext\ndo Select\n")
        #expect(withoutSounds.status == 0)
        #expect(!Self.contains(try Self.samples(ofWAV: wav), Earcon.selectionOn.samples(sampleRate: 22_050)), "sounds off still played")
    }
}
