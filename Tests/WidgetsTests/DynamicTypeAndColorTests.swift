// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Widgets

/// Text sizes from Apple's HIG table of iOS Dynamic Type sizes, what they do to the originals'
/// layouts, and WCAG's contrast arithmetic against figures WCAG's own materials give.
@Suite struct DynamicTypeAndColorTests {
    /// Body and Caption 1 at every content size, xSmall to AX5, as the HIG lists them.
    static let hig: [(ContentSize, body: Double, caption: Double)] = [
        (.xSmall, 14, 11), (.small, 15, 11), (.medium, 16, 11), (.large, 17, 12), (.xLarge, 19, 14), (.xxLarge, 21, 16),
        (.xxxLarge, 23, 18), (.ax1, 28, 22), (.ax2, 33, 26), (.ax3, 40, 32), (.ax4, 47, 37), (.ax5, 53, 43),
    ]

    @Test(arguments: hig)
    func textStylesFollowTheHIGTable(size: ContentSize, body: Double, caption: Double) {
        #expect(TextStyle.named(.body, at: size).size == body)
        #expect(TextStyle.named(.caption, at: size).size == caption)
        #expect(TextStyle.caption.weight(.medium).at(size).weight == .medium, "Dynamic Type keeps the weight")
    }

    /// `@ScaledMetric(relativeTo: .body)` grows the Kanban column with the body text: 150 points
    /// at Large is 150 × 53 / 17 at AX5; `max(120, …)` keeps small sizes at least 120.
    @Test func kanbanColumnsScaleWithTheBodyStyle() {
        #expect(abs(KanbanLayout.columnWidth(150, .ax5) - 150 * 53 / 17) < 1e-9)
        #expect(KanbanLayout.columnWidth(150, .large) == 150)
        #expect(KanbanLayout.columnWidth(120, .xSmall) == 120)
        // A card of one line is its line height plus 24 points of padding at every size.
        #expect(KanbanLayout.cardHeight("Plan", columnWidth: 150, size: .xSmall) == 16 + 24)
        #expect(KanbanLayout.cardHeight("Plan", columnWidth: 150, size: .ax5) == 58 + 24)
    }

    /// The caption's line grows with the text: a 150-point card is 16 + 134 + 6 + the line.
    @Test func photoCardsGrowWithTheirCaptionLine() {
        let board = PhotoBoard(photos: [])
        #expect(board.cardViewSize(.large).height == 16 + 134 + 6 + 16)
        #expect(board.cardViewSize(.ax5).height == 16 + 134 + 6 + 51)
        #expect(board.captionWidth == 134)
    }

    @Test func contrastRatiosAreWCAGs() {
        #expect(RGBA.contrast(.white, .black) == 21)
        #expect(RGBA.contrast(.white, .white) == 1)
        // #767676 is the lightest grey with 4.5:1 on white; #777777 falls just short.
        let passing = RGBA.contrast(RGBA(hex: "#767676") ?? .black, .white)
        let failing = RGBA.contrast(RGBA(hex: "#777777") ?? .black, .white)
        #expect(passing >= 4.5 && failing < 4.5, "\(passing) \(failing)")
        // Black at 50 % over white is the middle grey, #808080 (within a rounding step).
        let middle = RGBA.black.opacity(0.5).over(.white)
        #expect(abs(middle.red - 0.5) < 0.01 && middle.alpha == 1)
    }

    @Test(arguments: [("#FFFFFF", "#FFFFFF"), ("#0a84ff", "#0A84FF"), ("#00000080", "#00000080")])
    func colorsReadAndWriteAsBoardFilesHaveThem(text: String, written: String) throws {
        #expect(try #require(RGBA(hex: text)).hex == written)
    }

    @Test(arguments: ["#FFF", "#GGGGGG", "", "background-color", "Indigo", "#FFFFFFFFFF"])
    func aColorThatIsNoneIsRefused(text: String) {
        #expect(AdaptiveColor(name: text) == nil)
    }

    @Test func systemColorsChangeWithTheAppearance() {
        #expect(SystemColor.background.resolved(.light) == .white)
        #expect(SystemColor.background.resolved(.dark) == .black)
        #expect(SystemColor.label.resolved(.dark) == .white)
        #expect(AdaptiveColor(name: "indigo")?.resolved(.light) == RGBA(88, 86, 214))
    }
}
