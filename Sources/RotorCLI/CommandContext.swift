// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Localization
import Semantics
import TextSafety

/// What every command runs with: the words, the reader's language, the process environment and
/// where output goes.
struct CommandContext {
    /// The catalog words, replaced by `--locales PATH`.
    var strings: Strings
    /// The reader's language, from `LC_ALL`, `LC_MESSAGES` and `LANG`.
    let language: Language
    /// The process environment.
    let variables: [String: String]
    /// Standard output and error.
    let output: CommandOutput

    /// Errors in the reader's language.
    var words: ErrorWords { ErrorWords(strings: strings, language: language) }

    /// Writes text to standard output; a failed write stops the command.
    ///
    /// Every line is made safe for a terminal first (`TerminalText`): a label that holds an
    /// escape sequence shows as `␛[2J`, never clears the screen. No line may begin with what a
    /// CI job's log runs as a workflow command (`::error::`, `::add-mask::`), unless
    /// `workflowCommands` says the text is the `github` format's own commands. JSON and XML
    /// reports escape those characters and line breaks themselves, so for them this changes
    /// nothing.
    func write(_ text: String, workflowCommands: Bool = false) throws(RotorError) {
        let safe = TerminalText.neutralizeLines(text)
        do {
            try output.out(workflowCommands ? safe : TerminalText.defusingWorkflowCommands(safe))
        } catch {
            throw .output(error)
        }
    }

    /// Writes a line to standard error, made safe for a terminal (a line break in a path it
    /// names is shown as ␊, so one message stays one line); there is nowhere to report a
    /// failure to.
    func report(_ line: String) {
        try? output.error(TerminalText.neutralize(line) + "\n")
    }
}
