// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import SourceModel

/// One finding of the audit of Swift sources: the rule, how serious, what is wrong (worded
/// later in the reader's language), and where in which file.
public struct SourceFinding: Sendable, Hashable {
    /// The rule.
    public var rule: SourceRule
    /// How serious it is: the rule's, or less when Rotor could not see everything.
    public var severity: Severity
    /// What is wrong.
    public var message: Message
    /// The file, as the user named it.
    public var path: String
    /// Where in the file.
    public var at: SourcePoint
    /// The view whose body holds the element.
    public var view: String
    /// The element, as its code reads (`Image("ic_share")`).
    public var element: String
    /// What else tells it apart from another finding of the rule in the same view, whatever its
    /// line (the gesture, the image's name).
    public var detail: String

    /// What a finding says, each with a sentence in the catalog.
    public enum Message: Sendable, Hashable {
        /// A sentence of the source audit (`audit.source.<kind>`), with its arguments.
        case source(Kind, [Argument])
        /// A sentence the board audit has too (`audit.finding.<kind>`).
        case shared(AuditFinding.Kind, [Argument])
    }

    /// An argument of a sentence.
    public enum Argument: Sendable, Hashable {
        /// Text quoted from the code.
        case text(String)
        /// A gesture, worded in the reader's language.
        case gesture(GestureKind)
        /// A count of places, worded as a sentence with its plural.
        case places(Int)
        /// A line number.
        case line(Int)
        /// A word of the catalog (a trait word).
        case word(CatalogText)
    }

    /// The sentences of the source audit (`audit.source.<kind>`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case gestureWithoutAction, gestureUnseen, tapWithoutTrait, tapUnseen, dragWithoutAdjustable
        case contextMenuWithoutActions, contextMenuUnseen, hiddenInteractive, ignoredInteractive
        case imageWithoutLabel, imageFromData, imageUnlabelled, componentImageWithoutLabel, symbolWithoutLabel, fileNameLabel, placesLooked
    }

    /// The gestures a finding names (`audit.gesture.<kind>`).
    public enum GestureKind: String, Sendable, Hashable, CaseIterable {
        case tap, doubleTap, longPress, drag, pinch, rotation, dragAndDrop, contextMenu
    }

    /// Creates a finding.
    public init(
        rule: SourceRule, severity: Severity? = nil, message: Message, path: String, at: SourcePoint, view: String,
        element: String, detail: String = ""
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.message = message
        self.path = path
        self.at = at
        self.view = view
        self.element = element
        self.detail = detail
    }

    /// What is wrong, in one or two sentences of the reader's language.
    public func sentence(_ words: Wording) -> String {
        func worded(_ arguments: [Argument]) -> [String] {
            arguments.map { argument in
                switch argument {
                case .text(let text): text
                case .gesture(let kind): words.strings.text(AuditKey.gesture(kind), words.language)
                case .places(let count):
                    words.strings.text(AuditKey.source(.placesLooked), words.language, number: count)
                case .line(let line): words.strings.number(line, words.language)
                case .word(let key): words.strings.text(key, words.language)
                }
            }
        }
        return switch message {
        case .source(let kind, let arguments):
            words.strings.text(AuditKey.source(kind), words.language, arguments: worded(arguments))
        case .shared(let kind, let arguments):
            words.strings.text(AuditKey.finding(kind), words.language, arguments: worded(arguments))
        }
    }
}
