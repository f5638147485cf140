// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import Widgets

/// Values worked out by hand (in Python, from the original's formulas) for a 390×700 board and 150-point cards.
@Suite struct PhotoBoardLayoutTests {
    @Test(arguments: [
        (0, 0.046207351952034514, 5.0011475229403),
        (1, -0.2479142819502158, 7.900960918093915),
        (3, 0.20250100617704447, -7.67154102823406),
        (12_345, 0.4258611618570285, -4.147715779370628),
    ])
    func noiseAndAngle(index: Int, noise: Double, angle: Double) {
        #expect(abs(PhotoBoardLayout.noise(index, salt: 1) - noise) < 1e-9)
        #expect(abs(PhotoBoardLayout.angle(index: index) - angle) < 1e-9)
    }

    @Test func anglesStayWithinNineDegrees() {
        for index in 0..<20_000 {
            #expect(abs(PhotoBoardLayout.angle(index: index)) <= 9)
        }
    }

    @Test func clampUsesTheBoxAtTheWidestTilt() {
        let point = PhotoBoardLayout.clamped(.zero, card: Size(width: 150, height: 180), board: Size(width: 390, height: 700))
        #expect(abs(point.x - 88.15572739825612) < 1e-9)
        #expect(abs(point.y - 100.62453553157972) < 1e-9)
    }

    @Test func aCardThatDoesNotFitIsCentred() {
        let point = PhotoBoardLayout.clamped(Point(x: 1000, y: -5), card: Size(width: 150, height: 180), board: Size(width: 100, height: 100))
        #expect(point == Point(x: 50, y: 50))
    }

    @Test(arguments: [
        (0, 88.15572739825612, 139.01751444789397),
        (1, 183.71990017126518, 218.68752589157796),
        (2, 301.8442726017439, 127.7652994723212),
        (3, 88.15572739825612, 540.5423927712764),
        (4, 203.67703278562112, 473.8056711818353),
    ])
    func demoCentres(index: Int, x: Double, y: Double) {
        let point = PhotoBoardLayout.center(index: index, count: 5, card: Size(width: 150, height: 180), board: Size(width: 390, height: 700))
        #expect(abs(point.x - x) < 1e-9)
        #expect(abs(point.y - y) < 1e-9)
    }

    @Test func noPhotosCentreOnTheBoard() {
        #expect(PhotoBoardLayout.center(index: 0, count: 0, card: Size(width: 1, height: 1), board: Size(width: 10, height: 20)) == Point(x: 5, y: 10))
    }

    /// A card's place depends on its index alone: five photos with any ids and captions land on
    /// the centres worked out by hand above (`demoCentres`), and so do the same photos in a board
    /// built apart, in another order of ids and with other captions.
    @Test func samePhotosAlwaysLandInTheSamePlace() {
        let expected: [(x: Double, y: Double)] = [
            (88.15572739825612, 139.01751444789397), (183.71990017126518, 218.68752589157796),
            (301.8442726017439, 127.7652994723212), (88.15572739825612, 540.5423927712764),
            (203.67703278562112, 473.8056711818353),
        ]
        let boards = [
            PhotoBoard(photos: ["lisbon", "oslo", "kyoto", "quito", "cairo"].map { PhotoBoard.Photo(id: $0, caption: .verbatim($0)) }, boardSize: Size(width: 390, height: 700)),
            PhotoBoard(photos: (0..<5).map { PhotoBoard.Photo(id: "photo-\(4 - $0)", caption: .catalog(key: "demo.photoBoard.lisbon")) }, boardSize: Size(width: 390, height: 700)),
        ]
        for board in boards {
            #expect(board.cardSize == Size(width: 150, height: 180) && board.boardSize == Size(width: 390, height: 700))
            for (index, centre) in expected.enumerated() {
                let point = board.position(index: index)
                #expect(abs(point.x - centre.x) < 1e-9 && abs(point.y - centre.y) < 1e-9, "photo \(index) of \(board.photos.map(\.id)) is at \(point)")
            }
        }
    }

    @Test(arguments: [Size(width: 390, height: 700), Size(width: 1000, height: 300), Size(width: 50, height: 50)])
    func clampedCardsStayInsideTheBoard(board: Size) {
        let card = Size(width: 150, height: 180)
        let tilt = PhotoBoardLayout.maximumAngle * .pi / 180
        let halfWidth = (card.width * cos(tilt) + card.height * sin(tilt)) / 2
        for x in stride(from: -500.0, through: 1500, by: 97) {
            for y in stride(from: -500.0, through: 1500, by: 89) {
                let point = PhotoBoardLayout.clamped(Point(x: x, y: y), card: card, board: board)
                #expect(point.x >= 0 && point.x <= board.width && point.y >= 0 && point.y <= board.height)
                if board.width > halfWidth * 2 {
                    #expect(point.x - halfWidth >= -1e-9 && point.x + halfWidth <= board.width + 1e-9)
                }
            }
        }
    }

    @Test func theGridHasAtMostTenThousandCells() {
        // 40,000 photos: still a 100-column grid, as the original caps the count used for columns.
        let point = PhotoBoardLayout.center(index: 150, count: 40_000, card: Size(width: 1, height: 1.2), board: Size(width: 1000, height: 1000))
        let column = Int(point.x / 10)
        #expect(column == 50)
    }
}

@Suite struct PhotoBoardTests {
    private var board: PhotoBoard {
        PhotoBoard(photos: ["a", "b", "c"].map { PhotoBoard.Photo(id: $0, caption: .verbatim($0)) })
    }

    @Test func cardWidthIsAtLeastOnePointAndTallerByAFifth() {
        var board = board
        #expect(board.cardSize == Size(width: 150, height: 180))
        board.cardWidth = -3
        #expect(board.cardSize == Size(width: 1, height: 1.2))
    }

    @Test func bringToFrontRaisesAboveEveryCard() {
        var board = board
        #expect(board.frontToBack == ["c", "b", "a"])
        do {
            let changed = board.apply(.bringToFront(id: "a"))
            #expect(changed)
        }
        #expect(board.frontToBack == ["a", "c", "b"])
        #expect(board.depth(index: 0) == 3)
        let changed = board.apply(.bringToFront(id: "a"))
        #expect(!changed, "already in front: nothing changes")
        do {
            let changed = board.apply(.bringToFront(id: "zz"))
            #expect(!changed)
        }
    }

    @Test func aDragBringsTheCardToTheFrontAndKeepsWhereItStopped() {
        var board = board
        let home = board.home(index: 1)
        do {
            let changed = board.apply(.drag(id: "b", translation: Size(width: 10, height: 20), direction: .leftToRight))
            #expect(changed)
        }
        #expect(board.stacking == ["b"])
        #expect(board.offsets["b"] == Size(width: 10, height: 20))
        #expect(board.position(index: 1) == Point(x: home.x + 10, y: home.y + 20))
    }

    @Test func aDragFarOffTheBoardSettlesAtItsEdge() {
        var board = board
        board.apply(.drag(id: "a", translation: Size(width: -5000, height: 0), direction: .leftToRight))
        let offset = board.offsets["a"] ?? .zero
        #expect(abs(board.home(index: 0).x + offset.width - 88.15572739825612) < 1e-9, "not how far the finger went")
    }

    @Test func rightToLeftMirrorsTheDragsWidth() {
        var ltr = board
        var rtl = board
        ltr.apply(.drag(id: "c", translation: Size(width: -30, height: 5), direction: .leftToRight))
        rtl.apply(.drag(id: "c", translation: Size(width: 30, height: 5), direction: .rightToLeft))
        #expect(ltr.offsets == rtl.offsets)
    }
}
