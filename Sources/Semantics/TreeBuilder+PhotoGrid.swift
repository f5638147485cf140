// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// The demo's header line ("Long press a photo" or "2 selected"), a Done button in selection
    /// mode, then one element per photo: value and selected trait only in selection mode, "Select"
    /// only outside it, and a tap as the default action.
    func photoGridTree(_ grid: PhotoGrid, _ environment: Environment) -> AccessibilityTree {
        var header = [AccessibilityNode(
            id: .gridHeader,
            label: grid.isSelecting
                ? word(.gridSelectedCount, environment, number: grid.selection.count)
                : word(.gridPrompt, environment),
            traits: .staticText
        )]
        if grid.isSelecting {
            header.append(AccessibilityNode(
                id: .gridDone, label: word(.gridDone, environment), traits: .button,
                defaultAction: .photoGrid(.done)
            ))
        }
        // The words every photo shares, looked up once: grids get large.
        let selected = word(.gridValueSelected, environment)
        let notSelected = word(.gridValueNotSelected, environment)
        let select = word(.actionSelect, environment)
        let photos = grid.photos.map { photo in
            let chosen = grid.isSelected(photo.id)
            let value = grid.isSelecting ? (chosen ? selected : notSelected) : ""
            let actions = grid.isSelecting ? [] : [
                AccessibilityAction(name: select, intent: .photoGrid(.select(id: photo.id))),
            ]
            return AccessibilityNode(
                id: .photo(photo.id),
                label: resolve(photo.label, environment.language),
                value: value,
                traits: chosen ? [.button, .image, .selected] : [.button, .image],
                actions: actions,
                defaultAction: .photoGrid(.tap(id: photo.id))
            )
        }
        return AccessibilityTree(
            title: word(.screenPhotoGrid, environment),
            groups: [
                AccessibilityGroup(id: .gridHeader, label: word(.groupGridHeader, environment), elements: header),
                AccessibilityGroup(id: .grid, label: word(.groupGridPhotos, environment), elements: photos),
            ]
        )
    }
}
