// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension TreeBuilder {
    /// The demo's header line ("Long press a photo" or "2 selected"), a Done button in selection
    /// mode, then one element per photo: value and selected trait only in selection mode, "Select"
    /// only outside it, and a tap as the default action.
    ///
    /// The header is 44 points high at the top of the screen, the grid 12 points below it with as
    /// many square columns as fit at least 110 points wide; a chosen photo is drawn at 86%.
    func photoGridTree(_ grid: PhotoGrid, _ environment: Environment) -> AccessibilityTree {
        let screen = environment.screenSize()
        let direction = environment.layoutDirection
        let prompt = grid.isSelecting
            ? word(.gridSelectedCount, environment, number: grid.selection.count)
            : word(.gridPrompt, environment)
        let doneLabel = grid.isSelecting ? word(.gridDone, environment) : nil
        var header = [AccessibilityNode(
            id: .gridHeader,
            label: prompt,
            traits: .staticText,
            frame: PhotoGridLayout.headerTextFrame(prompt, width: screen.width, button: doneLabel)
                .laidOut(direction, within: screen.width)
        )]
        if let doneLabel {
            header.append(AccessibilityNode(
                id: .gridDone, label: doneLabel, traits: .button,
                defaultAction: .photoGrid(.done),
                frame: PhotoGridLayout.buttonFrame(doneLabel, width: screen.width, header: prompt)
                    .laidOut(direction, within: screen.width)
            ))
        }
        let headerHeight = PhotoGridLayout.headerHeight(prompt, width: screen.width, button: doneLabel)
        let top = headerHeight + PhotoGridLayout.stackSpacing
        // The words every photo shares, looked up once: grids get large.
        let selected = word(.gridValueSelected, environment)
        let notSelected = word(.gridValueNotSelected, environment)
        let select = word(.actionSelect, environment)
        let photos = grid.photos.enumerated().map { index, photo in
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
                defaultAction: .photoGrid(.tap(id: photo.id)),
                frame: PhotoGridLayout.cellFrame(index: index, width: screen.width, top: top, chosen: chosen)
                    .laidOut(direction, within: screen.width)
            )
        }
        return AccessibilityTree(
            title: word(.screenPhotoGrid, environment),
            groups: [
                AccessibilityGroup(
                    id: .gridHeader, label: word(.groupGridHeader, environment), elements: header,
                    frame: Frame(x: 0, y: 0, width: screen.width, height: headerHeight)
                ),
                AccessibilityGroup(
                    id: .grid, label: word(.groupGridPhotos, environment), elements: photos,
                    frame: Frame(
                        x: 0, y: top, width: screen.width,
                        height: PhotoGridLayout.gridHeight(count: grid.photos.count, width: screen.width)
                    )
                ),
            ],
            screen: screen
        )
    }
}
