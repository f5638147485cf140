// SPDX-License-Identifier: GPL-3.0-or-later
import SourceModel

/// An element being judged: its node, the nodes around it, the view whose body holds it, and
/// the questions every rule asks of them (is there an action here, a trait, a label; is it
/// hidden), answered on the element, around it, then where its view is placed.
struct SourceElement {
    let node: ViewNode
    let walk: ViewGraph.Walk
    let view: String
    let graph: ViewGraph
    let configuration: SourceAuditConfiguration

    init(node: ViewNode, walk: ViewGraph.Walk, view: String, graph: ViewGraph, configuration: SourceAuditConfiguration) {
        self.node = node
        self.walk = walk
        self.view = view
        self.graph = graph
        self.configuration = configuration
    }

    /// The element as its code reads: the view's name and its first text argument, or for a
    /// control without one, what its label shows (`Button(label: Image(systemName: "plus"))`).
    var description: String {
        Self.describe(node)
    }

    static func describe(_ node: ViewNode) -> String {
        if let first = node.arguments.first(where: { !$0.trailing }), case .string = first.value {
            return node.name + "(" + (first.label.map { $0 + ": " } ?? "") + SwiftExprText.text(first.value) + ")"
        }
        if node.kind == .unknown { return node.name }
        var shown: ViewNode?
        for child in node.children where shown == nil {
            ViewGraph.walk(child) { inner, _ in
                if shown == nil, inner.kind == .system, ["Text", "Label", "Image"].contains(inner.name) { shown = inner }
            }
        }
        if let shown { return node.name + "(label: " + describe(shown) + ")" }
        guard let first = node.arguments.first(where: { !$0.trailing }) else { return node.name + "()" }
        // The first argument as written, cut short: `Image(uiImage: image)`.
        var written = SwiftExprText.text(first.value)
        if written.count > 40 { written = String(written.prefix(39)) + "…" }
        return node.name + "(" + (first.label.map { $0 + ": " } ?? "") + written + ")"
    }

    /// What answered a question, and where.
    enum Answer {
        /// Found, on this node or modifier.
        case found
        /// Not found in the element, around it, or at any place Rotor could follow that places
        /// its view (and the views that place that one); the count is how many places it looked at.
        case missing(places: Int)
        /// Not found where Rotor could look, and the element's own view is placed nowhere Rotor
        /// can follow (only in code it does not read as a view, or nowhere): what is missing may
        /// be there.
        case unseen
    }

    /// Asks a question of the element's own modifiers, of the nodes around it (nearest first),
    /// and of every place its view is placed, up through the views that place those.
    func ask(_ question: (ViewNode) -> Bool) -> Answer {
        if question(node) { return .found }
        for ancestor in walk.ancestors.reversed() where question(ancestor) { return .found }
        // A presented screen's own placement (the sheet's modifier) is not its view's.
        if walk.presented { return .missing(places: 0) }
        let own = graph.placements[view] ?? []
        var visited: Set<String> = [view]
        var pending = [view]
        var places = 0
        while let current = pending.popLast() {
            for placement in graph.placements[current] ?? [] {
                places += 1
                if question(placement.node) || placement.ancestors.contains(where: question) { return .found }
                if visited.insert(placement.container).inserted { pending.append(placement.container) }
            }
        }
        // An app's body is where views start: nothing places it, and nothing is missing there.
        if own.isEmpty && !graph.index.sceneNames.contains(view) { return .unseen }
        return .missing(places: places)
    }

    /// Whether any node around the element (not the element itself) answers a question.
    func around(_ question: (ViewNode) -> Bool) -> ViewNode? {
        walk.ancestors.reversed().first(where: question)
    }

    /// The role the team gave a view of theirs in `rotor-audit.json`.
    func role(of node: ViewNode) -> SourceAuditConfiguration.Role? {
        node.kind == .custom ? configuration.components[node.name] : nil
    }

    /// Whether a node is a control VoiceOver acts on: one of SwiftUI's, a view the team
    /// declared a Button, Link or Toggle, or a UIKit or AppKit view the team wraps (it brings
    /// its own accessibility).
    func isControl(_ node: ViewNode) -> Bool {
        (node.kind == .system && SwiftUINames.controls.contains(node.name)) || role(of: node)?.isControl == true
            || (node.kind == .unknown && graph.index.isRepresentable(node.name))
    }
}
