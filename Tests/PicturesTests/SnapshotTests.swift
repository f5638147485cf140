// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Pictures
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

/// Snapshots as SVG, and as PNG through the real rsvg-convert: the same bytes every time, every
/// element's tint where its frame is, the legend's words in the tree's language.
@Suite struct SnapshotTests {
    static let cases: [(DemoScreen, Language, LayoutDirection)] = DemoScreen.allCases.flatMap { screen in
        [(screen, Language.english, LayoutDirection.leftToRight), (screen, .spanish, .rightToLeft)]
    }

    static func snapshot(_ screen: DemoScreen, _ language: Language, _ direction: LayoutDirection, screenSize: Size? = nil) -> Snapshot {
        let environment = Semantics.Environment(language: language, layoutDirection: direction, screen: screenSize)
        let tree = TreeBuilder().tree(for: screen.document, in: environment)
        return Snapshot(tree: tree, language: language, direction: direction)
    }

    @Test(arguments: cases)
    func theLegendSaysWhatVoiceOverSaysInTheTreesLanguage(screen: DemoScreen, language: Language, direction: LayoutDirection) {
        let snapshot = Self.snapshot(screen, language, direction)
        let words = SVGText.words(snapshot.svg())
        let phrase = Phrase()
        let wording = Wording(strings: .builtIn, language: language)
        for node in snapshot.tree.elements {
            #expect(words.contains(SVGText.normalized(phrase.spoken(node, language))), "\(node.id)")
            if !node.hint.isEmpty {
                #expect(words.contains(SVGText.normalized(wording(CatalogText.pictureLegendHint(node.hint)))), "\(node.id)'s hint")
            }
            if !node.actions.isEmpty {
                let names = node.actions.map(\.name).joined(separator: wording.listSeparator)
                #expect(words.contains(SVGText.normalized(wording(CatalogText.pictureLegendActions(names)))), "\(node.id)'s actions")
            }
        }
        #expect(words.contains(SVGText.normalized(snapshot.tree.title)))
    }

    @Test(arguments: cases)
    func theSameTreeGivesTheSameBytes(screen: DemoScreen, language: Language, direction: LayoutDirection) {
        #expect(Self.snapshot(screen, language, direction).svg() == Self.snapshot(screen, language, direction).svg())
    }

    @Test func rightToLeftMirrorsTheTileAndNotTheNumbers() throws {
        let ltr = Self.snapshot(.snapCorner, .english, .leftToRight)
        let rtl = Self.snapshot(.snapCorner, .english, .rightToLeft)
        #expect(ltr.svg().contains(#"<rect x="254" y="658" width="120" height="170""#))
        #expect(rtl.svg().contains(#"<rect x="16" y="658" width="120" height="170""#))
        let tile = try #require(rtl.layout().entries.last)
        #expect(tile.number == 3, "reading order is kept")
        let badge = try #require(tile.badge)
        #expect(badge.x > 16 + 120 / 2, "the badge is at the tile's top-leading corner: its right in right-to-left")
        #expect(tile.legendBadge.x > rtl.layout().width / 2, "the legend runs from the right")
        #expect(rtl.svg().contains(#"direction="rtl""#) && !ltr.svg().contains(#"direction="rtl""#))
    }

    @Test func elementsOutsideTheScreenAreCountedNotDrawn() {
        let columns = (0..<8).map { KanbanBoard.Column(id: "c\($0)", title: .verbatim("Column \($0)"), cards: [.init(id: "k\($0)", title: .verbatim("Card \($0)"))]) }
        let tree = TreeBuilder().tree(for: .kanban(KanbanBoard(columns: columns)), in: .init())
        let snapshot = Snapshot(tree: tree, language: .english, direction: .leftToRight)
        let layout = snapshot.layout()
        #expect(layout.entries.count == 4, "two 220-point columns show on a 390-point screen")
        #expect(layout.entries.map(\.number) == [1, 2, 3, 4])
        #expect(SVGText.words(snapshot.svg()).contains("12 more elements lie outside the screen."))
    }

    @Test func everyTextCanBeReadAgainstWhatItIsDrawnOn() {
        for (index, color) in SnapshotStyle.palette.enumerated() {
            #expect(color.contrast(with: .white) >= 4.5, "badge number on colour \(index + 1)")
            #expect(color.contrast(with: SnapshotStyle.tint(index + 1)) >= 3, "outline on its tint (WCAG 1.4.11, a graphic), colour \(index + 1)")
            #expect(SnapshotStyle.text.contrast(with: SnapshotStyle.tint(index + 1)) >= 4.5, "label on tint \(index + 1)")
        }
        #expect(SnapshotStyle.text.contrast(with: SnapshotStyle.page) >= 4.5)
        #expect(SnapshotStyle.detail.contrast(with: SnapshotStyle.page) >= 4.5)
        #expect(RGBColor.white.contrast(with: SnapshotStyle.violation) >= 4.5)
    }

    @Test func userTextCannotBreakThePicture() {
        let hostile = "<script>alert(1)</script> & \u{1B}]0;title\u{07} \"quoted\""
        let board = PhotoBoard(photos: [.init(id: "a", caption: .verbatim(hostile))])
        let tree = TreeBuilder().tree(for: .photoBoard(board), in: .init())
        let svg = Snapshot(tree: tree, language: .english, direction: .leftToRight).svg()
        #expect(!svg.contains("<script>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control character reaches the file")
        #expect(SVGText.words(svg).contains("<script>alert(1)</script> &"))
    }

    /// rsvg-convert draws each picture the same, byte for byte, and every sample point has the
    /// colour the frames say, at twice the size in points.
    @Test(arguments: cases)
    func rsvgDrawsEachTintWhereItsFrameIs(screen: DemoScreen, language: Language, direction: LayoutDirection) throws {
        let snapshot = Self.snapshot(screen, language, direction)
        let svg = snapshot.svg()
        let png = try Rasterizer().png(svg)
        if screen == .photoBoard { #expect(png == (try Rasterizer().png(svg)), "deterministic bytes") }
        let image = try PNGImage(png)
        let layout = snapshot.layout()
        #expect(image.width == Int(layout.width) * 2 && image.height == Int(layout.height) * 2)
        let samples = Sample.of(snapshot)
        for entry in layout.entries {
            // An element that only just shows at the edge may have no room beside its badge.
            guard let box = entry.node.frame?.boundingBox, min(box.x + box.width, layout.screen.width) - max(box.x, 0) >= 40 else { continue }
            #expect(samples.contains { $0.what == "\(entry.node.id)'s tint" }, "a point inside \(entry.node.id)")
        }
        #expect(samples.contains { $0.expected == SnapshotStyle.screen } || screen == .deckFan, "a point outside every element")
        Sample.check(samples, in: image, scale: 2, "\(screen.rawValue) \(language.code) \(direction.rawValue)")
    }

    @Test func aMissingRasterizerIsAClearError() {
        #expect(throws: PictureError.rasterizerMissing(program: "rsvg-convert-missing", package: "librsvg2-bin")) {
            try Rasterizer(program: "rsvg-convert-missing").png("<svg/>")
        }
    }
}
