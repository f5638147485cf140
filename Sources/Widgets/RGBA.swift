// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A colour in sRGB with an opacity, each part from 0 to 1, and the arithmetic WCAG's contrast
/// needs: laying a colour over another, relative luminance, and the ratio of two luminances.
public struct RGBA: Sendable, Hashable {
    /// Red, 0…1, gamma-encoded as sRGB stores it.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// 1 opaque, 0 invisible.
    public var alpha: Double

    /// Creates a colour; each part is kept within 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// A colour from 8-bit channels, as Apple's colour tables give them.
    public init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)

    /// `#RRGGBB` or `#RRGGBBAA` (case does not matter); nil for anything else.
    public init?(hex text: String) {
        guard text.first == "#" else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? value << 8 | 0xFF : value
        func part(_ shift: UInt32) -> Double { Double((full >> shift) & 0xFF) / 255 }
        self.init(red: part(24), green: part(16), blue: part(8), alpha: part(0))
    }

    /// `#RRGGBB`, with `AA` when not opaque; capitals.
    public var hex: String {
        let parts = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + parts.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    /// The same colour at a fraction of its opacity (SwiftUI's `.opacity(_:)`).
    public func opacity(_ fraction: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * fraction)
    }

    /// This colour laid over another (source over, in sRGB, as the display blends).
    public func over(_ below: RGBA) -> RGBA {
        let alpha = self.alpha + below.alpha * (1 - self.alpha)
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * below.alpha * (1 - self.alpha)) / alpha
        }
        return RGBA(red: blend(red, below.red), green: blend(green, below.green), blue: blend(blue, below.blue), alpha: alpha)
    }

    /// The colour a fraction `t` of the way from this one to another, part by part.
    public func mixed(with other: RGBA, _ t: Double) -> RGBA {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return RGBA(red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue), alpha: lerp(alpha, other.alpha))
    }

    /// WCAG 2.2's relative luminance of the opaque colour: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.2's contrast ratio of two opaque colours, from 1 to 21.
    public static func contrast(_ first: RGBA, _ second: RGBA) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
