// SPDX-License-Identifier: GPL-3.0-or-later

/// Why braille cannot be shown: the facts, worded for people in one place (Console's
/// `ErrorWords+Braille.swift`).
public enum BrailleError: Error, Sendable, Equatable {
    /// libbrlapi could not be loaded: the loader's words.
    case clientLibraryMissing(String)
    /// No BrlAPI server answered (BRLTTY is not running, or not where `BRLAPI_HOST` says):
    /// BrlAPI's words.
    case noServer(String)
    /// The server refused the key, or the key file could not be read: BrlAPI's words.
    case notAuthorized(String)
    /// The server runs without a braille display (its size is 0).
    case noDisplay
    /// The server did not give Rotor the display, or a write or key read failed: BrlAPI's words.
    case connectionFailed(String)
    /// The connection was closed by the server (BRLTTY stopped).
    case disconnected
    /// liblouis could not be loaded: the loader's words.
    case translatorMissing(String)
    /// liblouis could not compile a table: its name, and liblouis's words.
    case tableUnavailable(table: String, reason: String)
}
