// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Widgets

extension TreeBuilder {
    /// The demo's two lines of text, then the tile: "Your camera, <corner>" with "Move to <corner>"
    /// for every other corner. Corner names follow the layout direction.
    ///
    /// The text is centred on the screen; the tile sits 16 points in from its corner, the leading
    /// corners on the right in right-to-left.
    func snapCornerTree(_ tile: SnapCorner, _ environment: Environment) -> AccessibilityTree {
        let screen = environment.screenSize()
        let direction = environment.layoutDirection
        let moves = SnapCorner.Corner.allCases.filter { $0 != tile.corner }.map { target in
            AccessibilityAction(
                name: word(.actionMoveToCorner(cornerName(target, environment)), environment),
                intent: .snapCorner(.move(to: target))
            )
        }
        let title = word(.snapTitle, environment)
        let subtitle = word(.snapSubtitle, environment)
        let text = SnapCorner.textFrames(title: title, subtitle: subtitle, in: screen, size: environment.contentSize)
        let elements = [
            AccessibilityNode(
                id: .snapTitle, label: title, traits: .staticText, frame: text.title.laidOut(direction, within: screen.width)
            ),
            AccessibilityNode(
                id: .snapSubtitle, label: subtitle, traits: .staticText,
                frame: text.subtitle.laidOut(direction, within: screen.width)
            ),
            AccessibilityNode(
                id: .tile,
                label: word(.snapTile(cornerName(tile.corner, environment)), environment),
                actions: moves,
                frame: tile.tileFrame(in: screen).laidOut(direction, within: screen.width)
            ),
        ]
        return AccessibilityTree(
            title: word(.screenSnapCorner, environment),
            groups: [AccessibilityGroup(
                id: .call, label: word(.groupSnapCorner, environment), elements: elements,
                frame: Frame(x: 0, y: 0, width: screen.width, height: screen.height)
            )],
            screen: screen
        )
    }

    /// The name VoiceOver reads for a corner: the leading corners are on the right in right-to-left.
    public func cornerName(_ corner: SnapCorner.Corner, _ environment: Environment) -> String {
        let key: CatalogText = switch (corner.isTop, corner.isLeft(in: environment.layoutDirection)) {
        case (true, true): .cornerTopLeft
        case (true, false): .cornerTopRight
        case (false, true): .cornerBottomLeft
        case (false, false): .cornerBottomRight
        }
        return word(key, environment)
    }
}

extension SnapCorner.Intent {
    /// The element this intent changes: where focus goes when it is undone or made again.
    public var touchedElement: NodeID? {
        .tile
    }
}
