// SPDX-License-Identifier: GPL-3.0-or-later

/// The screen the components are laid out on when they measure it (SwiftUI's `GeometryReader`,
/// a view that fills its container): an iPhone's 390 × 844 points, with no safe-area insets, unless
/// a size is given (`--screen WxH`).
public enum Screen {
    /// 390 × 844 points: an iPhone 14 or 15 held upright.
    public static let defaultSize = Size(width: 390, height: 844)
    /// The sides a screen may have, in points.
    public static let sides = 100.0...10_000
}
