// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Localization
import Semantics
import Speech
import SystemInterface

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

    /// A catalog text with its values, in these words' language.
    public func text(_ text: CatalogText) -> String {
        strings.text(text, language)
    }

    /// What is wrong with a settings file (after "Your settings in … cannot be used:").
    public func describe(_ problem: SettingsFile.Problem) -> String {
        switch problem {
        case .unreadable(let error): reason(error)
        case .syntax(let syntax): text(.errorSettingsInvalidJSON(number(syntax.line), number(syntax.column), describe(syntax.reason)))
        case .invalid(let field, let found, let valid): text(.errorSettingsInvalidField(field, found, valid))
        }
    }

    /// A count, a size or a line number, as the reader's language writes numbers.
    func number(_ value: Int) -> String {
        strings.number(value, language)
    }

    /// What joins list items in the reader's language.
    var listSeparator: String {
        Phrase(strings: strings).separator(language)
    }

    /// A document that could not be opened or saved: where and what, and what to do.
    public func describe(_ error: DocumentError) -> String {
        switch error {
        case .notFound(let path): text(.fileNotFound(path))
        case .unreadable(let path, let code): text(.fileUnreadable(path, Self.systemDescription(code)))
        case .danglingLink(let path): describe(.danglingLink(path: path), reading: true)
        case .linkLoop(let path): describe(.linkLoop(path: path), reading: true)
        case .notAFileToRead(let path, let kind): describe(.notAFile(path: path, kind: kind), reading: true)
        case .tooLarge(let bytes, let limit): text(.fileTooLarge(number(bytes), number(limit)))
        case .syntax(let syntax): text(.fileSyntax(number(syntax.line), number(syntax.column), describe(syntax.reason)))
        case .missingField(let path, let field): text(.fileMissingField(path, field))
        case .wrongType(let path, let expected, let found):
            text(.fileWrongType(path, text(ErrorWords.typeName(expected)), text(ErrorWords.typeName(found))))
        case .numberOutOfRange(let path, let literal, let minimum, let maximum): text(.fileOutOfRange(path, literal, minimum, maximum))
        case .notWholeNumber(let path, let literal): text(.fileNotWholeNumber(path, literal))
        case .unsupportedEncoding(let path, let encoding): text(.fileUnsupportedEncoding(path, encoding))
        case .duplicateID(let path, let id): text(.fileDuplicateID(id, path))
        case .unknownKind(let kind): text(.fileUnknownKind(kind, DocumentCodec.kinds.joined(separator: listSeparator)))
        case .invalidValue(let path, let value, let valid): text(.fileInvalidValue(value, path, valid.joined(separator: listSeparator)))
        case .tooMany(let path, let count, let limit): text(.fileTooMany(path, number(count), number(limit)))
        case .tooManyCards(let count, let limit): text(.fileTooManyCards(count, number(limit)))
        case .textTooLong(let path, let length, let limit): text(.fileTextTooLong(path, number(length), number(limit)))
        case .textTooLarge(let path, let bytes, let limit): text(.fileTextTooLarge(path, number(bytes), number(limit)))
        case .emptyFolder(let path): text(.fileEmptyFolder(path))
        case .changedOnDisk(let path): text(.fileChangedOnDisk(path))
        case .readOnly(let path): text(.fileReadOnly(path))
        case .writeFailed(let path, let code): text(.fileWriteFailed(path, Self.systemDescription(code)))
        case .tooLargeToSave(let bytes, let limit): text(.fileTooLargeToSave(number(bytes), number(limit)))
        case .alreadyExists(let path): text(.fileAlreadyExists(path))
        case .inUse(let path): text(.fileInUse(path))
        case .notAFile(let path, let kind):
            switch kind {
            case .folder: text(.fileIsFolder(path))
            case .pipe: text(.fileIsPipe(path))
            case .socket: text(.fileIsSocket(path))
            case .device, .regularFile: text(.fileIsDevice(path))
            }
        }
    }

    /// A file the gate would not read or write, as a sentence that names it: a document's own
    /// words where there are some ("'x' is a device, not a file; Rotor does not write to it."),
    /// else "Cannot read 'x': …" or "Cannot write 'x': …" with the reason.
    public func describe(_ error: FileError, reading: Bool) -> String {
        switch error {
        case .notFound(let path): return text(.fileNotFound(path))
        case .notAFile, .inUse, .alreadyExists, .changed, .writeFailed, .readOnly:
            if !reading { return describe(DocumentError(error)) }
        case .danglingLink, .linkLoop, .tooLarge, .unreadable: break
        }
        return reading ? text(.fileUnreadable(error.path, reason(error))) : text(.fileCannotWrite(error.path, reason(error)))
    }

    /// Why a file could not be read or written, as a clause that follows a colon ("it is a named
    /// pipe, not a file"), or the system's own words.
    public func reason(_ error: FileError) -> String {
        switch error {
        case .notFound: text(.fileReasonNotFound)
        case .danglingLink: text(.fileReasonDanglingLink)
        case .linkLoop: text(.fileReasonLinkLoop)
        case .notAFile(_, let kind):
            switch kind {
            case .folder: text(.fileReasonFolder)
            case .pipe: text(.fileReasonPipe)
            case .socket: text(.fileReasonSocket)
            case .device, .regularFile: text(.fileReasonDevice)
            }
        case .tooLarge(_, let bytes, let limit): text(.fileReasonTooLarge(number(bytes), number(limit)))
        case .unreadable(_, let errno), .writeFailed(_, let errno): errno.description
        case .inUse: text(.fileReasonInUse)
        case .alreadyExists: text(.fileReasonExists)
        case .changed: text(.fileReasonChanged)
        case .readOnly: text(.fileReasonReadOnly)
        }
    }

    /// A journal beside a board that could not be read, or only in part, said when the board
    /// is opened.
    public func describe(_ problem: JournalReadError) -> String {
        switch problem {
        case .file(let error): text(.consoleJournalUnreadable(error.path, reason(error)))
        case .notAJournal(let path): text(.consoleJournalNotAJournal(path))
        case .damaged(let path, let line): text(.consoleJournalDamaged(path, number(line)))
        }
    }

    /// What is wrong at the place a JSON syntax error points to.
    func describe(_ reason: JSONSyntaxError.Reason) -> String {
        switch reason {
        case .unexpectedCharacter(let character): text(.fileJsonUnexpectedCharacter(String(character)))
        case .unexpectedEnd: text(.fileJsonUnexpectedEnd)
        case .invalidEscape: text(.fileJsonInvalidEscape)
        case .invalidNumber: text(.fileJsonInvalidNumber)
        case .controlCharacterInString: text(.fileJsonControlCharacter)
        case .tooDeep(let limit): text(.fileJsonTooDeep(number(limit)))
        case .trailingText: text(.fileJsonTrailingText)
        case .duplicateKey(let key): text(.fileJsonDuplicateKey(key))
        case .invalidUTF8: text(.fileJsonInvalidUTF8)
        }
    }

    /// A failure of speech: the synthesizer, a voice, the sound device or a WAV file.
    public func describe(_ error: SpeechError) -> String {
        switch error {
        case .synthesizerUnavailable(let dataPath): text(.errorSpeechSynthesizer(dataPath))
        case .synthesizerNotLoaded(let reason): text(.errorSpeechSynthesizerLibrary(reason))
        case .voiceUnavailable(let voice): text(.errorSpeechVoice(voice))
        case .synthesisFailed(let code): text(.errorSpeechSynthesis(String(code)))
        case .audioConnectionFailed(let code), .audioWriteFailed(let code): text(.errorSpeechAudio(String(code)))
        case .wavWriteFailed(let path, let code): text(.errorSpeechWav(path, Self.systemDescription(Int32(clamping: code))))
        case .wavRefused(let error): describe(error, reading: false)
        }
    }

    /// A typed line that is not a command, with "Did you mean …?" when a command is close.
    public func describe(_ error: CommandError) -> String {
        let words = Wording(strings: strings, language: language)
        switch error {
        case .unknown(let name, let suggestion):
            var message = words(CatalogText.consoleUnknownCommand(name))
            if let suggestion { message += " " + words(CatalogText.consoleDidYouMean(suggestion)) }
            return message + " " + words(CatalogText.consoleTypeHelp)
        case .missingArgument(let command, let argument):
            return words(CatalogText.consoleMissingArgument(command, argument))
        case .unexpectedArgument(let command):
            return words(CatalogText.consoleUnexpectedArgument(command))
        }
    }

    /// Why a string catalog could not be read (what follows its path).
    public func describe(_ error: CatalogReadError) -> String {
        switch error {
        case .unreadable: text(.errorCatalogUnreadable)
        case .file(let error): text(.errorCatalogFile(reason(error)))
        case .unsupportedFormat: text(.errorL10nUnsupportedFormat)
        case .invalidJSON(_, let detail): text(.errorCatalogInvalidJSON(detail))
        case .notACatalog: text(.errorCatalogNotACatalog)
        case .malformedEntry(_, let key): text(.errorCatalogMalformedEntry(key))
        case .invalidStrings(_, let line): text(.errorL10nInvalidStrings(number(line)))
        case .invalidStringsDict: text(.errorL10nInvalidStringsDict)
        }
    }

    /// The system's description of an `errno` value.
    static func systemDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The words of a JSON value's kind ("a number").
    static func typeName(_ kind: JSONValue.Kind) -> CatalogText {
        switch kind {
        case .null: .fileTypeNull
        case .boolean: .fileTypeBoolean
        case .number: .fileTypeNumber
        case .string: .fileTypeString
        case .array: .fileTypeArray
        case .object: .fileTypeObject
        }
    }
}
