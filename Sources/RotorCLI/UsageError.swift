// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics

/// A command line Rotor cannot run: exit code 64; the message says what is valid.
public enum UsageError: Error, Sendable, Equatable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, value: String, valid: [String])
    case unknownScreen(String, valid: [String], suggestion: String?)
    case missingArgument(command: String, name: String)
    case unexpectedArgument(command: String, argument: String)
    case unreadableCatalog(CatalogReadError)
    case folderNeedsAs(String)
}
