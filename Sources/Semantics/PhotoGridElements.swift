// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// The photo grid's elements: the header's built at once, each photo's when it is asked for
/// (see ``TreeBuilder/photoGridTree(_:_:)``).
struct PhotoGridElements: ElementSource {
    let grid: PhotoGrid
    let builder: TreeBuilder
    let environment: Environment
    let screen: Size
    /// The header group: the prompt or the count, and Done in selection mode.
    let header: AccessibilityGroup
    let photosLabel: String
    /// Where the grid's first row starts.
    let top: Double
    /// The words every photo shares, looked up once: grids get large.
    let selected: String
    let notSelected: String
    let select: String

    var groupCount: Int { 2 }

    func count(ofGroup group: Int) -> Int { group == 0 ? header.elements.count : grid.photos.count }

    func heading(ofGroup group: Int) -> GroupHeading {
        group == 0
            ? GroupHeading(id: header.id, label: header.label, count: header.elements.count)
            : GroupHeading(id: .grid, label: photosLabel, count: grid.photos.count)
    }

    func frame(ofGroup group: Int) -> Frame? {
        group == 0
            ? header.frame
            : Frame(x: 0, y: top, width: screen.width, height: PhotoGridLayout.gridHeight(count: grid.photos.count, width: screen.width))
    }

    func id(inGroup group: Int, at offset: Int) -> NodeID {
        group == 0 ? header.elements[offset].id : .photo(grid.photos[offset].id)
    }

    func element(inGroup group: Int, at offset: Int) -> AccessibilityNode {
        if group == 0 { return header.elements[offset] }
        let photo = grid.photos[offset]
        let chosen = grid.isSelected(photo.id)
        return AccessibilityNode(
            id: .photo(photo.id),
            label: builder.resolve(photo.label, environment.language),
            value: grid.isSelecting ? (chosen ? selected : notSelected) : "",
            traits: chosen ? [.button, .image, .selected] : [.button, .image],
            actions: grid.isSelecting ? [] : [AccessibilityAction(name: select, intent: .photoGrid(.select(id: photo.id)))],
            defaultAction: .photoGrid(.tap(id: photo.id)),
            frame: PhotoGridLayout.cellFrame(index: offset, width: screen.width, top: top, chosen: chosen)
                .laidOut(environment.layoutDirection, within: screen.width)
        )
    }

    func locate(_ id: NodeID) -> (group: Int, offset: Int)? {
        if case .photo(let photoID) = id {
            return grid.photos.firstIndex { $0.id == photoID }.map { (1, $0) }
        }
        return header.elements.firstIndex { $0.id == id }.map { (0, $0) }
    }

    func staticTexts() -> [AccessibilityNode] { header.elements.filter { $0.traits.contains(.staticText) } }
}
