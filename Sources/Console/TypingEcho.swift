// SPDX-License-Identifier: GPL-3.0-or-later

/// What typing says: worked out from the line before and after a key, so every way of editing
/// readline offers (typing, deleting, moving, recalling history, cutting, completing) is heard.
public enum TypingEcho: Equatable, Sendable {
    /// One character, as typed, deleted or landed on.
    case character(Character)
    /// A word, when a space or punctuation ends it (word echo).
    case word(String)
    /// Several characters at once: pasted, completed, cut, or a recalled line.
    case text(String)
    /// The cursor is past the last character.
    case endOfLine
    /// The line is empty.
    case blank

    /// The line being edited and the cursor in it, counted in characters.
    public struct Line: Equatable, Sendable {
        public var text: String
        public var cursor: Int

        /// A line with the cursor at a character position.
        public init(_ text: String, cursor: Int) {
            self.text = text
            self.cursor = cursor
        }
    }

    /// What to say after a key changed `before` into `after`; nil when there is nothing to say.
    public static func between(_ before: Line, _ after: Line, mode: EchoMode) -> TypingEcho? {
        let old = Array(before.text)
        let new = Array(after.text)
        if old == new {
            guard before.cursor != after.cursor else { return nil }
            return after.cursor < new.count ? .character(new[after.cursor]) : .endOfLine
        }
        guard mode != .none else { return nil }
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
        let removed = old[prefix..<(old.count - suffix)]
        let inserted = new[prefix..<(new.count - suffix)]
        if removed.isEmpty, inserted.count == 1, let typed = inserted.first {
            if mode.speaksWords, isSeparator(typed), let word = word(endingAt: prefix, in: new) { return .word(word) }
            return mode.speaksCharacters ? .character(typed) : nil
        }
        if removed.isEmpty { return .text(String(inserted)) }
        if inserted.isEmpty { return removed.count == 1 ? removed.first.map(TypingEcho.character) : .text(String(removed)) }
        return new.isEmpty ? .blank : .text(String(new))
    }

    /// Whether a character ends a word: a space or punctuation.
    static func isSeparator(_ character: Character) -> Bool {
        character.isWhitespace || character.isPunctuation || character.isSymbol
    }

    /// The word just before `end`, if one is there.
    static func word(endingAt end: Int, in characters: [Character]) -> String? {
        var start = end
        while start > 0, !isSeparator(characters[start - 1]) { start -= 1 }
        return start < end ? String(characters[start..<end]) : nil
    }
}
