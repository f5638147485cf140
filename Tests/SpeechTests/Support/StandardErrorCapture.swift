// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Redirects file descriptor 2 to a file while `body` runs and returns what was written there.
func capturingStandardError(_ body: () throws -> Void) throws -> String {
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
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

enum CaptureError: Error {
    case cannotRedirect
}
