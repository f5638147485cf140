// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes

/// GNU FriBidi's `fribidi` command (Debian's libfribidi-bin): a real implementation of the
/// Unicode bidi algorithm, to see printed lines in the order a bidi-aware display shows them.
public enum Fribidi {
    /// How the paragraph direction of each line is chosen.
    public enum Base: Sendable {
        /// From the line's first strong letter outside isolates (rules P2 and P3), left to right
        /// when it has none: what a terminal that follows the algorithm does.
        case auto
        /// Right to left, whatever the line holds.
        case rightToLeft
    }

    /// Each line of `text` in visual order, left to right as it would be shown, with the bidi
    /// controls removed and no padding.
    public static func visual(_ text: String, base: Base = .auto) throws(ProcessError) -> [String] {
        var arguments = ["--nopad", "--nobreak", "--clean"]
        if base == .rightToLeft { arguments.append("--rtl") }
        let result = try ChildProcess.run("fribidi", arguments, environment: ProcessInfo.processInfo.environment, input: text)
        guard result.status == 0 else { throw .fileFailed(path: "fribidi", reason: "exit status \(result.status): \(result.standardError)") }
        return result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
