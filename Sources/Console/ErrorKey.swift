// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Localization
import Semantics

/// The catalog keys of every error message, worded by `ErrorWords` (and the command line's
/// usage errors in `ErrorWords+Usage.swift`).
public enum ErrorKey: String, Sendable, CaseIterable, CatalogKey {
    // Documents.
    case fileAlreadyExists = "file.alreadyExists"
    case fileInUse = "file.inUse"
    case fileIsDevice = "file.isDevice"
    case fileIsFolder = "file.isFolder"
    case fileIsPipe = "file.isPipe"
    case fileIsSocket = "file.isSocket"
    case fileChangedOnDisk = "file.changedOnDisk"
    case fileDuplicateID = "file.duplicateID"
    case fileEmptyFolder = "file.emptyFolder"
    case fileInvalidValue = "file.invalidValue"
    case fileMissingField = "file.missingField"
    case fileNotFound = "file.notFound"
    case fileNotWholeNumber = "file.notWholeNumber"
    case fileOutOfRange = "file.outOfRange"
    case fileReadOnly = "file.readOnly"
    case fileSyntax = "file.syntax"
    case fileTextTooLong = "file.textTooLong"
    case fileTooLarge = "file.tooLarge"
    case fileTooLargeToSave = "file.tooLargeToSave"
    case fileTooMany = "file.tooMany"
    case fileTooManyCards = "file.tooManyCards"
    case fileUnknownKind = "file.unknownKind"
    case fileUnreadable = "file.unreadable"
    case fileUnsupportedEncoding = "file.unsupportedEncoding"
    case fileWriteFailed = "file.writeFailed"
    case fileWrongType = "file.wrongType"
    // What a JSON syntax error found.
    case jsonControlCharacter = "file.json.controlCharacter"
    case jsonDuplicateKey = "file.json.duplicateKey"
    case jsonInvalidEscape = "file.json.invalidEscape"
    case jsonInvalidNumber = "file.json.invalidNumber"
    case jsonInvalidUTF8 = "file.json.invalidUTF8"
    case jsonTooDeep = "file.json.tooDeep"
    case jsonTrailingText = "file.json.trailingText"
    case jsonUnexpectedCharacter = "file.json.unexpectedCharacter"
    case jsonUnexpectedEnd = "file.json.unexpectedEnd"
    // The kinds of JSON value, with their articles.
    case typeArray = "file.type.array"
    case typeBoolean = "file.type.boolean"
    case typeNull = "file.type.null"
    case typeNumber = "file.type.number"
    case typeObject = "file.type.object"
    case typeString = "file.type.string"
    // String catalogs.
    case catalogInvalidJSON = "error.catalog.invalidJSON"
    case catalogMalformedEntry = "error.catalog.malformedEntry"
    case catalogNotACatalog = "error.catalog.notACatalog"
    case catalogUnreadable = "error.catalog.unreadable"
    case catalogInvalidStrings = "error.l10n.invalidStrings"
    case catalogInvalidStringsDict = "error.l10n.invalidStringsDict"
    case catalogUnsupportedFormat = "error.l10n.unsupportedFormat"
    // rotor l10n check's configuration and baseline files.
    case configurationUnusable = "error.l10n.configuration"
    case configurationNotAnObject = "error.l10n.configuration.notAnObject"
    case configurationUnknownField = "error.l10n.configuration.unknownField"
    case configurationUnknownRule = "error.l10n.configuration.unknownRule"
    case configurationInvalidValue = "error.l10n.configuration.invalidValue"
    case baselineUnusable = "error.l10n.baseline"
    case baselineMalformed = "error.l10n.baseline.malformed"
    case baselineVersion = "error.l10n.baseline.version"
    case unreadableCatalog = "error.unreadableCatalog"
    // The settings file.
    case settingsInvalidJSON = "error.settings.invalidJSON"
    case settingsInvalidField = "error.settings.invalidField"
    // Changes a script could not save.
    case unsavedKept = "error.unsavedKept"
    case unsavedLost = "error.unsavedLost"
    // Speech.
    case speechAudio = "error.speech.audio"
    case speechSynthesis = "error.speech.synthesis"
    case speechSynthesizer = "error.speech.synthesizer"
    case speechSynthesizerLibrary = "error.speech.synthesizerLibrary"
    case speechVoice = "error.speech.voice"
    case speechWAV = "error.speech.wav"
    // The command line.
    case didYouMean = "error.didYouMean"
    case folderNeedsAs = "error.folderNeedsAs"
    case invalidValue = "error.invalidValue"
    case missingArgument = "error.missingArgument"
    case missingValue = "error.missingValue"
    case output = "error.output"
    case seeHelp = "error.seeHelp"
    case system = "error.system"
    case unexpectedArgument = "error.unexpectedArgument"
    case unexpectedValue = "error.unexpectedValue"
    case unknownOption = "error.unknownOption"
    case unknownScreen = "error.unknownScreen"
    case unknownSubcommand = "error.unknownSubcommand"

    /// The words for a kind of JSON value, with its article ("an object").
    static func type(_ kind: JSONValue.Kind) -> ErrorKey {
        switch kind {
        case .null: .typeNull
        case .boolean: .typeBoolean
        case .number: .typeNumber
        case .string: .typeString
        case .array: .typeArray
        case .object: .typeObject
        }
    }
}
