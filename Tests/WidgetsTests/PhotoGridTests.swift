// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

@Suite struct PhotoGridTests {
    private var grid: PhotoGrid {
        PhotoGrid(photos: ["1", "2", "3"].map { PhotoGrid.Photo(id: $0, label: .verbatim("Photo " + $0)) })
    }

    @Test func aTapOutsideSelectionModeOpensThePhoto() {
        var grid = grid
        do {
            let changed = grid.apply(.tap(id: "2"))
            #expect(changed)
        }
        #expect(grid.opened == "2")
        #expect(!grid.isSelecting && grid.selection.isEmpty)
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
        #expect(grid.opened == nil)
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
