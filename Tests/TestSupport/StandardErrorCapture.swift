// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness

#if canImport(Glibc)
    import Glibc
#endif

/// Redirects file descriptor 2 to a file while `body` runs and returns what was written there,
/// less the test runner's own lines.
public func capturingStandardError(_ body: () throws -> Void) throws -> String {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("stderr.txt").path
    fflush(nil)
    let saved = dup(2)
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard saved >= 0, file >= 0 else { throw CaptureError.cannotRedirect }
    dup2(file, 2)
    close(file)
    defer {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
    }
    try body()
    fflush(nil)
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return withoutTestRunnerLines(text)
}

/// Standard error is the whole process's: the test runner reports other suites, running at the
/// same time, there too. Its lines start with its own symbols and are not the library's noise.
func withoutTestRunnerLines(_ text: String) -> String {
    let runnerMarks: [Character] = ["✔", "✘", "◇", "↳", "⚠", "􀟈", "􁁛", "􀢄", "􀄵", "􀙟"]
    return text.split(separator: "\n", omittingEmptySubsequences: true)
        .filter { line in
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first else { return false }
            return !runnerMarks.contains(first)
        }
        .joined(separator: "\n")
}

/// Standard error could not be redirected.
public enum CaptureError: Error {
    /// `dup` or `open` failed.
    case cannotRedirect
}
