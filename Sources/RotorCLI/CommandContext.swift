// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Semantics

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
    func write(_ text: String) throws(RotorError) {
        do {
            try output.out(text)
        } catch {
            throw .output(error)
        }
    }

    /// Writes a line to standard error; there is nowhere to report a failure to.
    func report(_ line: String) {
        try? output.error(line + "\n")
    }
}
