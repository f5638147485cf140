// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import Processes
import Testing

/// liblouis's own command-line translator (`lou_translate`, Debian's liblouis-bin): the braille a
/// test expects comes from it, never from what Rotor wrote.
public enum LouisTool {
    /// Whether `lou_translate` is installed.
    public static var isInstalled: Bool { ChildProcess.find("lou_translate") != nil }

    /// `text` in `table`'s braille as Unicode braille patterns (through `unicode.dis`), or nil
    /// (recorded as an issue) when the tool failed.
    public static func braille(_ text: String, table: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            let result = try ChildProcess.run(
                "lou_translate", ["--forward", "unicode.dis," + table],
                environment: ProcessInfo.processInfo.environment, input: text + "\n"
            )
            guard result.status == 0 else {
                Issue.record("lou_translate \(table) exited \(result.status): \(result.standardError)", sourceLocation: sourceLocation)
                return nil
            }
            return result.standardOutput.trimmingCharacters(in: .newlines)
        } catch {
            Issue.record("lou_translate could not run: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Braille cells (Unicode braille patterns) back-translated to text by `table`, as a reader
    /// of that braille reads them, or nil (recorded as an issue) when the tool failed.
    public static func text(_ cells: String, table: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            let result = try ChildProcess.run(
                "lou_translate", ["--backward", "unicode.dis," + table],
                environment: ProcessInfo.processInfo.environment, input: cells + "\n"
            )
            guard result.status == 0 else {
                Issue.record("lou_translate --backward \(table) exited \(result.status): \(result.standardError)", sourceLocation: sourceLocation)
                return nil
            }
            return result.standardOutput.trimmingCharacters(in: .newlines)
        } catch {
            Issue.record("lou_translate could not run: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }
}
