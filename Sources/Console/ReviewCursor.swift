// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics

/// Where the review is: a text (the focused element's phrase, or the last thing said) and the
/// character in it the review is on, as NVDA's review cursor keeps it.
///
/// Before the first move it is on no character: the first step forward lands on the first
/// character or word, the first step back on the last.
struct ReviewCursor: Sendable, Equatable {
    /// What the text is.
    enum Source: Sendable, Equatable {
        /// The phrase of the element with this id, as it was spoken.
        case element(NodeID)
        /// The last thing said before `review`.
        case lastSaid
    }

    let source: Source
    /// The text, in characters (grapheme clusters).
    let text: [Character]
    /// The character the review is on; nil before the first move.
    private(set) var position: Int?

    /// A review of `text`, on no character yet.
    init(source: Source, text: String) {
        self.source = source
        self.text = Array(text)
    }

    /// The character the review is on.
    var character: Character? { position.map { text[$0] } }

    /// The word the review is in (or on the space after it), when there is one.
    var word: String? {
        guard let position else { return nil }
        let ranges = Self.words(in: text)
        guard let range = ranges.last(where: { $0.lowerBound <= position }) ?? ranges.first else { return nil }
        return String(text[range])
    }

    /// Moves one character; false at either end (the review stays).
    mutating func moveCharacter(by step: Int) -> Bool {
        guard !text.isEmpty else { return false }
        guard let position else {
            self.position = step > 0 ? 0 : text.count - 1
            return true
        }
        let target = position + step
        guard text.indices.contains(target) else { return false }
        self.position = target
        return true
    }

    /// Moves to the start of the next or previous word; false at either end.
    mutating func moveWord(by step: Int) -> Bool {
        let ranges = Self.words(in: text)
        guard !ranges.isEmpty else { return false }
        guard let position else {
            self.position = step > 0 ? ranges[0].lowerBound : ranges[ranges.count - 1].lowerBound
            return true
        }
        let current = ranges.lastIndex { $0.lowerBound <= position }
        let target: Range<Int>?
        if step > 0 {
            target = ranges.first { $0.lowerBound > position }
        } else {
            target = current.flatMap { $0 > 0 ? ranges[$0 - 1] : nil }
        }
        guard let target else { return false }
        self.position = target.lowerBound
        return true
    }

    /// Puts the review on the first character when it is on none (a `character` or `word`
    /// asked before any move); false when the text is empty.
    mutating func settle() -> Bool {
        guard position == nil else { return true }
        guard !text.isEmpty else { return false }
        position = 0
        return true
    }

    /// The words of a text: runs of letters, digits and marks, with an apostrophe between
    /// letters kept inside ("don't").
    static func words(in text: [Character]) -> [Range<Int>] {
        func isWordCharacter(_ index: Int) -> Bool {
            let character = text[index]
            if character.isLetter || character.isNumber { return true }
            guard character == "'" || character == "\u{2019}", index > 0, index + 1 < text.count else { return false }
            return text[index - 1].isLetter && text[index + 1].isLetter
        }
        var ranges: [Range<Int>] = []
        var start: Int?
        for index in text.indices {
            if isWordCharacter(index) {
                if start == nil { start = index }
            } else if let begun = start {
                ranges.append(begun..<index)
                start = nil
            }
        }
        if let begun = start { ranges.append(begun..<text.count) }
        return ranges
    }
}
