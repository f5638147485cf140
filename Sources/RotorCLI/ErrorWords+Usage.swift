// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Console
import L10nCheck
import Localization
import Reporting
import Semantics
import SourceModel
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
        case .reportFile(let error): describe(error)
        case .sourceReader(.missing(let path)): text(.errorSourceReaderMissing(path))
        case .sourceReader(.failed(let status, let message)): text(.errorSourceReaderFailed(String(status), message))
        }
    }

    /// Why a Swift file was not read, or read only in part.
    func describe(_ problem: SourceProblem, path: String) -> String {
        switch problem.kind {
        case .unreadable: text(.errorSourceUnreadable(path, SourceFiles.fileError(problem.detail, path: path).map(reason) ?? problem.detail))
        case .notUTF8: text(.errorSourceNotUTF8(path))
        case .tooLarge: text(.errorSourceTooLarge(path, problem.detail))
        case .syntax: text(.errorSourceSyntax(path, problem.detail))
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
        case .noSwiftFiles(let path):
            return text(.errorNoSwiftFiles(path))
        case .noSwiftView(let path):
            return text(.errorNoSwiftView(path))
        case .unreadableInput(let error):
            return describe(error, reading: true)
        case .unusableConfiguration(let path, let problem):
            return text(.errorL10nConfiguration(path, describe(problem)))
        case .unusableAuditConfiguration(let path, let problem):
            return text(.errorL10nConfiguration(path, describe(problem)))
        case .unusableBaseline(let path, let problem):
            let reason = switch problem {
            case .malformed: text(.errorL10nBaselineMalformed)
            case .unsupportedVersion(let version): text(.errorL10nBaselineVersion(String(version), String(Baseline.version)))
            }
            return text(.errorL10nBaseline(path, reason))
        }
    }

    /// What is wrong with a `rotor-audit.json`, after "Cannot use the settings in …:".
    func describe(_ problem: SourceAuditConfiguration.Problem) -> String {
        let list = Wording(strings: strings, language: language).listSeparator
        switch problem {
        case .notAnObject:
            return text(.errorL10nConfigurationNotAnObject)
        case .unknownField(let name):
            return text(.errorL10nConfigurationUnknownField(name, SourceAuditConfiguration.fields.joined(separator: list)))
                + (Suggestion.closest(to: name, among: SourceAuditConfiguration.fields).map { " " + text(.errorDidYouMean($0)) } ?? "")
        case .unknownRule(let id):
            let ids = SourceRule.allCases.map(\.id)
            return text(.errorL10nConfigurationUnknownRule(id)) + (Suggestion.closest(to: id, among: ids).map { " " + text(.errorDidYouMean($0)) } ?? "")
        case .invalidValue(let field, let value):
            return text(.errorL10nConfigurationInvalidValue(value, field))
        }
    }

    /// What is wrong with a `rotor l10n check` configuration file, after "Cannot use the settings in …:".
    func describe(_ problem: L10nConfiguration.Problem) -> String {
        func didYouMean(_ suggestion: String?) -> String {
            suggestion.map { " " + text(.errorDidYouMean($0)) } ?? ""
        }
        let list = Wording(strings: strings, language: language).listSeparator
        switch problem {
        case .notAnObject:
            return text(.errorL10nConfigurationNotAnObject)
        case .unknownField(let name):
            return text(.errorL10nConfigurationUnknownField(name, L10nConfiguration.fields.joined(separator: list)))
                + didYouMean(Suggestion.closest(to: name, among: L10nConfiguration.fields))
        case .unknownRule(let id):
            let ids = LocalizationCheck.allCases.map(\.id)
            return text(.errorL10nConfigurationUnknownRule(id)) + didYouMean(Suggestion.closest(to: id, among: ids))
        case .invalidValue(let field, let value):
            return text(.errorL10nConfigurationInvalidValue(value, field))
        }
    }
}
