// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// The motion rule: under Reduce Motion, every animation a component runs is none.
extension Auditor {
    /// The animations a kind of component runs, by name.
    static func animations(of document: Document) -> [(name: String, spec: AnimationSpec)] {
        switch document {
        case .photoBoard: [("photoLift", .photoLift)]
        case .photoGrid: [("gridSelection", .gridSelection)]
        case .deckFan: [("deckSettle", .deckSettle)]
        case .kanban: [("kanbanMove", .kanbanMove)]
        case .snapCorner: [("cornerSnap", .cornerSnap)]
        }
    }

    /// The motion check of one target: its animations resolved with Reduce Motion on.
    func motionCheck(_ target: AuditTarget) -> AuditReport.Check {
        let scope = AuditScope(screen: target.name)
        let findings = Self.animations(of: target.document).compactMap { animation -> AuditFinding? in
            guard resolveAnimation(animation.spec, true) != nil else { return nil }
            return AuditFinding(
                rule: .motionReduce, scope: scope, element: animation.name,
                kind: .motionRuns, arguments: [.text(animation.name)]
            )
        }
        return AuditReport.Check(rule: .motionReduce, scope: scope, findings: findings)
    }
}
