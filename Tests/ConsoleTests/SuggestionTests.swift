// SPDX-License-Identifier: GPL-3.0-or-later

import Testing

@testable import Console

/// "Did you mean …?": typos find their word, far words find nothing, and stopping early never
/// changes an answer.
@Suite struct SuggestionTests {
    static let commands = ["next", "previous", "activate", "actions", "rename", "remove", "help"]

    @Test(arguments: [
        ("nxet", "next"),  // a transposition is one edit
        ("NEXT", "next"),  // case does not count
        ("previus", "previous"),
        ("activte", "activate"),
        ("renam", "rename"),
        ("hlep", "help"),
        ("zzzz", nil),  // nothing close
        ("x", nil),  // one edit from nothing in the list, and too short to guess
        ("next please and more", nil),  // a long line is no typo of a short command
    ] as [(String, String?)])
    func typosFindTheirWord(_ typed: String, _ expected: String?) {
        #expect(Suggestion.closest(to: typed, among: Self.commands) == expected)
        #expect(Suggestion.Vocabulary(Self.commands).closest(to: typed) == expected)
    }

    /// A word two letters from a command in six is another word, not a typo of it: `column`
    /// was answered with "Did you mean 'volume'?". Each row: a word people type, and commands it
    /// must not be taken for.
    @Test(arguments: [
        ("column", ["volume"]), ("beep", ["help", "next"]), ("mode", ["motion", "do"]), ("save-all", ["read-all"]),
        ("lines", ["hints"]), ("cancel", ["actions"]), ("close", ["louder", "slower"]),
    ])
    func anotherWordIsNoTypo(_ typed: String, _ commands: [String]) {
        #expect(Suggestion.closest(to: typed, among: commands) == nil)
    }

    /// The first of two as close wins: the list's order is its preference.
    @Test func theFirstOfTwoAsCloseWins() {
        #expect(Suggestion.closest(to: "remave", among: ["rename", "remove"]) == "remove")
        #expect(Suggestion.closest(to: "renove", among: ["rename", "remove"]) == "remove")
        #expect(Suggestion.closest(to: "renove", among: ["remove", "rename"]) == "remove")
    }

    /// With a limit, the distance is exact up to it and over it beyond: checked against the
    /// full computation on every pair of a few thousand short words over a small alphabet.
    @Test func stoppingAtTheLimitKeepsEveryAnswer() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc".unicodeScalars)
        func word() -> [Unicode.Scalar] {
            (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }
        }
        for _ in 0..<3_000 {
            let (a, b) = (word(), word())
            let full = Suggestion.editDistance(a, b)
            for limit in 0...4 {
                let limited = Suggestion.editDistance(a, b, limit: limit)
                if full <= limit {
                    #expect(limited == full, "\(a) → \(b) within \(limit)")
                } else {
                    #expect(limited > limit, "\(a) → \(b) over \(limit)")
                }
            }
        }
    }
}
