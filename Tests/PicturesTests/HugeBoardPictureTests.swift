// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Pictures
import Processes
import Semantics
import TestSupport
import Testing
import Widgets

/// Pictures of boards far larger than a screen stay bounded: a snapshot draws at most
/// ``Snapshot/maximumEntries`` elements and says how many it left out, a PNG is scaled to what
/// the rasterizer can draw (before, rsvg-convert refused it and Rotor exited with 70), and an
/// HTML report lists at most ``AuditHTMLReporter/maximumFindingsPerRule`` findings a rule.
@Suite struct HugeBoardPictureTests {
    /// A photo board of `count` photos, all at home on its board.
    static func board(_ count: Int, side: Double = 390) -> PhotoBoard {
        PhotoBoard(
            photos: (0..<count).map { PhotoBoard.Photo(id: "p\($0)", caption: .verbatim("Photo \($0)")) },
            boardSize: Size(width: side, height: side))
    }

    @Test func aSnapshotDrawsAtMostItsLimitAndSaysHowManyItLeftOut() {
        let count = 5_000
        let tree = TreeBuilder().tree(for: .photoBoard(Self.board(count)), in: .init())
        let snapshot = Snapshot(tree: tree, language: .english, direction: .leftToRight)
        let layout = snapshot.layout()
        #expect(layout.entries.count == Snapshot.maximumEntries)
        let said = layout.notDrawn.map(\.text).joined(separator: " ")
        #expect(said.contains("4,500 more elements are not drawn"), "\(said)")
        #expect(said.contains("lists every element"), "\(said)")
        let svg = snapshot.svg(layout)
        #expect(svg.utf8.count < 2_000_000, "the picture's size follows what it draws: \(svg.utf8.count) bytes")
        #expect(SVGText.words(svg).contains(SVGText.normalized(said)), "every line of it is drawn")
    }

    /// A board 100,000 points wide: drawn, within 32,767 pixels a side, and the scaling said on
    /// standard error before the rasterizer starts.
    @Test func aPNGOfABoardWiderThanTheRasterizerDrawsIsScaledToFit() throws {
        guard ChildProcess.find("rsvg-convert") != nil else {
            Issue.record("rsvg-convert is not installed: apt-get install librsvg2-bin")
            return
        }
        let folder = try TemporaryDirectory(prefix: "rotor-huge")
        defer { folder.remove() }
        let board = folder.file("wide.json").path
        let photos = (0..<20).map { #"{"id": "p\#($0)", "caption": "Photo \#($0)"}"# }.joined(separator: ",")
        try #"{"kind": "photo-board", "board": {"width": 100000, "height": 2000}, "photos": [\#(photos)]}"#
            .write(toFile: board, atomically: true, encoding: .utf8)
        let output = folder.file("wide.png").path
        let result = try RotorProcess.run(["snapshot", board, "--format", "png", "--output", output])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("The picture is 100000×"), "\(result.standardError)")
        let png = try PNGImage(Array(Data(contentsOf: URL(fileURLWithPath: output))))
        #expect(png.width <= 32_767 && png.height <= 32_767)
        #expect(png.width >= 30_000, "as large as the rasterizer allows: \(png.width)")
    }

    @Test func anHTMLReportListsAtMostItsLimitOfFindingsARule() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-huge")
        defer { folder.remove() }
        let board = folder.file("blank.json").path
        // Every photo's label is blank: one content-empty-label finding each.
        let photos = (0..<600).map { #"{"id": "p\#($0)", "label": " "}"# }.joined(separator: ",")
        try #"{"kind": "photo-grid", "photos": [\#(photos)]}"#.write(toFile: board, atomically: true, encoding: .utf8)
        let result = try RotorProcess.run(["audit", board, "--lang", "en", "--direction", "ltr", "--format", "html"])
        #expect(result.status == 1)
        let listed = result.standardOutput.components(separatedBy: #"<li id="finding-"#).count - 1
        #expect(listed <= AuditHTMLReporter.maximumFindingsPerRule * 3, "\(listed) findings listed")
        #expect(result.standardOutput.contains("400 more findings of this rule are not listed here"), "the rest are counted")
    }
}
