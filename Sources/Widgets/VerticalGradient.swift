// SPDX-License-Identifier: GPL-3.0-or-later

/// Colours spread evenly from top to bottom (SwiftUI's `LinearGradient` from `.top` to
/// `.bottom`), or one colour alone.
public struct VerticalGradient: Sendable, Hashable {
    /// The stops, top first; never empty.
    public var colors: [AdaptiveColor]

    /// Creates a gradient; no colours is clear.
    public init(_ colors: [AdaptiveColor]) {
        self.colors = colors.isEmpty ? [AdaptiveColor(.fixed(RGBA(red: 0, green: 0, blue: 0, alpha: 0)))] : colors
    }

    /// The colour a fraction `t` (0 top … 1 bottom) of the way down.
    public func color(at t: Double, _ appearance: Appearance) -> RGBA {
        let resolved = colors.map { $0.resolved(appearance) }
        guard resolved.count > 1 else { return resolved[0] }
        let position = min(max(t.isFinite ? t : 0, 0), 1) * Double(resolved.count - 1)
        let lower = min(Int(position), resolved.count - 2)
        return resolved[lower].mixed(with: resolved[lower + 1], position - Double(lower))
    }
}
