// SPDX-License-Identifier: GPL-3.0-or-later

/// "Did you mean …?": the closest known word to a mistyped one.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is close enough to be a typo
    /// (at most a third of the word's length, and at least one edit allowed).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        let limit = max(1, typed.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the difference in length: a long line typed by mistake
            // is no typo of a short command, and costs nothing to rule out.
            guard abs(known.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, known)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance, with a transposition counted as one edit ("nxet" → "next").
    ///
    /// Counted in Unicode scalars: comparing two scalars is comparing two numbers, where two
    /// `Character`s are compared as strings (a tenth of a fuzzed command's time went there).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
