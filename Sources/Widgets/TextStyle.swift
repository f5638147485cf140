// SPDX-License-Identifier: GPL-3.0-or-later

/// A SwiftUI text style at Dynamic Type's default size ("Large"): its point size, its line
/// height and its weight, as Apple's Human Interface Guidelines list them.
public struct TextStyle: Sendable, Hashable {
    /// How heavy the letters are; heavier letters are a little wider.
    public enum Weight: Sendable, Hashable {
        case regular, medium, semibold, bold

        /// How much wider than regular a line of this weight is.
        var widthFactor: Double {
            switch self {
            case .regular: 1
            case .medium: 1.02
            case .semibold: 1.05
            case .bold: 1.08
            }
        }
    }

    /// The point size.
    public var size: Double
    /// The height of one line, in points.
    public var lineHeight: Double
    /// How heavy the letters are.
    public var weight: Weight

    /// Creates a style.
    public init(size: Double, lineHeight: Double, weight: Weight = .regular) {
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
    }

    /// The same style in another weight (`.font(.caption.weight(.medium))`, `.bold()`).
    public func weight(_ weight: Weight) -> TextStyle {
        TextStyle(size: size, lineHeight: lineHeight, weight: weight)
    }

    /// `.largeTitle`: 34 points on 41.
    public static let largeTitle = TextStyle(size: 34, lineHeight: 41)
    /// `.title`: 28 points on 34.
    public static let title = TextStyle(size: 28, lineHeight: 34)
    /// `.title3`: 20 points on 25.
    public static let title3 = TextStyle(size: 20, lineHeight: 25)
    /// `.headline`: 17 points on 22, semibold.
    public static let headline = TextStyle(size: 17, lineHeight: 22, weight: .semibold)
    /// `.body`: 17 points on 22.
    public static let body = TextStyle(size: 17, lineHeight: 22)
    /// `.subheadline`: 15 points on 20.
    public static let subheadline = TextStyle(size: 15, lineHeight: 20)
    /// `.footnote`: 13 points on 18.
    public static let footnote = TextStyle(size: 13, lineHeight: 18)
    /// `.caption`: 12 points on 16.
    public static let caption = TextStyle(size: 12, lineHeight: 16)
}
