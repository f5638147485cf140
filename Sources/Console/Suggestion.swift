// SPDX-License-Identifier: GPL-3.0-or-later

/// "Did you mean …?": the closest known word to a mistyped one.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is close enough to be a typo:
    /// one edit in a word of up to eight letters, two up to twelve, and so on (a quarter of the
    /// letters after the first). A third of the length was too much: `column` was taken for
    /// `volume`, two letters apart in six, which no one mistypes.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        Vocabulary(candidates).closest(to: word)
    }

    /// Known words, lowercased once, for lists that are asked many times (the commands).
    struct Vocabulary: Sendable {
        private let words: [(word: String, scalars: [Unicode.Scalar])]

        /// The words, in order of preference when two are as close.
        init(_ words: [String]) {
            self.words = words.map { ($0, Array($0.lowercased().unicodeScalars)) }
        }

        /// The word nearest to `typed`, as ``Suggestion/closest(to:among:)`` finds it.
        func closest(to typed: String) -> String? {
            let scalars = Array(typed.lowercased().unicodeScalars)
            let limit = Suggestion.limit(forLength: scalars.count)
            var best: (word: String, distance: Int)?
            for known in words {
                // The distance is at least the difference in length: a long line typed by
                // mistake is no typo of a short command, and costs nothing to rule out.
                guard abs(known.scalars.count - scalars.count) <= limit else { continue }
                let distance = editDistance(scalars, known.scalars, limit: limit)
                if distance <= limit, distance < (best?.distance ?? .max) {
                    best = (known.word, distance)
                }
            }
            return best?.word
        }
    }

    /// How many edits make a typo of a word this long.
    static func limit(forLength length: Int) -> Int {
        max(1, (length - 1) / 4)
    }

    /// Levenshtein distance, with a transposition counted as one edit ("nxet" → "next"); any
    /// distance over `limit` may be given as `limit + 1`.
    ///
    /// Counted in Unicode scalars: comparing two scalars is comparing two numbers, where two
    /// `Character`s are compared as strings (a tenth of a fuzzed command's time went there).
    /// Stops once two rows in a row are over the limit: no later cell can come back under it
    /// (each is one of those rows' cells plus at least nothing, or the row before them plus one).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max - 1) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows in one temporary buffer (on the stack when small): this runs once per
        // known word for every word that is not a command, and three arrays each time were a
        // fuzzed command's most frequent allocations.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { buffer in
            var previousPrevious = 0       // where each row starts in the buffer
            var previous = width
            var current = 2 * width
            for j in 0..<width {
                buffer[previousPrevious + j] = 0
                buffer[previous + j] = j
                buffer[current + j] = 0
            }
            var previousMinimum = 0
            for i in 1...a.count {
                buffer[current] = i
                var minimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var cell = min(buffer[previous + j] + 1, buffer[current + j - 1] + 1, buffer[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, buffer[previousPrevious + j - 2] + 1)
                    }
                    buffer[current + j] = cell
                    minimum = min(minimum, cell)
                }
                if minimum > limit, previousMinimum > limit { return limit + 1 }
                previousMinimum = minimum
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return buffer[previous + b.count]
        }
    }
}
