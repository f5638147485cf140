// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Glibc
import Localization
import Semantics
import Speech
import SystemInterface
import Widgets

/// `settings.json`: a person's settings on disk, read leniently about what is missing and
/// strictly about what is there, and saved atomically through the file gate (``FileSystem``),
/// which keeps the file's permissions and owner and never writes one made read-only.
///
/// A file that cannot be used is reported once and never overwritten in that session: the
/// defaults are used and the person's file stays as they wrote it. A save that fails says so
/// (``save(_:)`` throws, and the session tells the person the setting is not saved).
public struct SettingsFile: Sendable {
    /// Why a settings file cannot be used.
    public enum Problem: Error, Sendable, Equatable {
        /// It could not be read: the file gate's reason (no permission, a named pipe, too large).
        case unreadable(FileError)
        /// It is not JSON, or not an object.
        case syntax(JSONSyntaxError)
        /// A field holds something it cannot hold: the field and what it holds, and what it may.
        case invalid(field: String, found: String, valid: String)
    }

    /// Where the file is.
    public let path: String

    /// The settings file at a path.
    public init(path: String) {
        self.path = path
    }

    /// The settings in the file: the defaults when there is no file, nil and the problem when
    /// it cannot be used.
    public func load() -> (settings: Settings?, problem: Problem?) {
        let bytes: [UInt8]
        do {
            bytes = try FileGate.read(path, limit: InputLimit.settings)
        } catch {
            if case .notFound = error { return (Settings(), nil) }
            return (nil, .unreadable(error))
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            return (nil, .syntax(error))
        }
        do {
            return (try Self.settings(from: json), nil)
        } catch {
            return (nil, error)
        }
    }

    /// Writes the settings, replacing the file atomically (its permissions and owner kept; a new
    /// one is readable by its owner only); creates its folder. Throws when they could not be
    /// written, and then nothing on disk changed.
    public func save(_ settings: Settings) throws(FileError) {
        let folder = FileGate.folder(of: FileGate.finalTarget(of: path))
        if !Posix.canAccess(folder, F_OK) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        try FileSystem.real.replace(path, with: JSONWriter.bytes(Self.json(of: settings)), options: .init(mode: 0o600))
    }

    /// The JSON of settings; fields left at their default are written too, so the file shows
    /// what can be set.
    static func json(of settings: Settings) -> JSONValue {
        func number(_ value: Int) -> JSONValue { .number(String(value)) }
        var members: [(key: String, value: JSONValue)] = []
        if let language = settings.language { members.append(("language", .string(language.code))) }
        if let direction = settings.direction { members.append(("direction", .string(direction.rawValue))) }
        members += [
            ("reduceMotion", .bool(settings.reduceMotion)),
            ("voice", .object([
                ("rate", number(settings.voice.rate)), ("pitch", number(settings.voice.pitch)),
                ("volume", number(settings.voice.volume)), ("punctuation", .string(settings.voice.punctuation.rawValue)),
            ])),
            ("echo", .string(settings.echo.rawValue)),
            ("sounds", .bool(settings.sounds)),
            ("verbosity", .object([
                ("actionsAvailable", .bool(settings.verbosity.actionsAvailable)), ("traits", .bool(settings.verbosity.traits)),
                ("values", .bool(settings.verbosity.values)), ("hints", .bool(settings.verbosity.hints)),
            ])),
            ("interruptOnKeys", .bool(settings.interruptOnKeys)),
            ("spatial", .bool(settings.spatial)),
            ("braille", .object([("mode", .string(settings.braille.mode.rawValue)), ("contracted", .bool(settings.braille.contracted))])),
            ("oriented", .bool(settings.oriented)),
        ]
        return .object(members)
    }

    /// Settings from their JSON: every field optional, every present one checked.
    static func settings(from json: JSONValue) throws(Problem) -> Settings {
        guard case .object = json else { throw .invalid(field: "/", found: json.kind.rawValue, valid: "object") }
        var settings = Settings()
        if let code = try string(json, "language") {
            guard let language = Language(code: code) else {
                throw .invalid(field: "language", found: code, valid: Language.allIncludingPseudoLocales.map(\.code).joined(separator: ", "))
            }
            settings.language = language
        }
        if let value = try string(json, "direction") {
            guard let direction = LayoutDirection(rawValue: value) else { throw .invalid(field: "direction", found: value, valid: "ltr, rtl") }
            settings.direction = direction
        }
        settings.reduceMotion = try bool(json, "reduceMotion") ?? settings.reduceMotion
        if let voice = json["voice"] {
            settings.voice.rate = try integer(voice, "voice.rate", VoiceSettings.rateRange) ?? settings.voice.rate
            settings.voice.pitch = try integer(voice, "voice.pitch", VoiceSettings.pitchRange) ?? settings.voice.pitch
            settings.voice.volume = try integer(voice, "voice.volume", VoiceSettings.volumeRange) ?? settings.voice.volume
            if let value = try string(voice, "punctuation", field: "voice.punctuation") {
                guard let level = PunctuationLevel(rawValue: value) else {
                    throw .invalid(field: "voice.punctuation", found: value, valid: PunctuationLevel.allCases.map(\.rawValue).joined(separator: ", "))
                }
                settings.voice.punctuation = level
            }
        }
        if let value = try string(json, "echo") {
            guard let echo = EchoMode(rawValue: value) else {
                throw .invalid(field: "echo", found: value, valid: EchoMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            settings.echo = echo
        }
        settings.sounds = try bool(json, "sounds") ?? settings.sounds
        if let verbosity = json["verbosity"] {
            let preset = settings.verbosity
            settings.verbosity = Verbosity(
                actionsAvailable: try bool(verbosity, "actionsAvailable", field: "verbosity.actionsAvailable") ?? preset.actionsAvailable,
                traits: try bool(verbosity, "traits", field: "verbosity.traits") ?? preset.traits,
                values: try bool(verbosity, "values", field: "verbosity.values") ?? preset.values,
                hints: try bool(verbosity, "hints", field: "verbosity.hints") ?? preset.hints
            )
        }
        settings.interruptOnKeys = try bool(json, "interruptOnKeys") ?? settings.interruptOnKeys
        settings.spatial = try bool(json, "spatial") ?? settings.spatial
        if let braille = json["braille"] {
            if let value = try string(braille, "mode", field: "braille.mode") {
                guard let mode = BrailleSettings.Mode(rawValue: value) else {
                    throw .invalid(field: "braille.mode", found: value, valid: BrailleSettings.Mode.allCases.map(\.rawValue).joined(separator: ", "))
                }
                settings.braille.mode = mode
            }
            settings.braille.contracted = try bool(braille, "contracted", field: "braille.contracted") ?? settings.braille.contracted
        }
        settings.oriented = try bool(json, "oriented") ?? settings.oriented
        return settings
    }

    private static func string(_ object: JSONValue, _ key: String, field: String? = nil) throws(Problem) -> String? {
        guard let value = object[key] else { return nil }
        guard case .string(let text) = value else { throw .invalid(field: field ?? key, found: value.kind.rawValue, valid: "string") }
        return text
    }

    private static func bool(_ object: JSONValue, _ key: String, field: String? = nil) throws(Problem) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let flag) = value else { throw .invalid(field: field ?? key, found: value.kind.rawValue, valid: "true, false") }
        return flag
    }

    /// A whole number within its range, checked as written before it becomes an `Int`.
    private static func integer(_ object: JSONValue, _ field: String, _ range: ClosedRange<Int>) throws(Problem) -> Int? {
        let key = String(field.split(separator: ".").last ?? "")
        guard let value = object[key] else { return nil }
        let valid = "\(range.lowerBound)…\(range.upperBound)"
        guard case .number(let literal) = value else { throw .invalid(field: field, found: value.kind.rawValue, valid: valid) }
        guard let number = Double(literal), number.isFinite, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else { throw .invalid(field: field, found: String(literal.prefix(40)), valid: valid) }
        return Int(number)
    }
}
