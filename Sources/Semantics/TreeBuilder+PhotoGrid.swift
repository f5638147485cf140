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
            ? word(.gridSelectedCount(grid.selection.count), environment)
            : word(.gridPrompt, environment)
        let doneLabel = grid.isSelecting ? word(.gridDone, environment) : nil
        var header = [AccessibilityNode(
            id: .gridHeader,
            label: prompt,
            traits: .staticText,
            frame: PhotoGridLayout.headerTextFrame(prompt, width: screen.width, button: doneLabel, size: environment.contentSize)
                .laidOut(direction, within: screen.width)
        )]
        if let doneLabel {
            header.append(AccessibilityNode(
                id: .gridDone, label: doneLabel, traits: .button,
                defaultAction: .photoGrid(.done),
                frame: PhotoGridLayout.buttonFrame(doneLabel, width: screen.width, header: prompt, size: environment.contentSize)
                    .laidOut(direction, within: screen.width)
            ))
        }
        let headerHeight = PhotoGridLayout.headerHeight(prompt, width: screen.width, button: doneLabel, size: environment.contentSize)
        let source = PhotoGridElements(
            grid: grid, builder: self, environment: environment, screen: screen,
            header: AccessibilityGroup(
                id: .gridHeader, label: word(.groupGridHeader, environment), elements: header,
                frame: Frame(x: 0, y: 0, width: screen.width, height: headerHeight)
            ),
            photosLabel: word(.groupGridPhotos, environment),
            top: headerHeight + PhotoGridLayout.stackSpacing,
            selected: word(.gridValueSelected, environment),
            notSelected: word(.gridValueNotSelected, environment),
            select: word(.actionSelect, environment)
        )
        // The grid's `ScrollView` scrolls up and down.
        return AccessibilityTree(title: word(.screenPhotoGrid, environment), source: source, screen: screen, scrolls: .vertical)
    }
}

extension PhotoGrid.Intent {
    /// The element this intent changes: where focus goes when it is undone or made again.
    public var touchedElement: NodeID? {
        switch self {
        case .select(let id), .tap(let id): .photo(id)
        case .done: .gridHeader
        }
    }
}
