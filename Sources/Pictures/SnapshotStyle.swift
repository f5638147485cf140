// SPDX-License-Identifier: GPL-3.0-or-later

import Widgets

/// How a snapshot looks: its colours, sizes and font, in one place, so that tests can say which
/// colour a point of the picture must have.
public enum SnapshotStyle {
    /// The element colours, in turn by reading order, as AccessibilitySnapshot does: each has a
    /// contrast of at least 4.5 to 1 with white (the badge's number), and of 3 to 1 (a graphic's) with its own tint.
    public static let palette: [RGBColor] = [
        RGBColor(0xB3261E), RGBColor(0x1B5EB8), RGBColor(0x2E7D32), RGBColor(0x8E3B8E),
        RGBColor(0x9A4A00), RGBColor(0x00696B), RGBColor(0xA0206A), RGBColor(0x5C5F00),
    ]
    /// How strongly an element's colour tints its frame, over white.
    public static let tintOpacity = 0.24
    /// The page around the screen and under the legend.
    public static let page = RGBColor.white
    /// The screen.
    public static let screen = RGBColor(0xF2F2F7)
    /// A group drawn on the screen (a Kanban column, the grid's header).
    public static let group = RGBColor(0xDDDDE3)
    /// The screen's edge.
    public static let screenEdge = RGBColor(0x8E8E93)
    /// The legend's words.
    public static let text = RGBColor(0x1C1C1E)
    /// The legend's hints and actions.
    public static let detail = RGBColor(0x3A3A3C)
    /// The dashed outline and label of an element that breaks a rule.
    public static let violation = RGBColor.black
    /// The fonts, the first one installed by `fonts-dejavu-core`, the others by `fonts-noto-core`.
    public static let fontFamily = "DejaVu Sans, Noto Sans, Noto Sans Hebrew, Noto Sans Arabic, sans-serif"

    /// The colours of a picture in one appearance: light as above; dark with a dark page,
    /// screen and panels, light words, and each element's tint its colour over black, so that
    /// the words drawn on it (light in dark appearance) stay as legible as dark words on a light
    /// tint.
    public struct Colors: Sendable, Hashable {
        public var page: RGBColor
        public var screen: RGBColor
        public var group: RGBColor
        public var screenEdge: RGBColor
        public var text: RGBColor
        public var detail: RGBColor
        /// The dashed outline and label of an element that breaks a rule, and what is written on the label.
        public var violation: RGBColor
        public var violationText: RGBColor
        /// What an element's colour tints, and how strongly.
        public var tintBase: RGBColor
        public var tintOpacity: Double

        /// The opaque tint the element numbered `number` is filled with.
        public func tint(_ number: Int) -> RGBColor {
            SnapshotStyle.color(number).over(tintBase, opacity: tintOpacity)
        }
    }

    /// The colours of a picture in an appearance.
    public static func colors(_ appearance: Appearance) -> Colors {
        switch appearance {
        case .light:
            Colors(
                page: page, screen: screen, group: group, screenEdge: screenEdge, text: text, detail: detail,
                violation: violation, violationText: .white, tintBase: .white, tintOpacity: tintOpacity
            )
        case .dark:
            Colors(
                page: RGBColor(0x1C1C1E), screen: RGBColor(0x000000), group: RGBColor(0x2C2C2E), screenEdge: RGBColor(0x8E8E93),
                text: RGBColor(0xF2F2F7), detail: RGBColor(0xD1D1D6), violation: RGBColor(0xF2F2F7), violationText: RGBColor(0x000000),
                tintBase: .black, tintOpacity: 0.42
            )
        }
    }

    /// The colour of the element numbered `number` (from 1).
    public static func color(_ number: Int) -> RGBColor {
        palette[(max(number, 1) - 1) % palette.count]
    }

    /// The opaque tint an element's frame is filled with.
    public static func tint(_ number: Int) -> RGBColor {
        color(number).over(.white, opacity: tintOpacity)
    }

    /// The badge's radius.
    public static let badgeRadius = 11.0
    /// How far the badge's centre is from the frame's top-leading corner, across and down.
    public static let badgeInset = 14.0
    /// The width of an element's outline.
    public static let elementStroke = 2.0
    /// The width of a part's outline (a deck's card).
    public static let partStroke = 1.5
    /// The width of the dashed outline of an element that breaks a rule.
    public static let violationStroke = 3.0
    /// The margin around the legend.
    public static let margin = 16.0
    /// Where the legend's text starts, after its badge.
    public static let legendTextInset = 48.0
    /// The legend heading's font size.
    public static let headingSize = 16.0
    /// An element's phrase: font size and line height.
    public static let phraseSize = 14.0
    /// The phrase's line height.
    public static let phraseLine = 18.0
    /// An element's hint, actions and findings: font size.
    public static let detailSize = 13.0
    /// Their line height.
    public static let detailLine = 17.0
    /// The space between two entries of the legend.
    public static let entrySpacing = 10.0
    /// An element's label in its frame: its font size.
    public static let labelSize = 12.0
    /// Its line height.
    public static let labelLine = 15.0
    /// Where it starts after the badge, from the frame's leading edge.
    public static let labelInset = 30.0
    /// The least frame it is written in.
    public static let labelRoom = Size(width: 60, height: 16)
    /// How much of a tall frame's height it may take (the lower part stays the tint alone).
    public static let labelShare = 0.8
    /// The narrowest a snapshot is, so the legend has room on a small screen.
    public static let minimumWidth = 320.0
}
