// SPDX-License-Identifier: GPL-3.0-or-later

extension PhotoBoard {
    /// The demo's background: a warm brown, lighter at the top.
    public static let demoBackground = VerticalGradient([
        .fixed(RGBA(red: 0.72, green: 0.55, blue: 0.38)), .fixed(RGBA(red: 0.55, green: 0.39, blue: 0.25)),
    ])
    /// The card (`.background(.white, in: .rect(cornerRadius: 4))`).
    public static let cardColor = AdaptiveColor.system(.white)
    /// The caption (`.foregroundStyle(.black.opacity(0.75))`).
    public static let captionColor = AdaptiveColor.system(.black, opacity: 0.75)
}
