// SPDX-License-Identifier: GPL-3.0-or-later

extension Command {
    /// What other screen readers and shells call a command, for "did you mean": NVDA's and
    /// Orca's "say all", a shell's `exit`, VoiceOver's rotor units, words a person tries first.
    /// Each leads to the command that does it; edit distance finds the typos.
    static let synonyms: [String: String] = [
        "say-all": "read-all", "sayall": "read-all", "say": "read", "speak": "read", "readall": "read-all",
        "headings": "rotor", "heading": "rotor", "containers": "rotor", "characters": "rotor", "words": "rotor",
        "chars": "character", "letter": "character", "letters": "spell", "spelling": "spell",
        "home": "first", "top": "first", "end": "last", "bottom": "last",
        "up": "previous-item", "down": "next-item", "click": "activate", "tap": "activate", "press": "activate",
        "double-tap": "activate", "menu": "actions", "options": "settings", "preferences": "settings",
        "config": "settings", "language": "lang", "speed": "rate", "silence": "stop", "shut-up": "stop",
        "search": "find", "goto": "go", "jump": "go", "bye": "quit", "commands": "help", "keys": "help",
        "again": "repeat", "last-said": "review", "bring-to-front": "front", "in-front": "front",
    ]

    /// The command a mistyped or unknown name most likely meant: a synonym's command, else the
    /// closest command name by edit distance, in English or in the words' language, else nil.
    static func suggestion(for name: String, words: CommandWords = .english) -> String? {
        synonyms[name.lowercased()].map(words.shown(command:)) ?? words.vocabulary.closest(to: name)
    }
}
