// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

/// The geometry rules: what the frames say about reaching each actionable element by touch.
extension Auditor {
    /// Apple's least target side (Human Interface Guidelines, "Buttons"; GTXiLib's check).
    static let comfortableTarget = 44.0
    /// WCAG 2.2's least target side (success criterion 2.5.8, Target Size (Minimum)).
    static let minimumTarget = 24.0
    /// How close two frames' numbers must be to count as the same: a hundredth of a point.
    static let sameFrameTolerance = 0.01

    /// Whether a person or VoiceOver can act on an element: it has actions, a double tap, or a
    /// Button, Link or Adjustable trait.
    static func isActionable(_ node: AccessibilityNode) -> Bool {
        node.hasActions || node.defaultAction != nil || !node.traits.isDisjoint(with: [.button, .link, .adjustable])
    }

    func geometryFindings(_ c: TreeContext) -> [(AuditRule, [AuditFinding])] {
        let actionable: [(node: AccessibilityNode, frame: Frame)] = c.tree.elements.compactMap { node in
            guard Self.isActionable(node), let frame = node.frame else { return nil }
            return (node, frame)
        }
        var small: [AuditFinding] = []
        var tiny: [AuditFinding] = []
        var offScreen: [AuditFinding] = []
        let screen = c.tree.screen
        for (node, frame) in actionable {
            // The unturned size: a tilted card is no larger to a finger than it is upright.
            let (width, height) = (frame.width, frame.height)
            let size: [AuditFinding.Argument] = [.number(Int(width.rounded())), .number(Int(height.rounded()))]
            if min(width, height) < Self.minimumTarget - Self.sameFrameTolerance {
                tiny.append(c.finding(.geometryTargetSizeMinimum, element: node.id.description, .targetBelowMinimum, size))
            } else if min(width, height) < Self.comfortableTarget - Self.sameFrameTolerance {
                var finding = c.finding(.geometryTargetSize, element: node.id.description, .targetTooSmall, size)
                // The Done button is the original's `.bordered` button around its word.
                finding.original = node.id == .gridDone
                small.append(finding)
            }
            let center = frame.center
            let outside = (!c.tree.scrolls.contains(.horizontal) && (center.x < 0 || center.x > screen.width))
                || (!c.tree.scrolls.contains(.vertical) && (center.y < 0 || center.y > screen.height))
            if outside { offScreen.append(c.finding(.geometryOffScreen, node.id, .offScreen)) }
        }
        return [
            (.geometryTargetSizeMinimum, tiny),
            (.geometryTargetSize, small),
            (.geometryCovered, coveredFindings(actionable, c)),
            (.geometryIdenticalBounds, identicalBoundsFindings(actionable, c)),
            (.geometryOffScreen, offScreen),
        ]
    }

    /// Each actionable element whose centre (where VoiceOver's double tap lands) is inside the
    /// turned frame of an actionable element drawn above it. The frames above are put in a grid
    /// of cells by their upright boxes, so a large board costs its elements, not their square.
    private func coveredFindings(_ actionable: [(node: AccessibilityNode, frame: Frame)], _ c: TreeContext) -> [AuditFinding] {
        guard Set(actionable.map(\.frame.zIndex)).count > 1 else { return [] }
        let cell = 64.0
        func cellIndex(_ value: Double) -> Int { Int((value / cell).rounded(.down).clamped(to: -1e6...1e6)) }
        var grid: [[Int]: [Int]] = [:]
        for (index, item) in actionable.enumerated() {
            let box = item.frame.boundingBox
            let columns = cellIndex(box.x)...cellIndex(box.x + box.width)
            let rows = cellIndex(box.y)...cellIndex(box.y + box.height)
            // A frame spanning more cells than a screen has is looked at from everywhere.
            guard columns.count * rows.count <= 4096 else {
                grid[[Int.min, Int.min], default: []].append(index)
                continue
            }
            for column in columns { for row in rows { grid[[column, row], default: []].append(index) } }
        }
        var found: [AuditFinding] = []
        for (node, frame) in actionable {
            let center = frame.center
            let candidates = (grid[[cellIndex(center.x), cellIndex(center.y)]] ?? []) + (grid[[Int.min, Int.min]] ?? [])
            let above = candidates.map { actionable[$0] }
                .filter { $0.frame.zIndex > frame.zIndex && $0.node.id != node.id && $0.frame.contains(center) }
                .max { $0.frame.zIndex < $1.frame.zIndex }
            if let above {
                found.append(c.finding(.geometryCovered, node.id, .centerCovered, .text(above.node.label), .text(above.node.id.description)))
            }
        }
        return found
    }

    /// Each actionable element whose frame (its unturned rectangle: a touch lands in the same
    /// place whatever the tilt) is the frame of one before it in reading order.
    private func identicalBoundsFindings(_ actionable: [(node: AccessibilityNode, frame: Frame)], _ c: TreeContext) -> [AuditFinding] {
        struct Key: Hashable {
            let parts: [Int]
            init(_ frame: Frame) {
                parts = [frame.x, frame.y, frame.width, frame.height].map {
                    Int(($0 / Auditor.sameFrameTolerance).rounded().clamped(to: -1e15...1e15))
                }
            }
        }
        var first: [Key: AccessibilityNode] = [:]
        var found: [AuditFinding] = []
        for (node, frame) in actionable {
            let key = Key(frame)
            if let earlier = first[key] {
                found.append(c.finding(.geometryIdenticalBounds, node.id, .identicalBounds, .text(earlier.label), .text(earlier.id.description)))
            } else {
                first[key] = node
            }
        }
        return found
    }
}
