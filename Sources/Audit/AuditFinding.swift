// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import Semantics
import TextSafety
import Widgets

/// One violation of a rule: where it is and what is wrong, worded later in the reader's language.
public struct AuditFinding: Sendable, Hashable {
    /// The rule broken.
    public var rule: AuditRule
    /// The screen, language and direction it was found in.
    public var scope: AuditScope
    /// The element's id in the tree (`card.1`), the animation's name, or the catalog key.
    public var element: String
    /// What is wrong: the one-sentence summary's kind.
    public var kind: Kind
    /// The summary's arguments.
    public var arguments: [Argument]
    /// Whether the original component itself falls short so (its own layout or colours): the
    /// summary then says so.
    public var original: Bool
    /// Where the element is written: its object in the board file, or the catalog entry of its
    /// words (a catalog given with `--locales`); set once the audit is done
    /// (``Auditor/locate(_:in:)``). Nil on a demo with Rotor's own catalog: no file a person has.
    public var location: SourceLocation?
    /// The colours and ratio a contrast finding measured.
    public var contrast: ContrastMeasure?

    /// What a finding can say is wrong, each with a summary in the catalog (`audit.finding.<kind>`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case actionLacksDestination, doneOutsideSelection, duplicateLabel, emptyActionName, emptyLabel, extraAction
        case fallback, hintMismatch, labelMismatch, labelTooLong, missingAction, missingDefaultAction, missingElement
        case missingTrait, missingTranslation, noopAction, noopDefaultAction, pluralFormMissing, repeatedState
        case selectedTraitExtra, selectedTraitMissing, traitInLabel, unsafeText, valueMismatch, wrongActionName
        case blankPart, blankActionTarget, duplicateActionName, hintRepeatsLabel, conflictingTraits
        case targetTooSmall, targetBelowMinimum, centerCovered, identicalBounds, offScreen, textClipped, textOffScreen
        case lowContrastText, lowContrastNonText, hintNamesGesture, stateInLabel, duplicateLabelOnScreen
        case fileNameLabel, missingHeaderTrait
    }

    /// An argument of a summary: text quoted from the tree, or a word worded in the reader's language.
    public enum Argument: Sendable, Hashable {
        /// Text as it is: a label, an id.
        case text(String)
        /// A whole number, written as the reader's language writes numbers.
        case number(Int)
        /// A trait word or another of Semantics' words, worded when the summary is.
        case word(CatalogText)
        /// What kind of unsafe text it is, worded when the summary is.
        case unsafe(UnsafeText.Kind)
        /// A number with a fraction, written with `digits` decimals as the reader's language writes them.
        case decimal(Double, digits: Int)
        /// Light or dark, worded when the summary is.
        case appearance(Appearance)
    }

    /// Creates a finding.
    public init(
        rule: AuditRule, scope: AuditScope, element: String, kind: Kind, arguments: [Argument] = [], original: Bool = false
    ) {
        self.rule = rule
        self.scope = scope
        self.element = element
        self.kind = kind
        self.arguments = arguments
        self.original = original
    }

    /// What is wrong, in one sentence of the reader's language.
    public func summary(_ strings: Strings, _ language: Language) -> String {
        let words = arguments.map { argument in
            switch argument {
            case .text(let text): text
            case .number(let number): strings.number(number, language)
            case .word(let key): strings.text(key, language)
            case .unsafe(let kind): strings.text(AuditKey.unsafe(kind), language)
            case .decimal(let number, let digits): NumberFormat(language).string(number, fractionDigits: digits)
            case .appearance(let appearance): strings.text(AuditKey.appearance(appearance), language)
            }
        }
        let sentence = strings.text(AuditKey.finding(kind), language, arguments: words)
        // The repeated state's own sentence already says the original does it.
        guard original, kind != .repeatedState else { return sentence }
        return sentence + " " + strings.text(AuditKey.report(.original), language)
    }

    /// axe-core's `target`: the screen (or `catalog`) then the element.
    public var target: [String] {
        [scope.screen ?? "catalog", element].filter { !$0.isEmpty }
    }
}
