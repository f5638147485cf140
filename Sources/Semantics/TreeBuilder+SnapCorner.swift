// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// The demo's two lines of text, then the tile: "Your camera, <corner>" with "Move to <corner>"
    /// for every other corner. Corner names follow the layout direction.
    func snapCornerTree(_ tile: SnapCorner, _ environment: Environment) -> AccessibilityTree {
        let moves = SnapCorner.Corner.allCases.filter { $0 != tile.corner }.map { target in
            AccessibilityAction(
                name: word(.actionMoveToCorner, environment, arguments: [cornerName(target, environment)]),
                intent: .snapCorner(.move(to: target))
            )
        }
        let elements = [
            AccessibilityNode(id: .snapTitle, label: word(.snapTitle, environment), traits: .staticText),
            AccessibilityNode(id: .snapSubtitle, label: word(.snapSubtitle, environment), traits: .staticText),
            AccessibilityNode(
                id: .tile,
                label: word(.snapTile, environment, arguments: [cornerName(tile.corner, environment)]),
                actions: moves
            ),
        ]
        return AccessibilityTree(
            title: word(.screenSnapCorner, environment),
            groups: [AccessibilityGroup(id: .call, label: word(.groupSnapCorner, environment), elements: elements)]
        )
    }

    /// The name VoiceOver reads for a corner: the leading corners are on the right in right-to-left.
    public func cornerName(_ corner: SnapCorner.Corner, _ environment: Environment) -> String {
        let key: StringKey = switch (corner.isTop, corner.isLeft(in: environment.layoutDirection)) {
        case (true, true): .cornerTopLeft
        case (true, false): .cornerTopRight
        case (false, true): .cornerBottomLeft
        case (false, false): .cornerBottomRight
        }
        return word(key, environment)
    }
}
