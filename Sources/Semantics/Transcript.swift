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
    }

    public let phrase: Phrase

    /// Creates a transcript renderer.
    public init(strings: Strings = .builtIn) {
        self.phrase = Phrase(strings: strings)
    }

    /// The entries of a tree, in reading order: words as a program reads them, without the
    /// isolates that lay them out in print (``BidiIsolation/removingIsolates(_:)``).
    public func entries(_ tree: AccessibilityTree, _ language: Language) -> [Entry] {
        let plain = BidiIsolation.removingIsolates
        return tree.elements.map { node in
            Entry(
                id: node.id.description, label: plain(node.label), value: plain(node.value), traits: node.traits.names,
                hint: plain(node.hint), actions: node.actions.map { plain($0.name) }, spoken: plain(phrase.spoken(node, language)),
                hints: phrase.hints(node, language).map(plain), frame: node.frame.map(Self.rounded)
            )
        }
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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries(tree, language)) else { return "[]\n" }
        return JSONText.escapingFormatting(String(decoding: data, as: UTF8.self)) + "\n"
    }
}
