// SPDX-License-Identifier: GPL-3.0-or-later

/// How one line of text fits the width it has, as SwiftUI fits a `.lineLimit(1)` text with a
/// `.minimumScaleFactor`: at its size when it fits, shrunk as far as the factor allows when
/// that makes it fit, else at the smallest scale and cut short. The audit's Dynamic Type rule
/// and the pictures both ask it, so a picture shows cut off exactly the text the audit says is.
public struct TextFit: Sendable, Hashable {
    /// The scale the text is drawn at: 1, or down to the minimum factor.
    public var scale: Double
    /// Whether even at that scale the text is wider than its line, so it is cut short.
    public var isClipped: Bool

    /// A fit: a scale, and whether the text is cut short.
    public init(scale: Double, isClipped: Bool) {
        self.scale = scale
        self.isClipped = isClipped
    }

    /// How `text` in `style` fits a line `width` points wide, shrinking to `minimumScale` at most.
    public static func line(_ text: String, _ style: TextStyle, width: Double, minimumScale: Double = 1) -> TextFit {
        let natural = TextMetrics.width(text, style)
        guard natural > width else { return TextFit(scale: 1, isClipped: false) }
        let least = min(max(minimumScale, 0), 1)
        guard natural * least > width else { return TextFit(scale: natural > 0 ? width / natural : 1, isClipped: false) }
        return TextFit(scale: least, isClipped: true)
    }

    /// A text that fits at its size.
    public static let whole = TextFit(scale: 1, isClipped: false)
}
