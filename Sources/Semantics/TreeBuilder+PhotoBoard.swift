// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// Each card is one element (children ignored): its caption, the Image trait, "Bring to front".
    /// A double tap touches the card, and a touch brings it to the front, so that is the default action.
    ///
    /// The board fills the screen (the original's `GeometryReader`): the screen asked for, else the
    /// document's own board. Each card's frame is the card as drawn, centred where the layout puts
    /// it, tilted and stacked; right to left mirrors the board.
    func photoBoardTree(_ board: PhotoBoard, _ environment: Environment) -> AccessibilityTree {
        let screen = environment.screenSize(own: board.boardSize)
        let bringName = word(.actionBringToFront, environment)
        let cards = board.photos.enumerated().map { index, photo in
            let bring = Intent.photoBoard(.bringToFront(id: photo.id))
            return AccessibilityNode(
                id: .photo(photo.id),
                label: resolve(photo.caption, environment.language),
                traits: .image,
                actions: [AccessibilityAction(name: bringName, intent: bring)],
                defaultAction: bring,
                frame: board.frame(index: index, board: screen, size: environment.contentSize).laidOut(environment.layoutDirection, within: screen.width)
            )
        }
        return AccessibilityTree(
            title: word(.screenPhotoBoard, environment),
            groups: [AccessibilityGroup(
                id: .board, label: word(.groupPhotoBoard, environment), elements: cards,
                frame: Frame(x: 0, y: 0, width: screen.width, height: screen.height)
            )],
            screen: screen
        )
    }
}

extension PhotoBoard.Intent {
    /// The element this intent changes: where focus goes when it is undone or made again.
    public var touchedElement: NodeID? {
        switch self {
        case .bringToFront(let id), .drag(let id, _, _): .photo(id)
        }
    }
}
