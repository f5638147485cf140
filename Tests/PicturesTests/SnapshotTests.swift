// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Foundation
@testable import Pictures
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
    /// The same in dark appearance at the largest text size, in English left to right.
    static let darkCases: [DemoScreen] = DemoScreen.allCases

    static func snapshot(
        _ screen: DemoScreen, _ language: Language, _ direction: LayoutDirection, screenSize: Size? = nil,
        size: ContentSize = .default, appearance: Appearance = .light
    ) -> Snapshot {
        snapshot(screen.document, language, direction, screenSize: screenSize, size: size, appearance: appearance)
    }

    /// A snapshot of a document as `rotor snapshot` draws it: its words drawn by its component.
    static func snapshot(
        _ document: Document, _ language: Language, _ direction: LayoutDirection, screenSize: Size? = nil,
        size: ContentSize = .default, appearance: Appearance = .light
    ) -> Snapshot {
        let environment = Semantics.Environment(
            language: language, layoutDirection: direction, screen: screenSize, contentSize: size, appearance: appearance
        )
        let tree = TreeBuilder().tree(for: document, in: environment)
        return Snapshot(tree: tree, language: language, direction: direction, document: document, environment: environment)
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
        // In both appearances, the legend on its page, a label on each tint, and a component's
        // own words (Kanban's, the grid's header) drawn in their appearance's colour on each tint.
        for appearance in Appearance.allCases {
            let colors = SnapshotStyle.colors(appearance)
            #expect(colors.text.contrast(with: colors.page) >= 4.5 && colors.detail.contrast(with: colors.page) >= 4.5, "\(appearance)")
            for number in 1...SnapshotStyle.palette.count {
                #expect(colors.text.contrast(with: colors.tint(number)) >= 4.5, "label on tint \(number), \(appearance)")
                for color in [KanbanBoard.textColor, PhotoGrid.headerColor] {
                    let words = color.resolved(appearance)
                    let drawn = RGBColor(red: UInt8(words.red * 255), green: UInt8(words.green * 255), blue: UInt8(words.blue * 255))
                    #expect(drawn.contrast(with: colors.tint(number)) >= 4.5, "words on tint \(number), \(appearance)")
                }
            }
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
            guard let frame = entry.node.frame, min(frame.boundingBox.x + frame.boundingBox.width, layout.screen.width) - max(frame.boundingBox.x, 0) >= 40
            else { continue }
            // An element that is all words (a header, the call's title) shows its words instead.
            guard !entry.texts.contains(where: { $0.box.grown(by: 4).contains(frame.center) }) else { continue }
            #expect(samples.contains { $0.what == "\(entry.node.id)'s tint" }, "a point inside \(entry.node.id)")
        }
        #expect(samples.contains { $0.expected == SnapshotStyle.screen } || screen == .deckFan, "a point outside every element")
        Sample.check(samples, in: image, scale: 2, "\(screen.rawValue) \(language.code) \(direction.rawValue)")
    }

    /// In dark appearance at AX5 the picture is dark: its page, screen and panels, and each
    /// tint, where the frames say, as rsvg-convert draws them; light and dark differ.
    @Test(arguments: darkCases)
    func aDarkSnapshotIsDark(screen: DemoScreen) throws {
        let snapshot = Self.snapshot(screen, .english, .leftToRight, size: .ax5, appearance: .dark)
        let svg = snapshot.svg()
        #expect(svg != Self.snapshot(screen, .english, .leftToRight, size: .ax5).svg())
        let image = try PNGImage(try Rasterizer().png(svg))
        let colors = SnapshotStyle.colors(.dark)
        #expect(colors.screen.luminance < 0.05 && colors.page.luminance < 0.05)
        let samples = Sample.of(snapshot)
        #expect(samples.contains { $0.expected == colors.screen } || screen == .deckFan, "a point outside every element")
        #expect(samples.allSatisfy { $0.expected.luminance < 0.2 || $0.what == "the front part" }, "every sampled colour is dark")
        Sample.check(samples, in: image, scale: 2, "\(screen.rawValue) dark AX5")
        // The corner of the page below the legend is the dark page.
        let corner = try #require(image.pixel(x: image.width - 3, y: image.height - 3))
        #expect(RGBColor(red: corner.red, green: corner.green, blue: corner.blue) == colors.page)
    }

    /// The words a component draws are at the content size: a caption at AX5 is drawn in the
    /// caption style's AX5 size (shrunk no further than the layout's own fit), not the small
    /// label size, and larger than at Large.
    @Test func textIsDrawnAtTheContentSize() throws {
        for size in [ContentSize.large, .ax5] {
            let snapshot = Self.snapshot(.photoBoard, .english, .leftToRight, size: size)
            let entry = try #require(snapshot.layout().entries.first)
            let text = try #require(entry.texts.first)
            #expect(text.style == PhotoBoard.captionStyle.at(size))
            #expect(entry.label == nil, "the caption itself, not a label, names the card")
            let svg = snapshot.svg()
            let drawnSize = text.style.size * text.fit.scale
            #expect(svg.contains(#"font-size="\#(SVGFormat.number(drawnSize))""#) || drawnSize > 30, "\(size): \(drawnSize)")
        }
        let large = try #require(Self.snapshot(.photoBoard, .english, .leftToRight).layout().entries.first?.texts.first)
        let ax5 = try #require(Self.snapshot(.photoBoard, .english, .leftToRight, size: .ax5).layout().entries.first?.texts.first)
        #expect(ax5.style.size > 2.5 * large.style.size)
    }

    /// A caption the audit says is cut off at a size is drawn cut off at that size, ending in
    /// "…" inside its box, outlined, and said in the legend; the others are drawn whole.
    @Test(arguments: [ContentSize.large, .ax3, .ax5])
    func clippedTextIsDrawnClippedWhereTheAuditSaysSo(size: ContentSize) throws {
        let board = PhotoBoard(photos: [
            .init(id: "a", caption: .verbatim("Sunrise over the harbour of Valletta, seen from the Upper Barrakka Gardens")),
            .init(id: "b", caption: .verbatim("Old town walls")), .init(id: "c", caption: .verbatim("Rome")),
        ])
        let snapshot = Self.snapshot(.photoBoard(board), .english, .leftToRight, size: size)
        let layout = snapshot.layout()
        let drawnClipped = Set(layout.entries.filter { $0.texts.contains { $0.fit.isClipped } }.map(\.node.id.description))
        let report = Auditor(contentSize: size, largestContentSize: size).audit(
            [AuditTarget(name: "board", document: .photoBoard(board))], languages: [.english], directions: [.leftToRight]
        )
        let auditClipped = Set(report.findings.filter { $0.rule == .dynamicTypeTextClipped }.map(\.element))
        #expect(drawnClipped == auditClipped, "\(size): drawn \(drawnClipped), audited \(auditClipped)")
        let words = SVGText.words(snapshot.svg())
        for entry in layout.entries {
            let text = try #require(entry.texts.first)
            if text.fit.isClipped {
                #expect(words.contains("Cut off at this text size: “\(text.text)”."))
                #expect(words.contains("…"))
            } else {
                #expect(words.contains(text.text))
            }
        }
        #expect(snapshot.svg().contains("stroke-dasharray=\"5 3\"") == !drawnClipped.isEmpty)
    }

    @Test func aMissingRasterizerIsAClearError() {
        #expect(throws: PictureError.rasterizerMissing(program: "rsvg-convert-missing", package: "librsvg2-bin")) {
            try Rasterizer(program: "rsvg-convert-missing").png("<svg/>")
        }
    }
}
