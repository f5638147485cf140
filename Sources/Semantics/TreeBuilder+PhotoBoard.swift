// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// Each card is one element (children ignored): its caption, the Image trait, "Bring to front".
    /// A double tap touches the card, and a touch brings it to the front, so that is the default action.
    func photoBoardTree(_ board: PhotoBoard, _ environment: Environment) -> AccessibilityTree {
        let cards = board.photos.map { photo in
            let bring = Intent.photoBoard(.bringToFront(id: photo.id))
            return AccessibilityNode(
                id: .photo(photo.id),
                label: resolve(photo.caption, environment.language),
                traits: .image,
                actions: [AccessibilityAction(name: word(.actionBringToFront, environment), intent: bring)],
                defaultAction: bring
            )
        }
        return AccessibilityTree(
            title: word(.screenPhotoBoard, environment),
            groups: [AccessibilityGroup(id: .board, label: word(.groupPhotoBoard, environment), elements: cards)]
        )
    }
}
