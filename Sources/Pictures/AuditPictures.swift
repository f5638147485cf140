// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Localization
import Semantics
import Widgets

/// An audit report with a tree of each screen it audited, for the HTML report's pictures.
public struct AuditPictures: Sendable {
    /// One screen's tree, as its picture draws it.
    public struct Screen: Sendable {
        /// The target's name, as the report's findings name it (`kanban`, `board.json`).
        public var name: String
        /// Its tree in the language and direction of the picture.
        public var tree: AccessibilityTree
        /// The language its legend is in.
        public var language: Language
        /// The direction it is laid out in.
        public var direction: LayoutDirection
        /// The document and environment the tree was built from, so that its words are drawn as
        /// its component draws them (``Snapshot/document``); nil to draw labels only.
        public var document: Document?
        public var environment: Environment?

        /// Creates a screen's picture.
        public init(
            name: String, tree: AccessibilityTree, language: Language, direction: LayoutDirection,
            document: Document? = nil, environment: Environment? = nil
        ) {
            self.name = name
            self.tree = tree
            self.language = language
            self.direction = direction
            self.document = document
            self.environment = environment
        }
    }

    /// The audit.
    public var report: AuditReport
    /// The screens audited, in the report's order.
    public var screens: [Screen]
    /// Where the pictures' words come from.
    public var strings: Strings

    /// Creates the input of an HTML report.
    public init(report: AuditReport, screens: [Screen], strings: Strings = .builtIn) {
        self.report = report
        self.screens = screens
        self.strings = strings
    }

    /// Every finding, numbered from 1 in the report's order: by broken rule, then as found.
    public var numberedFindings: [(number: Int, finding: AuditFinding)] {
        report.violations.flatMap(\.findings).enumerated().map { ($0.offset + 1, $0.element) }
    }

    /// The numbers of the findings on each element of a screen that its tree has.
    public func findings(on screen: Screen) -> [NodeID: [Int]] {
        var marks: [NodeID: [Int]] = [:]
        for (number, finding) in numberedFindings where finding.scope.screen == screen.name {
            guard let id = NodeID(finding.element), screen.tree.element(id: id) != nil else { continue }
            marks[id, default: []].append(number)
        }
        return marks
    }
}
