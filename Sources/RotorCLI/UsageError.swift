// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics

/// A command line Rotor cannot run: exit code 64, the message says what is valid.
enum UsageError: Error, Sendable, Equatable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, valid: [String])
    case unknownScreen(String, valid: [String], suggestion: String?)
    case missingArgument(command: String, name: String)
    case unexpectedArgument(command: String, argument: String)
    case unreadableCatalog(path: String, reason: String)
    case folderNeedsAs(String)
}

extension UsageError {
    /// The error in words, with what would have been valid and where to read more.
    func message(_ strings: Strings, _ language: Language) -> String {
        func t(_ key: String, _ arguments: String...) -> String {
            strings.text(key, language, arguments: arguments)
        }
        func didYouMean(_ suggestion: String?) -> String {
            suggestion.map { " " + t("error.didYouMean", $0) } ?? ""
        }
        let list = strings.text("error.listSeparator", language)
        switch self {
        case .unknownCommand(let command, let suggestion):
            return t("error.unknownSubcommand", command) + didYouMean(suggestion) + " " + t("error.seeHelp", "rotor help")
        case .unknownOption(let option, let command, let suggestion):
            return t("error.unknownOption", option) + didYouMean(suggestion) + " " + t("error.seeHelp", "rotor help \(command)")
        case .missingValue(let option):
            return t("error.missingValue", option)
        case .unexpectedValue(let option):
            return t("error.unexpectedValue", option)
        case .invalidValue(let option, let value, let valid):
            return t("error.invalidValue", value, option, valid.joined(separator: list))
        case .unknownScreen(let screen, let valid, let suggestion):
            return t("error.unknownScreen", screen, valid.joined(separator: list)) + didYouMean(suggestion)
        case .missingArgument(let command, let name):
            return t("error.missingArgument", name) + " " + t("error.seeHelp", "rotor help \(command)")
        case .unexpectedArgument(let command, let argument):
            return t("error.unexpectedArgument", argument) + " " + t("error.seeHelp", "rotor help \(command)")
        case .unreadableCatalog(let path, let reason):
            return t("error.unreadableCatalog", path, reason)
        case .folderNeedsAs(let path):
            return t("error.folderNeedsAs", path)
        }
    }
}
