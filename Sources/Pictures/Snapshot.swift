// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Widgets

/// A picture of a screen as VoiceOver sees it, like cashapp/AccessibilitySnapshot's: each
/// element's frame tinted in its own colour with its reading-order number on it, and below the
/// screen a legend, in the tree's language, with what VoiceOver says for each element, its hints
/// (with hints on) and its actions.
///
/// The picture only reads the tree's frames and the texts its component draws (``DrawnText``,
/// given the document and the environment the tree was built in); it lays nothing out itself.
/// So the words are at the content size the tree was laid out at, cut short (and marked so)
/// exactly where the audit's Dynamic Type rule says they are, in the appearance's colours. A
/// right-to-left tree is already mirrored, so the picture is; the numbers stay in reading order
/// and the legend runs from the right. ``layout()`` says where everything goes, ``svg()`` writes it.
public struct Snapshot: Sendable {
    /// The tree drawn.
    public let tree: AccessibilityTree
    /// Where the legend's words come from.
    public let strings: Strings
    /// The legend's language: the tree's.
    public let language: Language
    /// The tree's layout direction, which the legend follows.
    public let direction: LayoutDirection
    /// The numbers of the audit findings on each element, for an audit report's picture.
    public var findings: [NodeID: [Int]]
    /// The document the tree was built from, whose texts are drawn; nil to draw labels only.
    public var document: Document?
    /// What the tree was built for: its content size (the texts' sizes) and appearance (the colours).
    public var environment: Environment?

    /// A picture of a tree built in a language and direction; with its document and environment,
    /// the component's own words are drawn where, how big and in which colour it draws them.
    public init(
        tree: AccessibilityTree, strings: Strings = .builtIn, language: Language, direction: LayoutDirection,
        findings: [NodeID: [Int]] = [:], document: Document? = nil, environment: Environment? = nil
    ) {
        self.tree = tree
        self.strings = strings
        self.language = language
        self.direction = direction
        self.findings = findings
        self.document = document
        self.environment = environment
    }

    /// The appearance the picture is drawn in: the environment's, light without one.
    public var appearance: Appearance { environment?.appearance ?? .light }

    /// The picture's colours in its appearance.
    public var colors: SnapshotStyle.Colors { SnapshotStyle.colors(appearance) }

    /// One line of the legend.
    public struct Line: Sendable, Hashable {
        /// How a line is set: the legend's heading, an element's phrase (what VoiceOver says),
        /// its hint (in italics), its actions and the like, the findings on it (in bold).
        public enum Kind: Sendable, Hashable {
            case heading, phrase, hint, detail, finding
        }

        /// The words on the line.
        public var text: String
        /// How it is set.
        public var kind: Kind
        /// Where its baseline is.
        public var baseline: Double

        /// The font size of a kind of line.
        public var size: Double {
            switch kind {
            case .heading: SnapshotStyle.headingSize
            case .phrase: SnapshotStyle.phraseSize
            case .hint, .detail, .finding: SnapshotStyle.detailSize
            }
        }

        /// Whether the kind of line is bold.
        public var isBold: Bool { kind == .heading || kind == .finding }
    }

    /// An element's label written in its frame, after its badge, so that the picture shows which
    /// element is which: in a frame at least ``SnapshotStyle/labelRoom`` big; one line centred in
    /// a low frame, else as many lines as fit the upper part of the frame (the rest is its tint alone).
    public struct Label: Sendable, Hashable {
        /// The lines, the last cut short with "…" when the text does not fit.
        public var lines: [String]
        /// Where the lines start, in the unturned frame.
        public var x: Double
        /// The first line's baseline, in the unturned frame.
        public var baseline: Double
        /// The box the text takes on screen, turned with the frame.
        public var box: Frame
    }

    /// One element as the picture shows it.
    public struct Entry: Sendable {
        /// Its place in reading order, from 1.
        public var number: Int
        /// The element.
        public var node: AccessibilityNode
        /// Its outline and badge colour.
        public var color: RGBColor
        /// The opaque tint its frame is filled with.
        public var tint: RGBColor
        /// The centre of its numbered badge on the screen; nil when it has no frame.
        public var badge: Point?
        /// The centre of the badge beside its legend entry.
        public var legendBadge: Point
        /// Its lines in the legend.
        public var lines: [Line]
        /// The numbers of the findings on it, when an audit drew it.
        public var findings: [Int]
        /// The black label with those numbers, at the frame's bottom-trailing corner, upright.
        public var findingLabel: Frame?
        /// Its label in its frame, when there is room and its component draws no words of its own.
        public var label: Label?
        /// The words its component draws for it, at the content size.
        public var texts: [DrawnText] = []
    }

    /// Where everything goes.
    public struct Layout: Sendable {
        /// The whole picture's width, in whole points.
        public var width: Double
        /// The whole picture's height, in whole points.
        public var height: Double
        /// The screen, drawn at the top left.
        public var screen: Size
        /// The elements drawn and listed, in reading order: those on the screen, or with no frame.
        public var entries: [Entry]
        /// The legend's heading lines.
        public var heading: [Line]
        /// The line saying how many elements lie outside the screen, if any do.
        public var offScreen: Line?
        /// The lines saying how many elements are past what a picture draws, if any are.
        public var notDrawn: [Line]
        /// Where the legend starts.
        public var legendTop: Double
    }

    /// The most elements a picture draws and lists: a board of a million photos on one screen
    /// would otherwise be a picture of a gigabyte. The legend says how many are left out.
    public static let maximumEntries = 500

    /// Whether a frame shows on a screen of a size.
    static func isOnScreen(_ frame: Frame, _ screen: Size) -> Bool {
        frame.overlaps(Frame(x: 0, y: 0, width: screen.width, height: screen.height))
    }

    /// Lays the picture out.
    public func layout() -> Layout {
        let words = Wording(strings: strings, language: language)
        let phrase = Phrase(strings: strings)
        let screen = tree.screen
        let width = max(screen.width, SnapshotStyle.minimumWidth).rounded(.up)
        let textWidth = width - SnapshotStyle.legendTextInset - SnapshotStyle.margin
        let legendTop = screen.height + SnapshotStyle.margin
        var y = legendTop

        func lines(_ text: String, _ kind: Line.Kind, width: Double = textWidth, lineHeight: Double) -> [Line] {
            let probe = Line(text: text, kind: kind, baseline: 0)
            let wrapped = FontMetrics.lines(text, size: probe.size, bold: probe.isBold, width: width)
            return BidiIsolation.balanced(wrapped).map { text in
                y += lineHeight
                return Line(text: text, kind: kind, baseline: y - (lineHeight - probe.size) / 2 - 2)
            }
        }

        let heading = lines(
            words(CatalogText.pictureLegendHeading(tree.elements.count, tree.title)), .heading,
            width: width - 2 * SnapshotStyle.margin, lineHeight: SnapshotStyle.phraseLine + 4
        )
        y += SnapshotStyle.entrySpacing
        var entries: [Entry] = []
        var offScreenCount = 0
        let builder = TreeBuilder(strings: strings)
        let colors = self.colors
        var notDrawnCount = 0
        // Elements are made one at a time, and none past the last one drawn.
        for index in 0..<tree.count {
            guard entries.count < Self.maximumEntries else {
                notDrawnCount = tree.count - index
                break
            }
            let node = tree.element(at: index)
            let number = index + 1
            if let frame = node.frame, !Self.isOnScreen(frame, screen) {
                offScreenCount += 1
                continue
            }
            let top = y
            var entryLines = lines(
                phrase.spoken(node, language).isEmpty ? "[\(node.id)]" : phrase.spoken(node, language), .phrase,
                lineHeight: SnapshotStyle.phraseLine
            )
            for hint in phrase.hints(node, language) {
                entryLines += lines(words(CatalogText.pictureLegendHint(hint)), .hint, lineHeight: SnapshotStyle.detailLine)
            }
            if !node.actions.isEmpty {
                let names = node.actions.map(\.name).joined(separator: words.listSeparator)
                entryLines += lines(words(CatalogText.pictureLegendActions(names)), .detail, lineHeight: SnapshotStyle.detailLine)
            }
            let texts = document.flatMap { document in environment.map { builder.drawnTexts(of: node, in: document, $0, screen: screen) } } ?? []
            for text in texts where text.fit.isClipped {
                entryLines += lines(words(CatalogText.pictureLegendClipped(text.text)), .finding, lineHeight: SnapshotStyle.detailLine)
            }
            let marked = findings[node.id] ?? []
            if !marked.isEmpty {
                entryLines += lines(
                    words(CatalogText.pictureLegendFindings(Self.numbers(marked, words))), .finding,
                    lineHeight: SnapshotStyle.detailLine
                )
            }
            let badgeX = direction == .rightToLeft
                ? width - SnapshotStyle.margin - SnapshotStyle.badgeRadius : SnapshotStyle.margin + SnapshotStyle.badgeRadius
            y = max(y, top + 2 * SnapshotStyle.badgeRadius) + SnapshotStyle.entrySpacing
            entries.append(Entry(
                number: number, node: node, color: SnapshotStyle.color(number), tint: colors.tint(number),
                badge: node.frame.map { texts.isEmpty ? badgeCenter($0) : badgeBeside($0, screen: screen) }, legendBadge: Point(x: badgeX, y: top + SnapshotStyle.badgeRadius),
                lines: entryLines, findings: marked,
                findingLabel: marked.isEmpty ? nil : node.frame.map { findingLabel(marked, $0, words) },
                label: texts.isEmpty ? node.frame.flatMap { label(node.label, in: $0) } : nil,
                texts: texts
            ))
        }
        var offScreen: Line?
        if offScreenCount > 0 {
            offScreen = lines(
                words(CatalogText.pictureLegendOffScreen(offScreenCount)), .detail, lineHeight: SnapshotStyle.detailLine
            ).first
        }
        var notDrawn: [Line] = []
        if notDrawnCount > 0 {
            notDrawn = lines(
                words(CatalogText.pictureLegendNotDrawn(notDrawnCount, words.strings.number(Self.maximumEntries, language))), .detail,
                lineHeight: SnapshotStyle.detailLine
            )
        }
        // Whole points, so that a picture is a whole number of pixels and a page shows it unscaled.
        return Layout(
            width: width, height: (y + SnapshotStyle.margin).rounded(.up), screen: screen, entries: entries, heading: heading,
            offScreen: offScreen, notDrawn: notDrawn, legendTop: legendTop
        )
    }

    /// The badge's centre: near the frame's top-leading corner (top right in right-to-left),
    /// turned with the frame; in the middle of a frame too small for it.
    public func badgeCenter(_ frame: Frame) -> Point {
        let across = frame.width > 0 ? min(SnapshotStyle.badgeInset, frame.width / 2) / frame.width : 0.5
        let down = frame.height > 0 ? min(SnapshotStyle.badgeInset, frame.height / 2) / frame.height : 0.5
        return frame.point(at: Point(x: direction == .rightToLeft ? 1 - across : across, y: down))
    }

    /// The badge of an element whose component draws words in it: beside the frame's leading
    /// edge, level with the badge's usual place, so that it hides none of the words; inside, as
    /// usual, where the screen has no room beside the frame.
    public func badgeBeside(_ frame: Frame, screen: Size) -> Point {
        let gap = SnapshotStyle.badgeRadius + 2
        let down = frame.height > 0 ? min(SnapshotStyle.badgeInset, frame.height / 2) / frame.height : 0.5
        let across = frame.width > 0 ? -gap / frame.width : 0
        let point = frame.point(at: Point(x: direction == .rightToLeft ? 1 - across : across, y: down))
        let radius = SnapshotStyle.badgeRadius
        guard point.x - radius >= 0, point.x + radius <= screen.width, point.y - radius >= 0 else { return badgeCenter(frame) }
        return point
    }

    /// Where an element's label goes in its frame, if it has room.
    func label(_ text: String, in frame: Frame) -> Label? {
        let room = SnapshotStyle.labelRoom
        guard !text.isEmpty, frame.width >= room.width, frame.height >= room.height else { return nil }
        let size = SnapshotStyle.labelSize
        let lineHeight = SnapshotStyle.labelLine
        let width = frame.width - SnapshotStyle.labelInset - 8
        let low = frame.height < 2 * SnapshotStyle.badgeInset + lineHeight
        let fitting = low ? 1 : max(Int((frame.height * SnapshotStyle.labelShare - 8) / lineHeight), 1)
        var lines = BidiIsolation.balanced(FontMetrics.lines(text, size: size, width: width))
        if lines.count > fitting {
            lines = Array(lines.prefix(fitting))
            lines[fitting - 1] += "…"
        }
        let widest = min(lines.map { FontMetrics.width($0, size: size) }.max() ?? 0, width)
        let rightToLeft = direction == .rightToLeft
        let x = rightToLeft ? frame.x + frame.width - SnapshotStyle.labelInset : frame.x + SnapshotStyle.labelInset
        let baseline = low ? frame.y + frame.height / 2 + size * 0.35 : frame.y + 18
        // The text's box in the unturned frame: from a line's top to the last line's descent.
        let top = baseline - size * 0.8
        let height = Double(lines.count - 1) * lineHeight + size * 1.05
        let left = rightToLeft ? x - widest : x
        let center = Point(x: left + widest / 2, y: top + height / 2)
        let turned = Frame.rotate(Point(x: center.x - frame.center.x, y: center.y - frame.center.y), degrees: frame.rotation)
        let box = Frame(
            center: Point(x: frame.center.x + turned.x, y: frame.center.y + turned.y), size: Size(width: widest, height: height),
            rotation: frame.rotation, zIndex: frame.zIndex
        )
        return Label(lines: lines, x: x, baseline: baseline, box: box)
    }

    /// The text of a finding label: "! 1, 2".
    static func findingText(_ numbers: [Int], _ words: Wording) -> String {
        "! " + Self.numbers(numbers, words)
    }

    /// Where the label of an element's findings goes: an upright box at the frame's
    /// bottom-trailing corner (bottom left in right-to-left), inside it where there is room.
    func findingLabel(_ numbers: [Int], _ frame: Frame, _ words: Wording) -> Frame {
        let width = FontMetrics.width(Self.findingText(numbers, words), size: 12, bold: true) + 10
        let across = frame.width > 0 ? min(width / 2 + 4, frame.width / 2) / frame.width : 0.5
        let down = frame.height > 0 ? min(13, frame.height / 2) / frame.height : 0.5
        let center = frame.point(at: Point(x: direction == .rightToLeft ? across : 1 - across, y: 1 - down))
        return Frame(center: center, size: Size(width: width, height: 18))
    }

    /// Finding numbers as a short list, runs joined: "1–4, 7".
    static func numbers(_ numbers: [Int], _ words: Wording) -> String {
        var runs: [String] = []
        var index = 0
        let sorted = Array(Set(numbers)).sorted()
        while index < sorted.count {
            var end = index
            while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
            runs.append(end > index + 1 ? "\(sorted[index])–\(sorted[end])" : (end == index + 1 ? "\(sorted[index])\(words.listSeparator)\(sorted[end])" : "\(sorted[index])"))
            index = end + 1
        }
        return runs.joined(separator: words.listSeparator)
    }
}
