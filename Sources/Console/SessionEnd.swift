// SPDX-License-Identifier: GPL-3.0-or-later

/// How a session ended: the person quit, the input ended, or a signal ended it (and the process
/// then dies of that signal, once it has cleaned up, as a signalled program should).
public enum SessionEnd: Sendable, Equatable {
    /// `quit`, Control-D on an empty line, or the end of a script.
    case finished
    /// SIGTERM, SIGHUP, SIGINT (in a script) or SIGQUIT.
    case signal(Int32)
}
