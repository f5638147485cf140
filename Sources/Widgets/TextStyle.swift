// SPDX-License-Identifier: GPL-3.0-or-later

/// A SwiftUI text style at a Dynamic Type content size: its point size, its line height and its
/// weight, as Apple's Human Interface Guidelines list them (``TextStyle/named(_:at:)``).
public struct TextStyle: Sendable, Hashable {
    /// How heavy the letters are; heavier letters are a little wider.
    public enum Weight: Sendable, Hashable, Comparable {
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

    /// SwiftUI's text styles (`Font.TextStyle`).
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
    }

    /// Which style it is.
    public var name: Name
    /// The content size it is at.
    public var contentSize: ContentSize
    /// The point size.
    public var size: Double
    /// The height of one line, in points.
    public var lineHeight: Double
    /// How heavy the letters are.
    public var weight: Weight

    /// A style at a content size, with the HIG's weight for it (semibold for the headline, regular
    /// for the others) unless another is given.
    public static func named(_ name: Name, at contentSize: ContentSize = .default, weight: Weight? = nil) -> TextStyle {
        let metrics = Self.metrics(name, contentSize)
        return TextStyle(
            name: name, contentSize: contentSize, size: metrics.size, lineHeight: metrics.lineHeight,
            weight: weight ?? (name == .headline ? .semibold : .regular)
        )
    }

    private init(name: Name, contentSize: ContentSize, size: Double, lineHeight: Double, weight: Weight) {
        self.name = name
        self.contentSize = contentSize
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
    }

    /// The same style in another weight (`.font(.caption.weight(.medium))`, `.bold()`).
    public func weight(_ weight: Weight) -> TextStyle {
        TextStyle(name: name, contentSize: contentSize, size: size, lineHeight: lineHeight, weight: weight)
    }

    /// The same style and weight at another content size: what Dynamic Type does to it.
    public func at(_ contentSize: ContentSize) -> TextStyle {
        Self.named(name, at: contentSize, weight: weight)
    }

    /// Whether WCAG counts it as large text (1.4.3): at least 18 points, or 14 points and bold.
    public var isLargeText: Bool { size >= 18 || (size >= 14 && weight >= .semibold) }

    /// `.largeTitle` at Large: 34 points on 41.
    public static let largeTitle = named(.largeTitle)
    /// `.title` at Large: 28 points on 34.
    public static let title = named(.title)
    /// `.title3` at Large: 20 points on 25.
    public static let title3 = named(.title3)
    /// `.headline` at Large: 17 points on 22, semibold.
    public static let headline = named(.headline)
    /// `.body` at Large: 17 points on 22.
    public static let body = named(.body)
    /// `.subheadline` at Large: 15 points on 20.
    public static let subheadline = named(.subheadline)
    /// `.footnote` at Large: 13 points on 18.
    public static let footnote = named(.footnote)
    /// `.caption` at Large: 12 points on 16.
    public static let caption = named(.caption)
}
