// SPDX-License-Identifier: GPL-3.0-or-later

extension TextStyle {
    /// A style's point size and line height at one content size.
    struct Metrics: Sendable, Hashable {
        let size: Double
        let lineHeight: Double
    }

    /// The point size and line height of a style at a content size, from the table of iOS
    /// Dynamic Type sizes in Apple's Human Interface Guidelines (Typography, Specifications).
    static func metrics(_ name: Name, _ contentSize: ContentSize) -> Metrics {
        let row = table[contentSize.index]
        let pair = row[Name.allCases.firstIndex(of: name) ?? 0]
        return Metrics(size: pair.0, lineHeight: pair.1)
    }

    /// One row per content size, xSmall to AX5; in each, the styles in ``Name``'s order (Large
    /// Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subhead, Footnote, Caption 1,
    /// Caption 2), each as (point size, leading).
    private static let table: [[(Double, Double)]] = [
        // xSmall
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        // Small
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        // Medium
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        // Large (the default)
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        // xLarge
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        // xxLarge
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        // xxxLarge
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        // AX1
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        // AX2
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        // AX3
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        // AX4
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        // AX5
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]

    /// What `@ScaledMetric(relativeTo: style)` makes of a value at a content size: the value times
    /// how much the style's point size grew from Large.
    public static func scaled(_ value: Double, relativeTo name: Name, at contentSize: ContentSize) -> Double {
        value * metrics(name, contentSize).size / metrics(name, .default).size
    }
}
