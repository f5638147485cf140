// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import RotorCLI
import Localization
import Semantics
import Testing

/// `rotor snapshot` and the HTML audit report, run in process.
@Suite struct SnapshotCommandTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test func anSVGGoesToStandardOutputInTheLanguageAskedFor() {
        let (status, captured) = CapturedOutput.run(["snapshot", "kanban", "--lang", "es"])
        #expect(status == 0)
        #expect(captured.standardOutput.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(captured.standardOutput.contains("Instantánea de accesibilidad de"))
        #expect(captured.standardOutput.contains("Acciones: Mover a En curso, Mover a Hecho"))
        #expect(captured.standardError.isEmpty)
    }

    @Test func aPNGGoesToStandardOutputAsBytesWhenItIsNoTerminal() {
        let (status, captured) = CapturedOutput.run(["snapshot", "snap-corner", "--direction", "rtl", "--format", "png"])
        #expect(status == 0)
        #expect(Array(captured.bytes.prefix(8)) == Self.pngSignature)
        #expect(captured.standardOutput.isEmpty)
    }

    @Test func aPNGForATerminalIsNamedAfterTheScreenLanguageAndDirection() {
        #expect(SnapshotCommand.defaultFileName("snap-corner", .init(language: .english, layoutDirection: .rightToLeft)) == "snap-corner.en.rtl.png")
        #expect(SnapshotCommand.defaultFileName("tasks.json", .init(language: .spanish)) == "tasks.es.ltr.png")
    }

    @Test func theOutputFileIsWrittenWholeAndTheScreenSizeIsKept() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "rotor-snapshot-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, captured) = CapturedOutput.run(["snapshot", "photo-grid", "--screen", "1024x768", "--output", path])
        #expect(status == 0)
        #expect(captured.standardOutput.isEmpty, "nothing is said when the file was asked for")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains(#"<clipPath id="screen"><rect width="1024" height="768"/>"#))
    }

    @Test func aFileThatCannotBeWrittenIsAClearError() {
        let (status, captured) = CapturedOutput.run(["snapshot", "kanban", "--output", "/nonexistent-folder/k.svg"])
        #expect(status == 73)
        #expect(captured.standardError == "Rotor could not write the picture to /nonexistent-folder/k.svg: No such file or directory.\n")
    }

    @Test func theJSONTranscriptSaysWhereEachElementIs() throws {
        let (status, captured) = CapturedOutput.run(["transcript", "snap-corner", "--direction", "rtl", "--format", "json"])
        #expect(status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(captured.standardOutput.utf8)) as? [[String: Any]])
        let tile = try #require(entries.last?["frame"] as? [String: Double])
        #expect(tile == ["x": 16, "y": 658, "width": 120, "height": 170, "rotation": 0, "zIndex": 1])
        let text = CapturedOutput.run(["transcript", "snap-corner"]).output.standardOutput
        #expect(!text.contains("658"), "frames stay out of the text transcript")
    }

    @Test func theHTMLReportMarksTheBrokenBoardsElementsInTheReadersLanguage() throws {
        let board = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Examples/broken-kanban.json").path
        let (status, captured) = CapturedOutput.run(["audit", board, "--lang", "en", "--format", "html"], language: "es_ES.UTF-8")
        #expect(status == 1)
        let html = captured.standardOutput
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"es\" dir=\"ltr\">"))
        #expect(html.contains("<h1>Auditoría de accesibilidad de Rotor</h1>"))
        #expect(html.contains("Impacto: crítico"))
        #expect(html.contains("«Write release notes», infracciones"))
        #expect(html.contains(#"<img src="data:image/svg+xml;base64,"#))
        #expect(CapturedOutput.run(["audit", board, "--lang", "en", "--format", "html"], language: "es_ES.UTF-8").output.standardOutput == html,
                "the same audit gives the same bytes")
    }
}

/// `--content-size` lays a screen out as Dynamic Type would: at AX5 the Kanban header is one
/// line of the headline style, 62 points on the HIG's table, and the column, an
/// `@ScaledMetric` of 150 points relative to the body style, is 150 × 53 / 17 wide.
@Suite struct ContentSizeOptionTests {
    static func header(_ arguments: [String]) throws -> [String: Double] {
        let (status, captured) = CapturedOutput.run(["transcript", "kanban", "--format", "json"] + arguments)
        #expect(status == 0)
        let elements = try #require(try JSONSerialization.jsonObject(with: Data(captured.standardOutput.utf8)) as? [[String: Any]])
        return try #require(elements.first?["frame"] as? [String: Double])
    }

    @Test func transcriptFramesFollowTheContentSize() throws {
        let large = try Self.header([])
        #expect(large["height"] == 22)
        let largest = try Self.header(["--content-size", "AX5"])
        #expect(largest["height"] == 62)
        #expect(abs((largest["width"] ?? 0) - (150.0 * 53 / 17 - 24)) < 0.01)
        let (status, captured) = CapturedOutput.run(["transcript", "kanban", "--content-size", "huge"])
        #expect(status == 64)
        #expect(captured.standardError.contains("AX5"))
    }
}
