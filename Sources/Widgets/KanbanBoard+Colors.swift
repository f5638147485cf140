// SPDX-License-Identifier: GPL-3.0-or-later

extension KanbanBoard {
    /// The demo's background over the system background: indigo at 14 % at the top to teal at
    /// 10 % at the bottom.
    public static let demoBackground = VerticalGradient([.system(.indigo, opacity: 0.14), .system(.teal, opacity: 0.1)])
    /// A column's fill (`.quaternary.opacity(0.5)`).
    public static let columnColor = AdaptiveColor.system(.quaternaryLabel, opacity: 0.5)
    /// A card's fill (`.background(.background, …)`).
    public static let cardColor = AdaptiveColor.system(.background)
    /// The column's title and the cards' titles (the default `.primary`).
    public static let textColor = AdaptiveColor.system(.label)
    /// The column's count and "Drop cards here" (`.foregroundStyle(.secondary)`).
    public static let secondaryTextColor = AdaptiveColor.system(.secondaryLabel)
}
