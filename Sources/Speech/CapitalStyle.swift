// SPDX-License-Identifier: GPL-3.0-or-later

/// How the synthesizer signals a capital letter.
public enum CapitalStyle: String, Sendable, CaseIterable {
    /// No signal.
    case none
    /// A short sound icon before the word.
    case sound
    /// The word is spelled, capital letters named.
    case spell
    /// The word is spoken at a higher pitch.
    case pitch
}
