// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import TestSupport
import Testing

/// The pictures the README shows are what the binary draws: each of docs/images, named
/// SCREEN.LANG.DIRECTION[.SIZE][.APPEARANCE], is drawn again by `rotor snapshot` with those
/// options (as `make snapshots` draws them, through scripts/doc-image) and must have the same
/// pixels. When one differs, run `make snapshots` and look at the pictures before committing.
@Suite struct DocImagesTests {
    static let folder = RotorProcess.packageRoot.appending(path: "docs/images")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The command line a picture's name stands for, without the output.
    static func arguments(_ name: String) -> [String] {
        let parts = name.dropLast(".png".count).split(separator: ".").map(String.init)
        guard parts.count >= 3 else { return [] }
        var arguments = ["snapshot", parts[0], "--lang", parts[1], "--direction", parts[2]]
        for extra in parts.dropFirst(3) {
            arguments += extra == "light" || extra == "dark" ? ["--appearance", extra] : ["--content-size", extra]
        }
        return arguments
    }

    @Test func theReadmeShowsPicturesOfEveryKind() {
        let names = Set(Self.names)
        #expect(names.isSuperset(of: [
            "kanban.en.ltr.png", "photo-board.en.ltr.png", "snap-corner.ar.rtl.png", "photo-board.en.ltr.AX5.png", "kanban.en.ltr.dark.png",
        ]))
        let readme = (try? String(contentsOf: RotorProcess.packageRoot.appending(path: "README.md"), encoding: .utf8)) ?? ""
        for name in names { #expect(readme.contains("docs/images/\(name)"), "the README does not show \(name)") }
    }

    @Test(arguments: names)
    func eachPictureIsWhatTheBinaryDraws(name: String) throws {
        let arguments = Self.arguments(name)
        #expect(!arguments.isEmpty, "\(name) is not SCREEN.LANG.DIRECTION[.SIZE][.APPEARANCE].png")
        let output = FileManager.default.temporaryDirectory.appending(path: "rotor-doc-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try RotorProcess.run(arguments + ["--format", "png", "--output", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let drawn = try PNGImage(Array(try Data(contentsOf: output)))
        let committed = try PNGImage(Array(try Data(contentsOf: Self.folder.appending(path: name))))
        #expect(drawn.width == committed.width && drawn.height == committed.height, "\(name): run make snapshots")
        guard drawn.width == committed.width, drawn.height == committed.height else { return }
        var differing = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                guard let a = drawn.pixel(x: x, y: y), let b = committed.pixel(x: x, y: y) else { continue }
                if a.red != b.red || a.green != b.green || a.blue != b.blue { differing += 1 }
            }
        }
        #expect(differing == 0, "\(name): \(differing) pixels differ from what rotor draws; run make snapshots")
    }
}
