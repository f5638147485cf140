// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Widgets

extension Snapshot {
    /// The picture as an SVG document: the same bytes for the same tree.
    ///
    /// From the back: the page, the screen, its groups (a Kanban column, the grid's header), each
    /// element in stacking order (its tinted frame and its label), the groups' parts (the deck's cards), the
    /// numbered badges in reading order, the outlines of elements that break a rule, the screen's
    /// edge, then the legend. Every text is in DejaVu Sans (or Noto for other scripts).
    public func svg() -> String {
        svg(layout())
    }

    /// The SVG document of a layout this snapshot made (so a caller that needs its size lays
    /// it out once).
    public func svg(_ layout: Layout) -> String {
        let words = Wording(strings: strings, language: language)
        let n = SVGFormat.number
        let colors = self.colors
        var out: [String] = []
        let title = SVGFormat.text(words(CatalogText.pictureSnapshotTitle(tree.title)))
        out.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        out.append(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(layout.width))" height="\#(n(layout.height))" "#
                + #"viewBox="0 0 \#(n(layout.width)) \#(n(layout.height))" role="img" aria-labelledby="snapshot-title" "#
                + #"xml:lang="\#(language.code)" font-family="\#(SnapshotStyle.fontFamily)">"#
        )
        out.append(#"<title id="snapshot-title">\#(title)</title>"#)
        out.append(#"<defs><clipPath id="screen"><rect width="\#(n(layout.screen.width))" height="\#(n(layout.screen.height))"/></clipPath></defs>"#)
        out.append(#"<rect width="\#(n(layout.width))" height="\#(n(layout.height))" fill="\#(colors.page.hex)"/>"#)
        out.append(#"<g clip-path="url(#screen)">"#)
        out.append(#"<rect width="\#(n(layout.screen.width))" height="\#(n(layout.screen.height))" fill="\#(colors.screen.hex)"/>"#)
        for group in tree.groups {
            guard let frame = group.frame, !Self.fillsScreen(frame, layout.screen) else { continue }
            out.append(Self.rect(frame, radius: 18, fill: colors.group, stroke: nil, width: 0))
        }
        let drawn = layout.entries.filter { $0.node.frame != nil }
        for entry in drawn.sorted(by: { ($0.node.frame?.zIndex ?? 0, $0.number) < ($1.node.frame?.zIndex ?? 0, $1.number) }) {
            guard let frame = entry.node.frame else { continue }
            out.append(Self.rect(frame, radius: 4, fill: entry.tint, stroke: entry.color, width: SnapshotStyle.elementStroke))
            if let text = entry.label { out.append(label(text, in: frame)) }
            for (index, text) in entry.texts.enumerated() {
                out.append(drawnText(text, on: entry.tint, id: "text-\(entry.number)-\(index)"))
            }
        }
        // What a group draws besides its elements (the deck's cards), outlined in the colour of
        // its first element, above the elements' tints.
        for group in tree.groups where !group.parts.isEmpty {
            let color = group.elements.first.flatMap { tree.position(of: $0.id) }.map { SnapshotStyle.color($0 + 1) } ?? SnapshotStyle.detail
            for part in group.parts {
                out.append(Self.rect(part, radius: 8, fill: .white, stroke: color, width: SnapshotStyle.partStroke))
            }
        }
        for entry in drawn {
            guard let frame = entry.node.frame, !entry.findings.isEmpty else { continue }
            out.append(Self.outline(frame, color: colors.violation))
            if let label = findingLabel(entry, words) { out.append(label) }
        }
        for entry in drawn {
            guard let badge = entry.badge else { continue }
            out.append(Self.badge(entry.number, at: badge, color: entry.color))
        }
        // Words cut short, outlined where they are cut.
        for entry in drawn {
            for text in entry.texts where text.fit.isClipped {
                out.append(Self.rect(
                    text.box, radius: 3, fill: nil, stroke: colors.violation, width: SnapshotStyle.violationStroke - 1,
                    extra: #" stroke-dasharray="5 3""#
                ))
            }
        }
        out.append("</g>")
        out.append(
            #"<rect x="0.5" y="0.5" width="\#(n(layout.screen.width - 1))" height="\#(n(layout.screen.height - 1))" "#
                + #"fill="none" stroke="\#(colors.screenEdge.hex)"/>"#
        )
        out.append(legend(layout))
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Whether a group's frame is the whole screen, which needs no drawing of its own.
    static func fillsScreen(_ frame: Frame, _ screen: Size) -> Bool {
        frame.x <= 0 && frame.y <= 0 && frame.x + frame.width >= screen.width && frame.y + frame.height >= screen.height
    }

    /// A frame as a rectangle, turned about its centre.
    static func rect(_ frame: Frame, radius: Double, fill: RGBColor?, stroke: RGBColor?, width: Double, extra: String = "") -> String {
        let n = SVGFormat.number
        let corner = min(radius, frame.width / 2, frame.height / 2)
        var attributes = #"x="\#(n(frame.x))" y="\#(n(frame.y))" width="\#(n(frame.width))" height="\#(n(frame.height))""#
        if corner > 0 { attributes += #" rx="\#(n(corner))""# }
        attributes += #" fill="\#(fill?.hex ?? "none")""#
        if let stroke { attributes += #" stroke="\#(stroke.hex)" stroke-width="\#(n(width))""# }
        attributes += extra
        if n(frame.rotation) != "0" {
            attributes += #" transform="rotate(\#(n(frame.rotation)) \#(n(frame.center.x)) \#(n(frame.center.y)))""#
        }
        return "<rect \(attributes)/>"
    }

    /// The element's label in its frame (``Snapshot/Label``), turned with the frame.
    func label(_ label: Label, in frame: Frame) -> String {
        let n = SVGFormat.number
        let rightToLeft = direction == .rightToLeft
        var out = #"<text font-size="\#(n(SnapshotStyle.labelSize))" fill="\#(colors.text.hex)" "#
            + #"direction="\#(rightToLeft ? "rtl" : "ltr")" unicode-bidi="embed" text-anchor="start""#
        if n(frame.rotation) != "0" {
            out += #" transform="rotate(\#(n(frame.rotation)) \#(n(frame.center.x)) \#(n(frame.center.y)))""#
        }
        out += ">"
        for (index, line) in label.lines.enumerated() {
            let y = label.baseline + Double(index) * SnapshotStyle.labelLine
            out += #"<tspan x="\#(n(label.x))" y="\#(n(y))">\#(SVGFormat.isolated(line))</tspan>"#
        }
        return out + "</text>"
    }

    /// The dashed outline around an element that breaks a rule.
    static func outline(_ frame: Frame, color: RGBColor = SnapshotStyle.violation) -> String {
        let grown = Frame(
            x: frame.x - 3, y: frame.y - 3, width: frame.width + 6, height: frame.height + 6,
            rotation: frame.rotation, zIndex: frame.zIndex
        )
        return rect(
            grown, radius: 6, fill: nil, stroke: color, width: SnapshotStyle.violationStroke,
            extra: #" stroke-dasharray="7 4""#
        )
    }

    /// The label with the finding numbers: white on black.
    func findingLabel(_ entry: Entry, _ words: Wording) -> String? {
        guard let box = entry.findingLabel else { return nil }
        let n = SVGFormat.number
        return #"<g><rect x="\#(n(box.x))" y="\#(n(box.y))" width="\#(n(box.width))" height="\#(n(box.height))" rx="4" "#
            + #"fill="\#(colors.violation.hex)"/><text x="\#(n(box.center.x))" y="\#(n(box.center.y + 4.5))" font-size="12" "#
            + #"font-weight="bold" text-anchor="middle" fill="\#(colors.violationText.hex)">\#(SVGFormat.text(Self.findingText(entry.findings, words)))</text></g>"#
    }

    /// A numbered badge: a disc in the element's colour with a white edge and a white number.
    static func badge(_ number: Int, at center: Point, color: RGBColor) -> String {
        let n = SVGFormat.number
        return #"<g><circle cx="\#(n(center.x))" cy="\#(n(center.y))" r="\#(n(SnapshotStyle.badgeRadius))" fill="\#(color.hex)" "#
            + #"stroke="\#(RGBColor.white.hex)" stroke-width="1.5"/><text x="\#(n(center.x))" y="\#(n(center.y + 4.5))" font-size="12" "#
            + #"font-weight="bold" text-anchor="middle" fill="\#(RGBColor.white.hex)">\#(number)</text></g>"#
    }

    /// The legend: its heading, then each element's badge and lines, then the count of those
    /// outside the screen. Right to left, it runs from the right.
    func legend(_ layout: Layout) -> String {
        let n = SVGFormat.number
        let rightToLeft = direction == .rightToLeft
        var out = [#"<g id="legend" direction="\#(rightToLeft ? "rtl" : "ltr")" unicode-bidi="embed">"#]
        out.append(
            #"<line x1="0" y1="\#(n(layout.screen.height + 0.5))" x2="\#(n(layout.width))" y2="\#(n(layout.screen.height + 0.5))" "#
                + #"stroke="\#(colors.screenEdge.hex)"/>"#
        )
        let headingX = rightToLeft ? layout.width - SnapshotStyle.margin : SnapshotStyle.margin
        let textX = rightToLeft ? layout.width - SnapshotStyle.legendTextInset : SnapshotStyle.legendTextInset
        for line in layout.heading { out.append(text(line, x: headingX)) }
        for entry in layout.entries {
            out.append(Self.badge(entry.number, at: entry.legendBadge, color: entry.color))
            for line in entry.lines { out.append(text(line, x: textX)) }
        }
        if let line = layout.offScreen { out.append(text(line, x: textX)) }
        for line in layout.notDrawn { out.append(text(line, x: textX)) }
        out.append("</g>")
        return out.joined(separator: "\n")
    }

    /// One line of the legend: a paragraph in the language's direction (its inserted words are
    /// isolated already, not the whole line), aligned at `x` on the legend's side of the
    /// picture's direction.
    func text(_ line: Line, x: Double) -> String {
        let n = SVGFormat.number
        var attributes = #"x="\#(n(x))" y="\#(n(line.baseline))" font-size="\#(n(line.size))""#
        if line.isBold { attributes += #" font-weight="bold""# }
        if line.kind == .hint { attributes += #" font-style="italic""# }
        let color = line.kind == .phrase || line.kind == .heading || line.kind == .finding ? colors.text : colors.detail
        // The text's start is on the legend's side when the language runs the picture's way;
        // otherwise its end is (Hebrew words in a left-to-right picture end at the left margin).
        let anchor = language.isRightToLeft == (direction == .rightToLeft) ? "start" : "end"
        attributes += #" fill="\#(color.hex)" direction="\#(language.isRightToLeft ? "rtl" : "ltr")" unicode-bidi="embed" text-anchor="\#(anchor)""#
        return "<text \(attributes)>\(SVGFormat.text(line.text))</text>"
    }
    /// A text the component draws (``DrawnText``): in its style at the content size, at the scale
    /// it fits at, in its colour in the picture's appearance, on as many lines as its box holds
    /// (DejaVu Sans is a little wider than the system font the layout measures, so its size gives
    /// way until the lines fit the box); cut short with "…" inside its box where the layout says
    /// it is. A colour that would not stand out from the element's `tint` (the call's white title,
    /// which the original lays on its gradient) is drawn in the legend's colour instead, so the
    /// words stay legible.
    func drawnText(_ text: DrawnText, on tint: RGBColor, id: String) -> String {
        let n = SVGFormat.number
        let box = text.box
        let bold = text.style.weight >= .semibold
        var size = text.style.size * text.fit.scale
        var lineHeight = text.style.lineHeight * text.fit.scale
        var lines: [String]
        if text.singleLine || text.fit.isClipped {
            var line = text.text
            if text.fit.isClipped {
                while !line.isEmpty, FontMetrics.width(line + "…", size: size, bold: bold) > box.width { line.removeLast() }
                line += "…"
            } else if box.width > 0, FontMetrics.width(line, size: size, bold: bold) > box.width {
                size *= box.width / FontMetrics.width(line, size: size, bold: bold)
            }
            lines = [line]
        } else {
            lines = FontMetrics.lines(text.text, size: size, bold: bold, width: box.width)
            for _ in 0..<8 where Double(lines.count) * lineHeight > box.height + 0.5 && box.height > 0 {
                size *= 0.94
                lineHeight *= 0.94
                lines = FontMetrics.lines(text.text, size: size, bold: bold, width: box.width)
            }
        }
        lines = BidiIsolation.balanced(lines)
        let rightToLeft = direction == .rightToLeft
        let (x, anchor): (Double, String) = switch text.alignment {
        case .center: (box.center.x, "middle")
        case .leading: (rightToLeft ? box.x + box.width : box.x, "start")
        case .trailing: (rightToLeft ? box.x : box.x + box.width, "end")
        }
        var color = text.color.resolved(appearance)
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        var fill = RGBColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
        let seen = fill.over(tint, opacity: color.alpha)
        if seen.contrast(with: tint) < (text.style.isLargeText ? 3 : 4.5) {
            fill = colors.text
            color.alpha = 1
        }
        let top = box.y + (box.height - Double(lines.count) * lineHeight) / 2
        let turn = n(box.rotation) == "0" ? "" : #" transform="rotate(\#(n(box.rotation)) \#(n(box.center.x)) \#(n(box.center.y)))""#
        var out = ""
        var attributes = #"font-size="\#(n(size))" fill="\#(fill.hex)""#
        if color.alpha < 1 { attributes += #" fill-opacity="\#(n(color.alpha))""# }
        if bold { attributes += #" font-weight="bold""# }
        attributes += #" direction="\#(rightToLeft ? "rtl" : "ltr")" unicode-bidi="embed" text-anchor="\#(anchor)""#
        if text.fit.isClipped {
            out += #"<clipPath id="\#(id)"><rect x="\#(n(box.x))" y="\#(n(box.y))" width="\#(n(box.width))" height="\#(n(box.height))"/></clipPath>"#
            attributes += #" clip-path="url(#\#(id))""#
        }
        out += "<text \(attributes)\(turn)>"
        for (index, line) in lines.enumerated() {
            let baseline = top + Double(index) * lineHeight + lineHeight / 2 + size * 0.35
            out += #"<tspan x="\#(n(x))" y="\#(n(baseline))">\#(SVGFormat.isolated(line))</tspan>"#
        }
        return out + "</text>"
    }
}
