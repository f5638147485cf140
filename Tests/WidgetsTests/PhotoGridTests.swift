// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

@Suite struct PhotoGridTests {
    private var grid: PhotoGrid {
        PhotoGrid(photos: ["1", "2", "3"].map { PhotoGrid.Photo(id: $0, label: .verbatim("Photo " + $0)) })
    }

    @Test func aTapOutsideSelectionModeOpensThePhotoAndChangesNothing() {
        var grid = grid
        #expect(grid.opens(.tap(id: "2"))?.id == "2")
        let changed = grid.apply(.tap(id: "2"))
        #expect(!changed, "opening shows the photo; the grid's state is as it was")
        #expect(grid == self.grid)
        #expect(grid.opens(.tap(id: "nope")) == nil)
    }

    @Test func aSelectionOfMissingPhotosDoesNotStartSelectionMode() {
        let grid = PhotoGrid(photos: self.grid.photos, selection: ["x", "y"])
        #expect(!grid.isSelecting && grid.selection.isEmpty)
        #expect(PhotoGrid(photos: self.grid.photos, selection: ["x", "2"]).isSelecting)
    }

    @Test func selectEntersSelectionModeWithThatPhotoSelected() {
        var grid = grid
        do {
            let changed = grid.apply(.select(id: "2"))
            #expect(changed)
        }
        #expect(grid.isSelecting && grid.selection == ["2"])
        let changed = grid.apply(.select(id: "3"))
        #expect(!changed, "a long press in selection mode does nothing")
        #expect(grid.selection == ["2"])
    }

    @Test func aTapInSelectionModeToggles() {
        var grid = grid
        grid.apply(.select(id: "1"))
        grid.apply(.tap(id: "3"))
        #expect(grid.selection == ["1", "3"])
        grid.apply(.tap(id: "1"))
        #expect(grid.selection == ["3"])
        #expect(grid.opens(.tap(id: "1")) == nil, "a tap in selection mode toggles, never opens")
    }

    @Test func doneLeavesSelectionModeAndClearsTheSelection() {
        var grid = grid
        do {
            let changed = grid.apply(.done)
            #expect(!changed)
        }
        grid.apply(.select(id: "1"))
        do {
            let changed = grid.apply(.done)
            #expect(changed)
        }
        #expect(!grid.isSelecting && grid.selection.isEmpty)
    }

    @Test func photosThatDisappearLeaveTheSelection() {
        var grid = grid
        grid.apply(.select(id: "1"))
        grid.apply(.tap(id: "2"))
        grid.setPhotos([PhotoGrid.Photo(id: "2", label: .verbatim("Photo 2"))])
        #expect(grid.selection == ["2"])
        #expect(PhotoGrid(photos: [], selection: ["x"]).selection.isEmpty)
    }

    @Test func unknownPhotosChangeNothing() {
        var grid = grid
        do {
            let changed = grid.apply(.tap(id: "nope"))
            #expect(!changed)
        }
        do {
            let changed = grid.apply(.select(id: "nope"))
            #expect(!changed)
        }
        #expect(grid == self.grid)
    }
}
