// SPDX-License-Identifier: GPL-3.0-or-later

/// A colour as a SwiftUI `Color` holds it: fixed, or a system colour that follows the
/// appearance, at an opacity.
public struct AdaptiveColor: Sendable, Hashable {
    /// Where the colour comes from.
    public enum Source: Sendable, Hashable {
        case fixed(RGBA)
        case system(SystemColor)
    }

    public var source: Source
    /// The opacity laid on it, 0…1 (`.opacity(0.8)`).
    public var opacity: Double

    /// Creates a colour.
    public init(_ source: Source, opacity: Double = 1) {
        self.source = source
        self.opacity = opacity
    }

    /// A system colour.
    public static func system(_ color: SystemColor, opacity: Double = 1) -> AdaptiveColor {
        AdaptiveColor(.system(color), opacity: opacity)
    }

    /// A fixed colour.
    public static func fixed(_ color: RGBA) -> AdaptiveColor {
        AdaptiveColor(.fixed(color))
    }

    /// The same colour at a fraction of its opacity.
    public func opacity(_ fraction: Double) -> AdaptiveColor {
        AdaptiveColor(source, opacity: opacity * fraction)
    }

    /// The colour in an appearance.
    public func resolved(_ appearance: Appearance) -> RGBA {
        switch source {
        case .fixed(let color): color.opacity(opacity)
        case .system(let color): color.resolved(appearance).opacity(opacity)
        }
    }

    /// A colour as a board file writes it: `#RRGGBB`, `#RRGGBBAA`, or a system colour's name
    /// (`background`, `label`, `indigo` …); nil for anything else.
    public init?(name text: String) {
        if let color = RGBA(hex: text) {
            self.init(.fixed(color))
        } else if let system = SystemColor(rawValue: text) {
            self.init(.system(system))
        } else {
            return nil
        }
    }

    /// What a board file writes for it (before any opacity).
    public var name: String {
        switch source {
        case .fixed(let color): color.hex
        case .system(let color): color.rawValue
        }
    }
}
