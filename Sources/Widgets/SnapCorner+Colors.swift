// SPDX-License-Identifier: GPL-3.0-or-later

extension SnapCorner {
    /// The demo's background: indigo, purple and pink from top to bottom.
    public static let demoBackground = VerticalGradient([.system(.indigo), .system(.purple), .system(.pink)])
    /// The tile's fill, teal at its top leading corner to blue at its bottom trailing one.
    public static let tileColors: [AdaptiveColor] = [.system(.teal), .system(.blue)]
    /// The demo's title (`.foregroundStyle(.white)`).
    public static let titleColor = AdaptiveColor.system(.white)
    /// The demo's subtitle: white at 80 % (`.opacity(0.8)`).
    public static let subtitleColor = AdaptiveColor.system(.white, opacity: 0.8)
}
