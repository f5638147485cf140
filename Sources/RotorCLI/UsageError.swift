// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Documents
import SystemInterface
import L10nCheck
import Localization
import Reporting
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
    /// A folder read as Swift sources (no `--as`) that holds no Swift file.
    case noSwiftFiles(String)
    /// A Swift file or folder given to `open` or `transcript` that declares no view.
    case noSwiftView(String)
    /// A file the command reads besides its input (`--config`, `--baseline`) that the file gate
    /// would not read: missing, not a file, too large, or unreadable.
    case unreadableInput(FileError)
    /// A `rotor l10n check` configuration file that says what Rotor cannot do.
    case unusableConfiguration(path: String, problem: L10nConfiguration.Problem)
    /// A `rotor audit` configuration file (`rotor-audit.json`) that says what Rotor cannot do.
    case unusableAuditConfiguration(path: String, problem: SourceAuditConfiguration.Problem)
    /// A baseline file Rotor did not write, or of another version.
    case unusableBaseline(path: String, problem: BaselineError)
}
