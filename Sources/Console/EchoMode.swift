// SPDX-License-Identifier: GPL-3.0-or-later

/// What is said while a person types: each character, each word when it ends, both, or nothing.
public enum EchoMode: String, Sendable, Hashable, CaseIterable {
    case characters, words, both, none

    /// Whether each typed character is said.
    public var speaksCharacters: Bool { self == .characters || self == .both }
    /// Whether a word is said when a space or punctuation ends it.
    public var speaksWords: Bool { self == .words || self == .both }
}
