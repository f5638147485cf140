// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Localization
import Semantics
import Speech
import TestSupport
import Testing

/// The settings file: what a person chose comes back; a file that cannot be used is reported
/// and left alone; every number is checked as written.
@Suite struct SettingsFileTests {
    let folder = RotorProcess.isolatedConfiguration()

    @Test func settingsRoundTrip() throws {
        let file = SettingsFile(path: folder.appending(path: "deeper/rotor/settings.json").path)
        #expect(file.load().settings == Settings(), "no file: the defaults")
        var settings = Settings()
        settings.language = .spanish
        settings.direction = .rightToLeft
        settings.voice.rate = 320
        settings.voice.punctuation = .all
        settings.echo = .both
        settings.sounds = false
        settings.verbosity = .low
        settings.interruptOnKeys = false
        settings.spatial = true
        settings.braille = BrailleSettings(mode: .on, contracted: true)
        try file.save(settings)
        #expect(file.load().settings == settings)
        #expect(file.load().problem == nil)
    }

    @Test(arguments: [
        (#"{"voice": {"rate": 1e300}}"#, SettingsFile.Problem.invalid(field: "voice.rate", found: "1e300", valid: "80…1350")),
        (#"{"voice": {"rate": 9223372036854775808}}"#, .invalid(field: "voice.rate", found: "9223372036854775808", valid: "80…1350")),
        (#"{"voice": {"pitch": 50.5}}"#, .invalid(field: "voice.pitch", found: "50.5", valid: "0…100")),
        (#"{"voice": {"volume": "loud"}}"#, .invalid(field: "voice.volume", found: "string", valid: "0…200")),
        (#"{"language": "fr"}"#, .invalid(field: "language", found: "fr", valid: "en, es, he, ar, en-XA, ar-XB")),
        (#"{"echo": true}"#, .invalid(field: "echo", found: "boolean", valid: "string")),
        (#"{"sounds": "yes"}"#, .invalid(field: "sounds", found: "string", valid: "true, false")),
        (#"{"spatial": 1}"#, .invalid(field: "spatial", found: "number", valid: "true, false")),
        (#"{"braille": {"mode": "maybe"}}"#, .invalid(field: "braille.mode", found: "maybe", valid: "auto, on, off")),
        (#"{"braille": {"contracted": "yes"}}"#, .invalid(field: "braille.contracted", found: "string", valid: "true, false")),
        (#"[1]"#, .invalid(field: "/", found: "array", valid: "object")),
    ])
    func aFileThatCannotBeUsedIsReportedAndNeverChanged(json: String, problem: SettingsFile.Problem) throws {
        let path = folder.appending(path: "settings.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = SettingsFile(path: path).load()
        #expect(loaded.settings == nil)
        #expect(loaded.problem == problem)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == json)
    }

    /// `spatial on` is kept in the file and comes back at the next start.
    @Test func spatialSpeechIsKeptForTheNextSession() throws {
        let home = RotorProcess.isolatedConfiguration()
        _ = try RotorProcess.run(["open", "kanban", "--no-speech"], input: "spatial on\n", environment: ["XDG_CONFIG_HOME": home.path])
        let saved = SettingsFile(path: home.appending(path: "rotor/settings.json").path).load().settings
        #expect(saved?.spatial == true)
    }

    @Test func aBrokenFileIsSaidOnceAtTheStartAndLeftAsItWas() throws {
        let path = folder.appending(path: "rotor/settings.json")
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"voice": {"rate": 1e300}"#.write(to: path, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["open", "deck-fan", "--no-speech"], input: "rate 200\n", environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(result.standardOutput.contains("Your settings in \(path.path) cannot be used: it is not valid JSON at line 1, column 26"))
        #expect(result.standardOutput.components(separatedBy: "cannot be used").count == 2, "said once")
        #expect(try String(contentsOf: path, encoding: .utf8) == #"{"voice": {"rate": 1e300}"#, "the person's file is untouched")
    }
}
