// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Pictures
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

/// Points of a snapshot whose colour the tree's frames decide, worked out from the frames alone:
/// inside each element where nothing is drawn over it, its tint; outside every element, the
/// screen (or a group's panel); on a deck's front card, white.
struct Sample: CustomStringConvertible {
    var point: Point
    var expected: RGBColor
    var what: String

    var description: String { "\(what) at (\(Int(point.x)), \(Int(point.y)))" }

    /// The samples of a snapshot.
    static func of(_ snapshot: Snapshot) -> [Sample] {
        let layout = snapshot.layout()
        let screen = layout.screen
        let drawn = layout.entries.filter { $0.node.frame != nil }
            .sorted { ($0.node.frame?.zIndex ?? 0, $0.number) < ($1.node.frame?.zIndex ?? 0, $1.number) }
        let badges = layout.entries.compactMap(\.badge)
        func nearBadge(_ point: Point) -> Bool {
            badges.contains { hypot($0.x - point.x, $0.y - point.y) < SnapshotStyle.badgeRadius + 4 }
        }
        func onScreen(_ point: Point, margin: Double) -> Bool {
            point.x >= margin && point.y >= margin && point.x <= screen.width - margin && point.y <= screen.height - margin
        }
        let colors = snapshot.colors
        let groups = snapshot.tree.groups.compactMap(\.frame).filter { !($0.x <= 0 && $0.y <= 0 && $0.width >= screen.width && $0.height >= screen.height) }
        // The labels, and the words a component draws (their boxes, a little larger: a glyph
        // may reach past its box's edge).
        let labels = layout.entries.compactMap { $0.label?.box.grown(by: 2) } + layout.entries.flatMap { $0.texts.map { $0.box.grown(by: 4) } }
        func onLabel(_ point: Point) -> Bool { labels.contains { $0.contains(point) } }
        let parts = snapshot.tree.groups.flatMap(\.parts)
        var samples: [Sample] = []
        for (position, entry) in drawn.enumerated() where entry.findings.isEmpty {
            guard let frame = entry.node.frame else { continue }
            let above = drawn[(position + 1)...].compactMap(\.node.frame)
            let downs = [0.85, 0.75, 0.5, 0.92, 0.3, 0.68, 0.15]
            let acrosses = [0.5, 0.3, 0.7, 0.15, 0.85, 0.25, 0.1, 0.4, 0.6, 0.9, 0.05, 0.95]
            search: for down in downs {
                for across in acrosses {
                    let point = frame.point(at: Point(x: across, y: down))
                    guard across * frame.width >= 5, (1 - across) * frame.width >= 5,
                          down * frame.height >= 5, (1 - down) * frame.height >= 5,
                          onScreen(point, margin: 4), !nearBadge(point), !onLabel(point),
                          !above.contains(where: { $0.grown(by: 4).contains(point) }),
                          !parts.contains(where: { $0.grown(by: 3).contains(point) })
                    else { continue }
                    samples.append(Sample(point: point, expected: entry.tint, what: "\(entry.node.id)'s tint"))
                    break search
                }
            }
            // Just inside each edge, its tint; just outside, what is under it.
            let middles = [Point(x: 0, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)]
            for middle in middles {
                for distance in [-3.0, 4.0] {
                    let unit = Point(
                        x: middle.x == 0.5 ? 0.5 : (middle.x == 0 ? -distance : frame.width + distance) / frame.width,
                        y: middle.y == 0.5 ? 0.5 : (middle.y == 0 ? -distance : frame.height + distance) / frame.height
                    )
                    let point = frame.point(at: unit)
                    guard onScreen(point, margin: 2), !nearBadge(point), !onLabel(point) else { continue }
                    if distance < 0 {
                        guard !above.contains(where: { $0.grown(by: 3).contains(point) }),
                              !parts.contains(where: { $0.grown(by: 3).contains(point) }) else { continue }
                        samples.append(Sample(point: point, expected: entry.tint, what: "\(entry.node.id)'s edge, inside"))
                    } else if !drawn.contains(where: { $0.node.frame?.grown(by: 3).contains(point) ?? false }),
                              !nearBadge(point), let expected = underneath(point, groups: groups, colors) {
                        samples.append(Sample(point: point, expected: expected, what: "beside \(entry.node.id)"))
                    }
                }
            }
        }
        // The card in front of a deck: white inside its outline.
        if let front = parts.last {
            let point = front.point(at: Point(x: 0.5, y: 0.6))
            if onScreen(point, margin: 4), !nearBadge(point), !onLabel(point) {
                samples.append(Sample(point: point, expected: .white, what: "the front part"))
            }
        }
        var outside: [Sample] = []
        var y = 11.0
        while y < screen.height - 8 {
            var x = 9.0
            while x < screen.width - 8 {
                let point = Point(x: x, y: y)
                x += 29
                guard !drawn.contains(where: { $0.node.frame?.grown(by: 5).contains(point) ?? false }), !nearBadge(point),
                      let expected = underneath(point, groups: groups, colors) else { continue }
                outside.append(Sample(
                    point: point, expected: expected,
                    what: expected == colors.group ? "a group's panel" : "the screen outside every element"
                ))
            }
            y += 31
        }
        // A handful, spread over the screen.
        let step = max(outside.count / 6, 1)
        samples += stride(from: 0, to: outside.count, by: step).map { outside[$0] }
        return samples
    }

    /// What is drawn under every element at a point: a group's panel (a rounded rectangle of
    /// radius 18), or the screen; nil too near a panel's edge to tell.
    static func underneath(_ point: Point, groups: [Frame], _ colors: SnapshotStyle.Colors = SnapshotStyle.colors(.light)) -> RGBColor? {
        func inside(_ frame: Frame, by margin: Double) -> Bool {
            let radius = 18.0
            let x = min(max(point.x, frame.x + radius), frame.x + frame.width - radius)
            let y = min(max(point.y, frame.y + radius), frame.y + frame.height - radius)
            let inRect = frame.grown(by: -margin).contains(point)
            return inRect && hypot(point.x - x, point.y - y) <= radius - margin
        }
        if groups.contains(where: { inside($0, by: 2) }) { return colors.group }
        if groups.contains(where: { $0.grown(by: 2).contains(point) }) { return nil }
        return colors.screen
    }

    /// Checks every sample against a picture drawn at `scale` pixels a point, within a little
    /// for the renderer's rounding; `origin` is where the snapshot's top left is in the picture.
    static func check(
        _ samples: [Sample], in image: PNGImage, scale: Double, origin: Point = .zero, _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for sample in samples {
            let x = Int(((origin.x + sample.point.x) * scale).rounded(.down))
            let y = Int(((origin.y + sample.point.y) * scale).rounded(.down))
            guard let pixel = image.pixel(x: x, y: y) else {
                Issue.record("\(name): \(sample) is outside the \(image.width)×\(image.height) picture", sourceLocation: sourceLocation)
                continue
            }
            let close = abs(Int(pixel.red) - Int(sample.expected.red)) <= 3 && abs(Int(pixel.green) - Int(sample.expected.green)) <= 3
                && abs(Int(pixel.blue) - Int(sample.expected.blue)) <= 3
            let found = RGBColor(red: pixel.red, green: pixel.green, blue: pixel.blue).hex
            #expect(close, "\(name): \(sample) is \(found), not \(sample.expected.hex)", sourceLocation: sourceLocation)
        }
    }
}

extension Frame {
    /// The frame grown (or, negative, shrunk) by a distance on every side, turned alike.
    func grown(by distance: Double) -> Frame {
        Frame(
            x: x - distance, y: y - distance, width: max(width + 2 * distance, 0), height: max(height + 2 * distance, 0),
            rotation: rotation, zIndex: zIndex
        )
    }
}

/// The words of an SVG's legend and labels, as a person reads them: every `<text>`'s content,
/// markup and isolates removed, spaces collapsed.
enum SVGText {
    static func words(_ svg: String) -> String {
        var texts: [String] = []
        var rest = Substring(svg)
        while let open = rest.range(of: "<text") {
            guard let start = rest[open.upperBound...].firstIndex(of: ">"),
                  let close = rest[start...].range(of: "</text>") else { break }
            texts.append(String(rest[rest.index(after: start)..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return normalized(texts.joined(separator: " ").replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&#x2068;", with: "").replacingOccurrences(of: "&#x2069;", with: "")
            .replacingOccurrences(of: "&amp;", with: "&"))
    }

    /// Isolates removed, runs of spaces made one.
    static func normalized(_ text: String) -> String {
        text.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) }.map(String.init).joined()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
