// SPDX-License-Identifier: GPL-3.0-or-later

/// How much punctuation the synthesizer names aloud.
///
/// - `none`: no punctuation is named (it still shapes pauses and intonation).
/// - `some`: symbols that carry meaning in interface text: `# $ % & * + / < = > @ \ ^ _ | ~`.
/// - `most`: every ASCII punctuation character except the common ones that prosody already
///   conveys: `,` `.` `'` `!` `?` `(` `)` `-` are not named. Rotor's own list, given to eSpeak NG
///   with `espeak_SetPunctuationList`.
/// - `all`: every punctuation character eSpeak NG knows.
public enum PunctuationLevel: String, Sendable, CaseIterable {
    /// Name no punctuation.
    case none
    /// Name symbols only (`# $ % & * + / < = > @ \ ^ _ | ~`).
    case some
    /// Name all ASCII punctuation except `, . ' ! ? ( ) -`.
    case most
    /// Name all punctuation.
    case all
}
