// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// A subcommand of `rotor`: its name, what it accepts, how help describes it, and how it runs.
///
/// Parsing and help both read these specs, so help lists exactly what is accepted.
struct Subcommand: Sendable {
    /// Runs a parsed command line; returns the exit code.
    typealias Run = @Sendable (Invocation, inout CommandContext) throws(RotorError) -> Int32

    /// The name typed after `rotor`.
    let name: String
    /// The catalog key of the paragraph at the top of its help.
    let overviewKey: CatalogText
    /// The catalog key of its one line in `rotor help`.
    let summaryKey: CatalogText
    /// Words that must follow the name, such as `check` after `l10n`.
    var actions: [String] = []
    /// The positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// The options.
    var options: [OptionSpec] = []
    /// Whether help lists the audit rules.
    var listsRules = false
    /// The catalog key of the exit status line, when help gives one.
    var exitStatusKey: CatalogText?
    /// What it does.
    let run: Run

    /// Whether it runs when no subcommand is named (`rotor kanban` is `rotor open kanban`).
    var isDefault: Bool { name == OpenCommand.spec.name }

    /// Every subcommand, in the order `rotor help` lists them.
    static let all: [Subcommand] = [
        OpenCommand.spec, NewCommand.spec, TranscriptCommand.spec, SnapshotCommand.spec, SayCommand.spec,
        AuditCommand.spec, L10nCommand.spec, HelpCommand.spec,
    ]

    /// The subcommand with a name.
    static func named(_ name: String) -> Subcommand? {
        all.first { $0.name == name }
    }
}
