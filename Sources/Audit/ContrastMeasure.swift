// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Widgets

/// What a contrast finding measured, as axe-core's `color-contrast` reports it: the colours as
/// drawn (the foreground laid over the background), their ratio, the ratio WCAG asks for, and
/// the appearance.
public struct ContrastMeasure: Sendable, Hashable {
    /// The text's or the element's colour as drawn, laid over the background.
    public var foreground: RGBA
    /// What is behind it, where the ratio is worst (text) or best (an element without text).
    public var background: RGBA
    /// The contrast ratio, from 1 to 21.
    public var ratio: Double
    /// The ratio WCAG asks for: 4.5, or 3 for large text and non-text.
    public var required: Double
    /// Light or dark.
    public var appearance: Appearance

    /// Creates a measure.
    public init(foreground: RGBA, background: RGBA, ratio: Double, required: Double, appearance: Appearance) {
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
        self.required = required
        self.appearance = appearance
    }

    /// The ratio to two decimals, as axe-core gives `contrastRatio`.
    public var roundedRatio: Double { (ratio * 100).rounded() / 100 }

    /// WCAG's ratio as axe-core writes `expectedContrastRatio`: `4.5:1`.
    public var expected: String {
        (required == required.rounded() ? String(Int(required)) : String(required)) + ":1"
    }

    /// The measure as a JSON and SARIF property, in axe-core's names.
    public var property: PropertyValue {
        .object([
            "appearance": .text(appearance.rawValue),
            "fgColor": .text(foreground.hex),
            "bgColor": .text(background.hex),
            "contrastRatio": .number(roundedRatio),
            "expectedContrastRatio": .text(expected),
        ])
    }
}
