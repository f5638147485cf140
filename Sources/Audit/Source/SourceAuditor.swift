// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import SourceModel

/// The audit of a team's own SwiftUI views, read from their Swift sources: each view's body is
/// walked, and each element judged with what the elements around it and the places that
/// place its view add, in any file.
///
/// Where an equivalent could be somewhere the reader cannot see (a view placed nowhere it can
/// follow), a finding is a review, not a failure, and says where Rotor looked.
public struct SourceAuditor: Sendable {
    /// The project's views and where they are placed.
    public let graph: ViewGraph
    /// What the team said of its views and rules.
    public let configuration: SourceAuditConfiguration
    /// The words content rules match labels and hints against, in the source's language.
    let words: SourceWords
    let effects: StateEffects

    /// Creates an audit of a project.
    public init(
        index: ProjectIndex, configuration: SourceAuditConfiguration = SourceAuditConfiguration(), strings: Strings
    ) {
        self.graph = ViewGraph(index: index)
        self.configuration = configuration
        self.words = SourceWords(strings: strings)
        self.effects = StateEffects(index: index)
    }

    /// Every finding, in file and line order, without those a `rotor:disable` comment covers.
    /// (A configuration's rule settings are applied by the report.)
    public func audit() -> [SourceFinding] {
        var found: [SourceFinding] = []
        for name in graph.bodies.keys.sorted() {
            guard let body = graph.bodies[name] else { continue }
            ViewGraph.walk(body) { node, walk in
                found += judge(node, SourceElement(node: node, walk: walk, view: name, graph: graph, configuration: configuration))
            }
        }
        let files = graph.index.files
        found = found.filter { finding in
            guard let file = files.first(where: { $0.path == finding.path }) else { return true }
            return !file.directives.contains { $0.covers(finding.rule.id, line: finding.at.line) }
        }
        // One finding per rule and place: a helper read in line for two callers is one place.
        var seen: Set<String> = []
        found = found.filter { seen.insert("\($0.rule.id)|\($0.path)|\($0.at.line)|\($0.at.column)|\($0.detail)").inserted }
        return found.sorted { ($0.path, $0.at, $0.rule.id) < ($1.path, $1.at, $1.rule.id) }
    }

    /// The findings of one element.
    func judge(_ node: ViewNode, _ element: SourceElement) -> [SourceFinding] {
        // What the team declared decoration is never judged, inside or where it is placed.
        if configuration.components[element.view] == .decorative || element.role(of: node) == .decorative { return [] }
        var found: [SourceFinding] = []
        if !element.walk.inMenu {
            found += gestureFindings(element)
            found += hiddenFindings(element)
        }
        found += imageFindings(element)
        found += labelFindings(element)
        return found
    }

    /// A finding with the rule's severity at a place of a node or modifier.
    func finding(
        _ rule: SourceRule, _ message: SourceFinding.Message, file: Int, at: SourcePoint, _ element: SourceElement,
        detail: String = ""
    ) -> SourceFinding {
        finding(rule, rule.severity, message, file: file, at: at, element, detail: detail)
    }

    /// A finding with another severity than the rule's.
    func finding(
        _ rule: SourceRule, _ severity: Severity, _ message: SourceFinding.Message, file: Int, at: SourcePoint,
        _ element: SourceElement, detail: String = ""
    ) -> SourceFinding {
        SourceFinding(
            rule: rule, severity: severity, message: message, path: graph.index.files[file].path,
            at: at == .unknown ? element.node.at : at, view: element.view, element: element.description, detail: detail
        )
    }
}

/// The words content rules match against, read once from the catalog in English, the
/// language SwiftUI code is written in.
struct SourceWords: Sendable {
    /// Trait words with the trait they name: "button", "link", "heading", "image".
    let traits: [(word: [String], key: CatalogText)]
    /// Gesture words: "tap", "swipe", "double tap".
    let gestures: [[String]]

    init(strings: Strings) {
        let keys: [CatalogText] = [.traitButton, .traitLink, .traitHeader, .traitImage, .traitAdjustable]
        traits = keys.map { (Auditor.words(strings.text($0, .english)), $0) }
        gestures = strings.text(AuditKey.match(.gestures), .english, isolating: false)
            .split(separator: "|").map { Auditor.words(String($0)) }.filter { !$0.isEmpty }
    }
}
