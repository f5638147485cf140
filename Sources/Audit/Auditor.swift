// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Localization
import Semantics
import Widgets

/// Audits documents for VoiceOver parity, content, geometry, Dynamic Type, contrast and language,
/// in every language, direction and appearance asked for: the engine behind `rotor audit`.
///
/// Auditing takes a list of named documents (``AuditTarget``): the demo screens, or documents
/// read from files. Each rule is checked once per scope it depends on: tree rules per screen,
/// language and direction, on a tree laid out at ``contentSize``; the contrast rules per
/// appearance of that tree; missing translations per language. Every finding then gets the
/// place it points at (``locate(_:in:)``).
public struct Auditor: Sendable {
    /// The longest a label may take to hear, in seconds, by ``SpokenLength``.
    public static let defaultLabelBudget = 6.0

    /// Where the words come from: the trees' and the expected ones.
    public var strings: Strings
    /// The longest a label may take to hear, in seconds.
    public var labelBudget: Double
    /// Whether the trees are built as for a person's own file open for editing, with Rotor's
    /// editing actions; the parity rules leave those actions alone.
    public var editing: Bool
    /// The screen the documents are laid out on (`--screen`); nil for each document's own or the default.
    public var screen: Size?
    /// The content size the trees are laid out at, for every rule but text clipping.
    public var contentSize: ContentSize
    /// The largest content size text clipping covers: every size from xSmall up to it.
    public var largestContentSize: ContentSize
    /// The appearances colours are judged in.
    public var appearances: [Appearance]
    /// The catalog file findings on the demos point into (`--locales`): its path as reports name
    /// it and its bytes; nil for Rotor's own catalog, which no person has as a file, so that
    /// those findings are at the demo itself.
    public var catalogFile: (path: String, bytes: [UInt8])?

    /// Creates an auditor: the built-in catalog, the Large content size with text clipping up to
    /// AX5, light and dark, on each document's own or the default screen, unless told.
    public init(
        strings: Strings = .builtIn,
        labelBudget: Double = Auditor.defaultLabelBudget,
        editing: Bool = false,
        screen: Size? = nil,
        contentSize: ContentSize = .default,
        largestContentSize: ContentSize = .ax5,
        appearances: [Appearance] = Appearance.allCases,
        catalogFile: (path: String, bytes: [UInt8])? = nil
    ) {
        self.strings = strings
        self.labelBudget = labelBudget
        self.editing = editing
        self.screen = screen
        self.contentSize = contentSize
        self.largestContentSize = largestContentSize
        self.appearances = appearances
        self.catalogFile = catalogFile
    }

    /// The catalog's source language, English unless the catalog says otherwise.
    var sourceLanguage: Language { Language(code: strings.catalog.sourceLanguage) ?? .english }

    /// Audits every target in every language and direction.
    public func audit(_ targets: [AuditTarget], languages: [Language], directions: [LayoutDirection]) -> AuditReport {
        var checks: [AuditReport.Check] = []
        let builder = TreeBuilder(strings: strings)
        for target in targets {
            for language in languages {
                for direction in directions {
                    let environment = Environment(
                        language: language, layoutDirection: direction, editing: editing, screen: screen, contentSize: contentSize
                    )
                    let tree = builder.tree(for: target.document, in: environment)
                    checks += treeChecks(target, tree: tree, environment: environment)
                }
            }
        }
        for language in languages where language != sourceLanguage && !language.isPseudoLocale {
            checks.append(missingTranslationCheck(language))
        }
        var report = AuditReport(
            screens: targets.map(\.name), languages: languages, directions: directions, checks: checks
        )
        report.appearances = appearances
        report.contentSize = contentSize
        locate(&report, in: targets)
        return report
    }

    /// Every tree rule that applies to a target, checked on one tree of it.
    ///
    /// The tree is normally the one `TreeBuilder` makes; a test can pass a broken one.
    public func treeChecks(_ target: AuditTarget, tree: AccessibilityTree, environment: Environment) -> [AuditReport.Check] {
        treeChecks(target, tree: tree, environment: environment, work: AuditWork())
    }

    /// The tree rules, counting their work in `work` (for the tests that keep an audit linear).
    func treeChecks(
        _ target: AuditTarget, tree: AccessibilityTree, environment: Environment, work: AuditWork
    ) -> [AuditReport.Check] {
        let context = TreeContext(auditor: self, target: target, tree: tree, environment: environment, work: work)
        var rules: [(AuditRule, [AuditFinding])] = parityFindings(context)
        rules += [
            (.contentEmptyLabel, emptyLabelFindings(context)),
            (.contentTraitInLabel, traitInLabelFindings(context)),
            (.contentDuplicateLabel, duplicateLabelFindings(context)),
            (.contentLabelTooLong, labelTooLongFindings(context)),
            (.contentNoopAction, noopActionFindings(context)),
            (.contentUnsafeText, unsafeTextFindings(context)),
            (.contentDuplicateAction, duplicateActionFindings(context)),
            (.contentHintRepeatsLabel, hintRepeatsLabelFindings(context)),
            (.contentConflictingTraits, conflictingTraitFindings(context)),
            (.contentFileNameLabel, fileNameLabelFindings(context)),
            (.contentHeaderTrait, headerTraitFindings(context)),
        ]
        rules += geometryFindings(context)
        rules.append((.dynamicTypeTextClipped, textClippedFindings(context)))
        rules += contrastFindings(context)
        rules += [
            (.reviewRepeatedState, repeatedStateFindings(context)),
            (.reviewHintGesture, hintGestureFindings(context)),
            (.reviewStateInLabel, stateInLabelFindings(context)),
            (.reviewDuplicateLabelScreen, screenDuplicateLabelFindings(context)),
        ]
        if environment.language != sourceLanguage {
            rules.append((.languageFallback, fallbackFindings(context)))
        }
        return rules.map { AuditReport.Check(rule: $0.0, scope: context.scope, findings: $0.1) }
    }
}

/// One tree being audited, with what rules need to word their expectations.
struct TreeContext {
    let auditor: Auditor
    let target: AuditTarget
    let tree: AccessibilityTree
    let environment: Environment
    /// What the rules did, counted.
    let work: AuditWork

    var strings: Strings { auditor.strings }
    /// The tree's groups by id (the first of any that share one), for rules that look a group up
    /// per column: a search through the list each time grows with the square of the columns.
    var groupsByID: [GroupID: AccessibilityGroup] {
        Dictionary(tree.groups.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    var language: Language { environment.language }
    var scope: AuditScope {
        AuditScope(screen: target.name, language: environment.language, direction: environment.layoutDirection)
    }

    /// A catalog word in the tree's language.
    func word(_ text: CatalogText) -> String {
        work.wordsLookedUp += 1
        return strings.text(text, language)
    }

    /// A model's text as the tree should read it.
    func resolve(_ text: LocalizableText) -> String {
        TreeBuilder(strings: strings).resolve(text, language)
    }

    /// A finding of a rule on an element.
    func finding(_ rule: AuditRule, _ element: NodeID, _ kind: AuditFinding.Kind, _ arguments: AuditFinding.Argument...) -> AuditFinding {
        finding(rule, element: element.description, kind, arguments)
    }

    /// A finding of a rule on an element that the original component shares.
    func finding(
        _ rule: AuditRule, _ element: NodeID, _ kind: AuditFinding.Kind, original: Bool, _ arguments: AuditFinding.Argument...
    ) -> AuditFinding {
        var made = finding(rule, element: element.description, kind, arguments)
        made.original = original
        return made
    }

    /// A finding of a rule on an element the tree should have and has not.
    func missingElement(_ rule: AuditRule, _ element: NodeID) -> AuditFinding {
        finding(rule, element, .missingElement, .text(element.description))
    }

    /// A finding of a rule on whatever `element` names: a rendered node or group id, or nothing
    /// for the screen itself.
    func finding(_ rule: AuditRule, element: String, _ kind: AuditFinding.Kind, _ arguments: [AuditFinding.Argument]) -> AuditFinding {
        AuditFinding(rule: rule, scope: scope, element: element, kind: kind, arguments: arguments)
    }
}

/// How much an audit of one tree did: the words it looked up in the catalog and the actions it
/// examined. Nothing reads it but the tests, which check that an audit grows with the tree's
/// size (a 500-column board of one card each has 500 × 499 actions), not with a power of it.
final class AuditWork {
    /// Catalog words looked up to word what the tree should say.
    var wordsLookedUp = 0
    /// Actions examined or looked up by the parity rules.
    var actionsExamined = 0
}
