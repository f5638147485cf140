// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Semantics
import Speech

/// Every error Rotor meets, in words for people: the error enums hold facts, the words are here.
///
/// As swift-argument-parser keeps `ParserError` apart from its `ErrorMessageGenerator`, the
/// errors of Documents, Speech, string catalogs and the console's command parser are worded here
/// (the command line adds its usage errors in `ErrorWords+Usage.swift`), in the reader's
/// language and from the catalog, so a message is changed in one place and translated once.
public struct ErrorWords: Sendable {
    /// Where the words come from.
    public let strings: Strings
    /// The reader's language.
    public let language: Language

    /// Words in a language.
    public init(strings: Strings, language: Language) {
        self.strings = strings
        self.language = language
    }

    /// A catalog text with its arguments.
    public func text(_ key: String, _ arguments: String...) -> String {
        strings.text(key, language, arguments: arguments)
    }

    /// A document that could not be opened or saved: where and what, and what to do.
    public func describe(_ error: DocumentError) -> String {
        func t(_ key: String, _ arguments: String...) -> String {
            strings.text("file." + key, language, arguments: arguments)
        }
        return switch error {
        case .notFound(let path): t("notFound", path)
        case .unreadable(let path, let code): t("unreadable", path, Self.systemDescription(code))
        case .tooLarge(let bytes, let limit): t("tooLarge", String(bytes), String(limit))
        case .syntax(let syntax): t("syntax", String(syntax.line), String(syntax.column), describe(syntax.reason))
        case .missingField(let path, let field): t("missingField", path, field)
        case .wrongType(let path, let expected, let found): t("wrongType", path, t("type." + expected.rawValue), t("type." + found.rawValue))
        case .numberOutOfRange(let path, let literal, let minimum, let maximum): t("outOfRange", path, literal, minimum, maximum)
        case .notWholeNumber(let path, let literal): t("notWholeNumber", path, literal)
        case .unsupportedEncoding(let path, let encoding): t("unsupportedEncoding", path, encoding)
        case .tooLargeToSave(let bytes, let limit): t("tooLargeToSave", String(bytes), String(limit))
        case .duplicateID(let path, let id): t("duplicateID", id, path)
        case .unknownKind(let kind): t("unknownKind", kind, DocumentCodec.kinds.joined(separator: ", "))
        case .invalidValue(let path, let value, let valid): t("invalidValue", value, path, valid.joined(separator: ", "))
        case .tooMany(let path, let count, let limit): t("tooMany", path, String(count), String(limit))
        case .textTooLong(let path, let length, let limit): t("textTooLong", path, String(length), String(limit))
        case .emptyFolder(let path): t("emptyFolder", path)
        case .changedOnDisk(let path): t("changedOnDisk", path)
        case .readOnly(let path): t("readOnly", path)
        case .writeFailed(let path, let code): t("writeFailed", path, Self.systemDescription(code))
        case .alreadyExists(let path): t("alreadyExists", path)
        }
    }

    /// What is wrong at the place a JSON syntax error points to.
    func describe(_ reason: JSONSyntaxError.Reason) -> String {
        func t(_ key: String, _ arguments: String...) -> String {
            strings.text("file.json." + key, language, arguments: arguments)
        }
        return switch reason {
        case .unexpectedCharacter(let character): t("unexpectedCharacter", String(character))
        case .unexpectedEnd: t("unexpectedEnd")
        case .invalidEscape: t("invalidEscape")
        case .invalidNumber: t("invalidNumber")
        case .controlCharacterInString: t("controlCharacter")
        case .tooDeep(let limit): t("tooDeep", String(limit))
        case .trailingText: t("trailingText")
        case .duplicateKey(let key): t("duplicateKey", key)
        case .invalidUTF8: t("invalidUTF8")
        }
    }

    /// A failure of speech: the synthesizer, a voice, the sound device or a WAV file.
    public func describe(_ error: SpeechError) -> String {
        switch error {
        case .synthesizerUnavailable(let dataPath): text("error.speech.synthesizer", dataPath)
        case .voiceUnavailable(let voice): text("error.speech.voice", voice)
        case .synthesisFailed(let code): text("error.speech.synthesis", String(code))
        case .audioConnectionFailed(let code), .audioWriteFailed(let code): text("error.speech.audio", String(code))
        case .wavWriteFailed(let path, let code): text("error.speech.wav", path, Self.systemDescription(Int32(clamping: code)))
        }
    }

    /// A typed line that is not a command, with "Did you mean …?" when a command is close.
    public func describe(_ error: CommandError) -> String {
        switch error {
        case .unknown(let name, let suggestion):
            var message = text(ConsoleKey.consoleUnknownCommand.rawValue, name)
            if let suggestion { message += " " + text(ConsoleKey.consoleDidYouMean.rawValue, suggestion) }
            return message + " " + text(ConsoleKey.consoleTypeHelp.rawValue)
        case .missingArgument(let command, let argument):
            return text(ConsoleKey.consoleMissingArgument.rawValue, command, argument)
        case .unexpectedArgument(let command):
            return text(ConsoleKey.consoleUnexpectedArgument.rawValue, command)
        }
    }

    /// Why a string catalog could not be read (what follows its path).
    public func describe(_ error: CatalogReadError) -> String {
        switch error {
        case .unreadable: text("error.catalog.unreadable")
        case .unsupportedFormat: text("error.l10n.unsupportedFormat")
        case .invalidJSON(_, let detail): text("error.catalog.invalidJSON", detail)
        case .notACatalog: text("error.catalog.notACatalog")
        case .malformedEntry(_, let key): text("error.catalog.malformedEntry", key)
        case .invalidStrings(_, let line): text("error.l10n.invalidStrings", String(line))
        case .invalidStringsDict: text("error.l10n.invalidStringsDict")
        }
    }

    /// The system's description of an `errno` value.
    static func systemDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
