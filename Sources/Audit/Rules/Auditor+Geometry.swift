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
        // Positions and frames, not the nodes: a board of a million photos is audited without a
        // second copy of its elements.
        var actionable: [(position: Int, frame: Frame)] = []
        var small: [AuditFinding] = []
        var tiny: [AuditFinding] = []
        var offScreen: [AuditFinding] = []
        let screen = c.tree.screen
        for (position, node) in c.tree.elements.enumerated() {
            guard Self.isActionable(node), let frame = node.frame else { continue }
            actionable.append((position, frame))
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
    /// turned frame of an actionable element drawn above it, named by the front-most such: the
    /// frame in front at the centre, when it is higher than the element's own. A ``FrameIndex``
    /// finds it for every centre at once, so a board of 100,000 photos piled on one screen
    /// costs its photos and a sort, not their square.
    private func coveredFindings(_ actionable: [(position: Int, frame: Frame)], _ c: TreeContext) -> [AuditFinding] {
        let fronts = FrameIndex(points: actionable.map(\.frame.center), frames: actionable.map(\.frame))
        var found: [AuditFinding] = []
        for (index, (position, frame)) in actionable.enumerated() {
            guard let front = fronts[index], actionable[front].frame.zIndex > frame.zIndex else { continue }
            let above = c.tree.element(at: actionable[front].position)
            found.append(c.finding(
                .geometryCovered, c.tree.id(at: position), .centerCovered, .text(above.label), .text(above.id.description)
            ))
        }
        return found
    }

    /// Each actionable element whose frame (its unturned rectangle: a touch lands in the same
    /// place whatever the tilt) is the frame of one before it in reading order.
    private func identicalBoundsFindings(_ actionable: [(position: Int, frame: Frame)], _ c: TreeContext) -> [AuditFinding] {
        struct Key: Hashable {
            let x, y, width, height: Int
            init(_ frame: Frame) {
                func step(_ value: Double) -> Int { Int((value / Auditor.sameFrameTolerance).rounded().clamped(to: -1e15...1e15)) }
                (x, y, width, height) = (step(frame.x), step(frame.y), step(frame.width), step(frame.height))
            }
        }
        var first: [Key: Int] = [:]
        var found: [AuditFinding] = []
        for (position, frame) in actionable {
            let key = Key(frame)
            if let earlier = first[key] {
                let node = c.tree.element(at: earlier)
                found.append(c.finding(
                    .geometryIdenticalBounds, c.tree.id(at: position), .identicalBounds, .text(node.label), .text(node.id.description)
                ))
            } else {
                first[key] = position
            }
        }
        return found
    }
}
