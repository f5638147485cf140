// SPDX-License-Identifier: GPL-3.0-or-later

/// The exit codes `rotor audit` and `rotor l10n check` share (docs/cli.md, "Exit codes"); the
/// numbers above 1 are BSD's `sysexits.h`.
public enum ExitCode {
    /// Nothing at or above `--fail-on`.
    public static let clean: Int32 = 0
    /// At least one finding at or above `--fail-on`.
    public static let findings: Int32 = 1
    /// A command line that cannot run (EX_USAGE).
    public static let usage: Int32 = 64
    /// An input that is missing, unreadable or malformed (EX_DATAERR).
    public static let unreadableInput: Int32 = 65
    /// The report could not be written (EX_IOERR).
    public static let output: Int32 = 74
}
