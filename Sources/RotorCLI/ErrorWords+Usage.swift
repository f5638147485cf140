// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Localization
import Semantics
import SystemInterface

extension ErrorWords {
    /// Why a command stopped, in words; nil when nothing is to be said (a closed pipe).
    func describe(_ error: RotorError) -> String? {
        switch error {
        case .usage(let usage): describe(usage)
        case .document(let document): describe(document)
        case .output(let error): error == .brokenPipe ? nil : text(.errorOutput(error.description))
        case .system(let error): text(.errorSystem(error.description))
        case .picture(let error): describe(error)
        case .target(let error):
            if case .alreadyExists = error {
                describe(error) + " " + strings.text(CatalogText.cliForceReplaces, language)
            } else {
                describe(error)
            }
        }
    }

    /// "See 'rotor help …'": a command to copy, so without bidi isolates around it.
    private func seeHelp(_ command: String) -> String {
        strings.text(CatalogText.errorSeeHelp(command), language, isolating: false)
    }

    /// A command line Rotor cannot run: what was wrong, what would be valid, where to read more.
    func describe(_ error: UsageError) -> String {
        func didYouMean(_ suggestion: String?) -> String {
            suggestion.map { " " + text(.errorDidYouMean($0)) } ?? ""
        }
        let list = Wording(strings: strings, language: language).listSeparator
        switch error {
        case .unknownCommand(let command, let suggestion):
            return text(.errorUnknownSubcommand(command)) + didYouMean(suggestion) + " " + seeHelp("rotor help")
        case .unknownOption(let option, let command, let suggestion):
            return text(.errorUnknownOption(option)) + didYouMean(suggestion) + " " + seeHelp("rotor help \(command)")
        case .missingValue(let option):
            return text(.errorMissingValue(option))
        case .unexpectedValue(let option):
            return text(.errorUnexpectedValue(option))
        case .invalidValue(let option, let value, let valid):
            return text(.errorInvalidValue(value, option, valid.joined(separator: list)))
        case .unknownScreen(let screen, let valid, let suggestion):
            return text(.errorUnknownScreen(screen, valid.joined(separator: list))) + didYouMean(suggestion)
        case .missingArgument(let command, let name):
            return text(.errorMissingArgument(name)) + " " + seeHelp("rotor help \(command)")
        case .unexpectedArgument(let command, let argument):
            return text(.errorUnexpectedArgument(argument)) + " " + seeHelp("rotor help \(command)")
        case .unreadableCatalog(let error):
            return text(.errorUnreadableCatalog(error.path, describe(error)))
        case .folderNeedsAs(let path):
            return text(.errorFolderNeedsAs(path))
        }
    }
}
