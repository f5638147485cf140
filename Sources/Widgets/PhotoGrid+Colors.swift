// SPDX-License-Identifier: GPL-3.0-or-later

extension PhotoGrid {
    /// The demo's header text (the default `.primary`) on the system background.
    public static let headerColor = AdaptiveColor.system(.label)
    /// What the demo's screen is filled with.
    public static let screenColor = AdaptiveColor.system(.background)
    /// The Done button's title: the accent colour, the system blue unless an app sets another.
    public static let accentColor = AdaptiveColor.system(.blue)
    /// The bordered button's fill: its tint at 15 % (`.buttonStyle(.bordered)`).
    public static let buttonFill = AdaptiveColor.system(.blue, opacity: 0.15)
}
