// SPDX-License-Identifier: GPL-3.0-or-later

/// The photo grid demo's layout: a header line 44 points high with 16 points at each side, 12
/// points below it, then `LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 4)], spacing: 4)`
/// of square cells; a chosen photo is drawn at 86%.
public enum PhotoGridLayout {
    /// The space between cells, across and down.
    public static let spacing = 4.0
    /// The header's least height (`.frame(minHeight: 44)`).
    public static let headerHeight = 44.0
    /// The header's side padding (`.padding(.horizontal, 16)`).
    public static let headerPadding = 16.0
    /// The space between the header and the grid (`VStack(spacing: 12)`).
    public static let stackSpacing = 12.0
    /// The space between the header's text and the Done button (an `HStack`'s default).
    public static let headerSpacing = 8.0
    /// The header's style (`.font(.title3.bold())`).
    public static let headerStyle = TextStyle.title3.weight(.bold)
    /// The Done button's label style.
    public static let buttonStyle = TextStyle.body
    /// The bordered button's padding around its label, across and down (an estimate).
    public static let buttonPadding = Size(width: 12, height: 7)
    /// A chosen photo's scale (`.scaleEffect(isChosen ? 0.86 : 1)`).
    public static let selectedScale = 0.86
    /// The most columns counted, so that no width makes the count overflow.
    public static let maximumColumns = 10_000

    /// How many columns an adaptive grid item with a minimum fits in a width: as many as fit at
    /// least `minimum` wide with `spacing` between them, and always one.
    public static func columns(width: Double, minimum: Double = PhotoGrid.minimumColumnWidth) -> Int {
        let fitting = (width + spacing) / (max(minimum, 1) + spacing)
        guard fitting.isFinite, fitting >= 1 else { return 1 }
        return Int(min(fitting, Double(maximumColumns)).rounded(.down))
    }

    /// A cell's side: the width shared by the columns, the spacing taken out.
    public static func cellSide(width: Double) -> Double {
        let count = Double(columns(width: width))
        return max((width - spacing * (count - 1)) / count, 0)
    }

    /// The header's text, at the leading side, centred in the header's height.
    public static func headerTextFrame(_ text: String, width: Double, button: String?, size: ContentSize = .default) -> Frame {
        var available = width - 2 * headerPadding
        if let button { available -= buttonSize(button, size: size).width + headerSpacing }
        let box = TextMetrics.measure(text, headerStyle.at(size), maximumWidth: max(available, 0))
        let height = headerHeight(text, width: width, button: button, size: size)
        return Frame(x: headerPadding, y: (height - box.height) / 2, width: box.width, height: box.height)
    }

    /// The Done button's size: its label and the bordered style's padding.
    public static func buttonSize(_ label: String, size: ContentSize = .default) -> Size {
        let style = buttonStyle.at(size)
        let box = TextMetrics.measure(label, style)
        return Size(width: box.width + 2 * buttonPadding.width, height: style.lineHeight + 2 * buttonPadding.height)
    }

    /// The Done button, at the trailing side, centred in the header's height.
    public static func buttonFrame(_ label: String, width: Double, header: String, size contentSize: ContentSize = .default) -> Frame {
        let size = buttonSize(label, size: contentSize)
        let height = headerHeight(header, width: width, button: label, size: contentSize)
        return Frame(x: width - headerPadding - size.width, y: (height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The header's height: 44 points, or more when its text wraps.
    public static func headerHeight(_ text: String, width: Double, button: String?, size contentSize: ContentSize = .default) -> Double {
        var available = width - 2 * headerPadding
        var tallest = headerHeight
        if let button {
            let size = buttonSize(button, size: contentSize)
            available -= size.width + headerSpacing
            tallest = max(tallest, size.height)
        }
        return max(tallest, TextMetrics.measure(text, headerStyle.at(contentSize), maximumWidth: max(available, 0)).height)
    }

    /// Where the grid starts below the header.
    public static func gridTop(_ header: String, width: Double, button: String?, size: ContentSize = .default) -> Double {
        headerHeight(header, width: width, button: button, size: size) + stackSpacing
    }

    /// The square cell of photo `index`, laid out left to right from `top`; a chosen photo is
    /// drawn smaller about its centre.
    public static func cellFrame(index: Int, width: Double, top: Double, chosen: Bool = false) -> Frame {
        let count = columns(width: width)
        let side = cellSide(width: width)
        let cell = Frame(
            x: Double(index % count) * (side + spacing), y: top + Double(index / count) * (side + spacing),
            width: side, height: side
        )
        guard chosen else { return cell }
        return Frame(center: cell.center, size: Size(width: side * selectedScale, height: side * selectedScale))
    }

    /// The height of the rows that `count` photos take.
    public static func gridHeight(count: Int, width: Double) -> Double {
        guard count > 0 else { return 0 }
        let rows = (count + columns(width: width) - 1) / columns(width: width)
        return Double(rows) * cellSide(width: width) + Double(rows - 1) * spacing
    }
}
