// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Harness
import TestSupport
import Testing

/// A folder of pictures opened `--as photo-grid`, and the 1,000,000-card limit of a board file.
@Suite struct FolderAndLimitTests {
    /// The images of a folder, captioned by file name in the order a file manager lists them
    /// ("photo 2" before "photo 10"): not its other files, hidden files (macOS's `._` litter
    /// on a shared drive among them) or folders, and nothing is written into it.
    @Test func aFolderOpensAsAPhotoGridOfItsImages() throws {
        let root = RotorProcess.isolatedConfiguration()
        let pictures = root.appending(path: "Pictures")
        try FileManager.default.createDirectory(at: pictures.appending(path: "album.jpg"), withIntermediateDirectories: true)
        for name in ["photo 10.jpeg", "beach.jpg", "notes.txt", "Harbour.PNG", ".hidden.jpg", "._beach.jpg", "photo 2.jpg"] {
            try Data([0xFF, 0xD8, 0xFF]).write(to: pictures.appending(path: name))
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        let result = try RotorProcess.run(
            ["open", pictures.path, "--as", "photo-grid", "--no-speech"],
            input: "read-all\nfirst\nnext\nnext\ndo Select\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            Pictures, Photo grid
            Long press a photo
            Long press a photo
            beach, Button, Image, Actions available
            Harbour, Button, Image, Actions available
            photo 2, Button, Image, Actions available
            photo 10, Button, Image, Actions available
            Long press a photo
            beach, Button, Image, Actions available
            Harbour, Button, Image, Actions available
            Selected, Harbour, Selected, Button, Image
            1 selected

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == before, "the folder was written to")

        let plain = try RotorProcess.run(["open", pictures.path, "--no-speech"])
        #expect(plain.status == 64)
        #expect(plain.standardError == "'\(pictures.path)' holds no .swift file to read; add '--as photo-grid' to read its images as a photo grid.\n")
        let empty = root.appending(path: "Documents")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: empty.appending(path: "notes.txt"))
        let none = try RotorProcess.run(["open", empty.path, "--as", "photo-grid", "--no-speech"])
        #expect(none.status == 1)
        #expect(none.standardError == "There are no images in '\(empty.path)'.\n")
    }

    /// A compact board of 1,000,001 cards (27 MB, under the 32 MiB a file may have) is refused
    /// with the limit named, and the file is left alone.
    @Test func theMillionAndFirstCardIsRefusedWithTheLimitNamed() throws {
        let folder = RotorProcess.isolatedConfiguration()
        let path = folder.appending(path: "huge.json").path
        var bytes = Array(#"{"kind":"kanban","columns":[{"id":"a","title":"A","cards":["#.utf8)
        bytes.reserveCapacity(28_000_000)
        let open = Array(#"{"id":""#.utf8)
        let close = Array(#"","title":"c"}"#.utf8)
        var digits = [UInt8](repeating: 0, count: 8)
        for index in 0...1_000_000 {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += open
            var value = index
            var count = 0
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            for position in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[position]) }
            bytes += close
        }
        bytes += Array("]}]}".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try RotorProcess.run(["open", path, "--no-speech"], input: "next\n")
        #expect(result.status == 1)
        #expect(result.standardError == "columns[0].cards has 1,000,001 items, more than the 1,000,000 Rotor opens.\n")
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == bytes.count, "the file was touched")
    }
}
