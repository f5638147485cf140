// SPDX-License-Identifier: GPL-3.0-or-later

extension SnapCorner {
    /// The demo's camera tile (`.frame(width: 120, height: 170)`).
    public static let tileSize = Size(width: 120, height: 170)
    /// The tile's corner radius.
    public static let tileCornerRadius = 24.0
    /// The demo's centred text: its side padding (`.padding(.horizontal, 32)`).
    public static let textPadding = 32.0
    /// The space between the icon, the title and the subtitle (`VStack(spacing: 8)`).
    public static let textSpacing = 8.0
    /// The hidden icon above them (`.largeTitle`).
    public static let iconStyle = TextStyle.largeTitle
    /// The title (`.title.bold()`).
    public static let titleStyle = TextStyle.title.weight(.bold)
    /// The subtitle (`.subheadline`).
    public static let subtitleStyle = TextStyle.subheadline

    /// Where the tile is in a container, laid out left to right: `inset` points from the edges in
    /// its corner, the leading corners on the left (a right-to-left layout mirrors this).
    public func tileFrame(in container: Size, inset: Double = SnapCorner.defaultInset) -> Frame {
        let inset = max(inset, 0)
        let size = Self.tileSize
        return Frame(
            x: corner.isLeading ? inset : container.width - inset - size.width,
            y: corner.isTop ? inset : container.height - inset - size.height,
            width: size.width, height: size.height, zIndex: 1
        )
    }

    /// Whether a text's frame is cut by the top or the bottom of a container that does not
    /// scroll: what Dynamic Type does to the call's centred words at the largest sizes.
    public static func isCut(_ frame: Frame, in container: Size) -> Bool {
        frame.y < 0 || frame.y + frame.height > container.height
    }

    /// The demo's title and subtitle, centred one above the other in the container with the hidden
    /// icon above them, each as wide as its words (wrapped inside the padding).
    public static func textFrames(
        title: String, subtitle: String, in container: Size, size: ContentSize = .default
    ) -> (title: Frame, subtitle: Frame) {
        let available = max(container.width - 2 * textPadding, 0)
        let titleBox = TextMetrics.measure(title, titleStyle.at(size), maximumWidth: available)
        let subtitleBox = TextMetrics.measure(subtitle, subtitleStyle.at(size), maximumWidth: available)
        let icon = iconStyle.at(size).lineHeight
        let stack = icon + textSpacing + titleBox.height + textSpacing + subtitleBox.height
        let top = (container.height - stack) / 2
        let titleY = top + icon + textSpacing
        return (
            Frame(x: (container.width - titleBox.width) / 2, y: titleY, width: titleBox.width, height: titleBox.height),
            Frame(
                x: (container.width - subtitleBox.width) / 2, y: titleY + titleBox.height + textSpacing,
                width: subtitleBox.width, height: subtitleBox.height
            )
        )
    }
}
