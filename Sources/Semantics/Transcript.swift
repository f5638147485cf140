// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Foundation
import TextSafety
import Widgets

/// Every element of a screen in reading order, as text or JSON: the first thing people run.
public struct Transcript: Sendable {
    /// One element as it appears in the JSON transcript.
    public struct Entry: Codable, Sendable, Hashable {
        /// The element's rendered ``NodeID`` (`card.1`).
        public var id: String
        public var label: String
        public var value: String
        public var traits: [String]
        public var hint: String
        public var actions: [String]
        public var spoken: String
        /// What VoiceOver says after the phrase with hints on: the hint, then the actions hint.
        public var hints: [String]
        /// Where the element is on screen, in points to two decimals; left out when nothing placed it.
        public var frame: Frame?
        /// For a view read from its Swift source, what the source leaves open about the element
        /// and what the audit found there; left out for screens and boards.
        public var source: SourceFacts?
    }

    /// What the JSON transcript of a view read from its source says of an element beyond its words.
    public struct SourceFacts: Codable, Sendable, Hashable {
        /// The `.swift` file and line it is written at.
        public var file: String
        public var line: Int
        /// The conditions (as written) that chose what it says: `flip` shows their other branch.
        public var conditions: [String]
        /// Whether it stands for rows of data the source cannot see (a `ForEach` template).
        public var templated: Bool
        /// What `rotor audit` finds on it.
        public var issues: [String]
    }

    public let phrase: Phrase
    /// The source of a view read from Swift, whose facts each element's entry carries.
    public var sources: SourceTree?

    /// Creates a transcript renderer.
    public init(strings: Strings = .builtIn) {
        self.phrase = Phrase(strings: strings)
    }

    /// The entries of a tree, in reading order: words as a program reads them, without the
    /// isolates that lay them out in print (``BidiIsolation/removingIsolates(_:)``).
    public func entries(_ tree: AccessibilityTree, _ language: Language) -> [Entry] {
        tree.elements.map { entry($0, language) }
    }

    /// One element's entry.
    func entry(_ node: AccessibilityNode, _ language: Language) -> Entry {
        let plain = BidiIsolation.removingIsolates
        return Entry(
            id: node.id.description, label: plain(node.label), value: plain(node.value), traits: node.traits.names,
            hint: plain(node.hint), actions: node.actions.map { plain($0.name) }, spoken: plain(phrase.spoken(node, language)),
            hints: phrase.hints(node, language).map(plain), frame: node.frame.map(Self.rounded),
            source: sources.flatMap { sources in
                sources.notes[node.id].map { note in
                    SourceFacts(
                        file: note.path, line: note.line, conditions: note.alternatives, templated: note.templated,
                        issues: (sources.findingsByElement[node.id] ?? []).map(plain))
                }
            }
        )
    }

    /// One phrase per line, what VoiceOver says after it with hints on (the element's hint, the
    /// actions hint) indented on the lines below; each line laid out in the language's direction
    /// (``BidiIsolation/paragraph(_:in:)``).
    public func text(_ tree: AccessibilityTree, _ language: Language) -> String {
        var lines: [String] = []
        for node in tree.elements {
            lines.append(phrase.spoken(node, language))
            lines += phrase.hints(node, language).map { "    " + $0 }
        }
        return lines.map { BidiIsolation.paragraph($0, in: language) + "\n" }.joined()
    }

    /// A frame in points to two decimals, so that transcripts read well and compare exactly.
    static func rounded(_ frame: Frame) -> Frame {
        func round(_ value: Double) -> Double {
            let rounded = (value * 100).rounded() / 100
            return rounded == 0 || !rounded.isFinite ? 0 : rounded
        }
        return Frame(
            x: round(frame.x), y: round(frame.y), width: round(frame.width), height: round(frame.height),
            rotation: round(frame.rotation), zIndex: round(frame.zIndex)
        )
    }

    /// A JSON array of objects with the keys id, label, value, traits, hint, actions, spoken,
    /// hints and frame (x, y, width, height, rotation, zIndex).
    public func json(_ tree: AccessibilityTree, _ language: Language) -> String {
        var text = ""
        json(tree, language) { text += $0 }
        return text
    }

    /// The JSON transcript written a few elements at a time, each made and let go in turn: a
    /// board of 100,000 cards in 500 columns is 0.75 GB of JSON, which was made whole in memory
    /// (6.7 GB) before a byte was written. The text is the same as one encoding of every entry.
    public func json<Failure: Error>(
        _ tree: AccessibilityTree, _ language: Language, write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard tree.count > 0 else {
            let empty = (try? encoder.encode([Entry]())).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
            try write(empty + "\n")
            return
        }
        // Action names repeat on every card of a column (499 on each card of a 500-column
        // board): each is encoded once, and a card's list is put together from them.
        var quoted: [String: String] = [:]
        func quote(_ name: String) -> String {
            if let known = quoted[name] { return known }
            let text = (try? encoder.encode(name)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
            quoted[name] = text
            return text
        }
        var batch = "[\n"
        for position in 0..<tree.count {
            var entry = entry(tree.element(at: position), language)
            let actions = entry.actions
            entry.actions = []
            let object = (try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            // As an array's element, each line of the object is indented two more spaces (the
            // encoder leaves the empty line of an empty list without any).
            var element = "  " + object.replacingOccurrences(of: "\n", with: "\n  ").replacingOccurrences(of: "\n  \n", with: "\n\n")
            if !actions.isEmpty, let empty = element.range(of: "\"actions\" : [\n\n    ]") {
                // The list as the encoder writes it at this depth, in place of the empty one
                // (the first key, so the first such text).
                element.replaceSubrange(empty, with: "\"actions\" : [\n" + actions.map { "      " + quote($0) }.joined(separator: ",\n") + "\n    ]")
            }
            batch += element
            batch += position == tree.count - 1 ? "\n]\n" : ",\n"
            if batch.utf8.count >= 1 << 16 || position == tree.count - 1 {
                try write(JSONText.escapingFormatting(batch))
                batch = ""
            }
        }
    }
}
