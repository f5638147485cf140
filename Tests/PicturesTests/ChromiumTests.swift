// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Documents
import Foundation
import Processes
import Harness
import Pictures
import Localization
import Semantics
import TestSupport
import Testing
import Widgets

/// Debian's headless Chromium draws every snapshot and the HTML audit report, one browser for
/// the whole batch: the test reads pixels of its screenshots at points the frames decide, reads
/// the page's text, and reads Chromium's own accessibility tree of the report.
@Suite struct ChromiumTests {
    /// The example of a broken board the README points to.
    static let brokenBoard = RotorProcess.packageRoot.appending(path: "Examples/broken-kanban.json")

    @Test func chromiumDrawsEverySnapshotWithItsLegend() throws {
        let browser = try Chromium()
        let folder = try TemporaryDirectory(prefix: "rotor-pages")
        defer { folder.remove() }
        let phrase = Phrase()
        var tileCentres: [LayoutDirection: Point] = [:]
        for (screen, language, direction) in SnapshotTests.cases {
            let name = "\(screen.rawValue).\(language.code).\(direction.rawValue)"
            let snapshot = SnapshotTests.snapshot(screen, language, direction)
            let layout = snapshot.layout()
            let url = folder.file(name + ".svg")
            try Data(snapshot.svg().utf8).write(to: url)
            try browser.open(url, width: Int(layout.width.rounded(.up)), height: Int(layout.height.rounded(.up)))
            let image = try PNGImage(browser.screenshot())
            Sample.check(Sample.of(snapshot), in: image, scale: 1, name)

            let text = try browser.evaluate("Array.from(document.querySelectorAll('text')).map(t => t.textContent).join(' ')")
            let words = SVGText.normalized(text as? String ?? "")
            for node in snapshot.tree.elements {
                #expect(words.contains(SVGText.normalized(phrase.spoken(node, language))), "\(name): \(node.id)'s phrase")
            }
            if screen == .snapCorner, let tile = snapshot.tree.element(id: .tile)?.frame {
                tileCentres[direction] = tile.center
                // The tile's tint where the frame says, and the screen where the mirrored tile would be.
                let mirrored = tile.mirrored(within: layout.screen.width).point(at: Point(x: 0.5, y: 0.85))
                Sample.check([
                    Sample(point: tile.point(at: Point(x: 0.5, y: 0.85)), expected: SnapshotStyle.tint(3), what: "the tile"),
                    Sample(point: mirrored, expected: SnapshotStyle.screen, what: "where the tile is not"),
                ], in: image, scale: 1, name)
            }
        }
        let ltr = try #require(tileCentres[.leftToRight])
        let rtl = try #require(tileCentres[.rightToLeft])
        #expect(ltr.x > 195 && rtl.x < 195 && ltr.x + rtl.x == 390, "right to left mirrors the tile: bottom right becomes bottom left")
    }

    @Test func chromiumReadsTheReportOfABrokenBoardOfflineAndAccessibly() throws {
        let (broken, _, _) = try DocumentFile.read(Self.brokenBoard.path)
        let targets = [AuditTarget(name: "kanban", document: DemoScreen.kanban.document), AuditTarget(name: "broken-kanban.json", document: broken)]
        let report = Auditor().audit(targets, languages: [.english], directions: [.leftToRight])
        // The board's own problems, the empty card's 24-point height, and the original's count in
        // `.secondary` and headers without the Heading trait.
        #expect(Set(report.violations.map(\.rule))
            == [.contentEmptyLabel, .contentDuplicateLabel, .contentLabelTooLong, .contentHeaderTrait, .geometryTargetSize, .contrastText])
        let builder = TreeBuilder()
        let pictures = AuditPictures(report: report, screens: targets.map { target in
            AuditPictures.Screen(
                name: target.name, tree: builder.tree(for: target.document, in: .init()), language: .english, direction: .leftToRight
            )
        })
        let html = AuditHTMLReporter.render(pictures, Wording(strings: .builtIn, language: .english))
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("src=\"//"), "nothing to fetch")

        let browser = try Chromium()
        let folder = try TemporaryDirectory(prefix: "rotor-report")
        defer { folder.remove() }
        let url = folder.file("report.html")
        try Data(html.utf8).write(to: url)
        try browser.send("Network.enable", page: true)
        try browser.send(
            "Network.emulateNetworkConditions",
            ["offline": true, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1], page: true
        )
        try browser.open(url, width: 1000, height: 900)
        #expect(try browser.evaluate("Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)") as? Bool == true,
                "every picture draws offline")

        let tree = try browser.accessibilityTree()
        let headings = tree.filter { $0.role == "heading" }.map { "\($0.level ?? 0) \($0.name)" }
        #expect(headings.first == "1 Rotor accessibility audit")
        for heading in ["2 Summary", "2 Screens", "2 Rules broken", "2 Rules passed", "3 kanban", "3 broken-kanban.json",
                        "3 content-empty-label", "3 content-duplicate-label"] {
            #expect(headings.contains(heading), "a heading \(heading) in \(headings)")
        }
        let levels = tree.filter { $0.role == "heading" }.compactMap(\.level)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $1 <= $0 + 1 }, "no heading level is skipped: \(levels)")
        let images = tree.filter { $0.role == "image" }
        #expect(images.count == 2)
        #expect(images.allSatisfy { $0.name.hasPrefix("Snapshot of Kanban board:") }, "\(images.map(\.name))")
        #expect(images.last?.name.contains("element 5, “Write release notes”") == true,
                "\(images.last?.name ?? "")")
        for landmark in ["banner", "navigation", "main", "contentinfo"] {
            #expect(tree.contains { $0.role == landmark }, "a \(landmark) landmark")
        }
        #expect(tree.contains { $0.role == "link" && $0.name == "Skip to the broken rules" })
        let text = try browser.evaluate("document.body.innerText") as? String ?? ""
        #expect(text.contains("Impact: critical") && text.contains("Finding 1"), "the impact in words, the findings numbered")

        // The broken board's picture, where the page put it: its elements' tints, and the black
        // label with the numbers of its findings on the second card titled alike.
        let box = try #require(try browser.evaluate(
            "(() => { const r = document.images[1].getBoundingClientRect(); return [r.x + window.scrollX, r.y + window.scrollY]; })()"
        ) as? [Double])
        let image = try PNGImage(browser.screenshot(wholePage: true))
        let screen = try #require(pictures.screens.last)
        let snapshot = Snapshot(tree: screen.tree, language: .english, direction: .leftToRight, findings: pictures.findings(on: screen))
        let origin = Point(x: box[0] + 1, y: box[1] + 1)  // inside the picture's 1-pixel border
        Sample.check(Sample.of(snapshot), in: image, scale: 1, origin: origin, "the report's broken board")
        let sketch = try #require(snapshot.layout().entries.first { $0.node.label == "Write release notes" && $0.findingLabel != nil }?.findingLabel)
        Sample.check(
            [Sample(point: Point(x: sketch.x + 2, y: sketch.center.y), expected: SnapshotStyle.violation, what: "the finding label")],
            in: image, scale: 1, origin: origin, "the report's broken board"
        )
    }
}
