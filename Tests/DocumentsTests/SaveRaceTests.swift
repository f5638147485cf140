// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Processes
import Speech
import Synchronization
import SystemInterface
import TestSupport
import Testing
import Widgets

/// Another program writes the board while Rotor saves it, at the worst moment: after Rotor's
/// first look and while its new version is being flushed, a moment before the rename (once,
/// 3 saves in 3 on a 100,000-card board silently overwrote the other program's file: the check
/// ran before the encoding, not at the rename). The other program's write is real; the file
/// system seam only lets it land at that moment. Every way of writing is caught: a rename over
/// the board, a write in place of another length, one of the same length with the time put
/// back (only the digest of the bytes tells it), a deletion, and a `chmod a-w`.
@Suite struct SaveRaceTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "rotor-race")
    }

    static let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}]}"#
    /// What the other program writes: the same length as the board, other bytes.
    static let theirs = board.replacingOccurrences(of: "Fix the login crash", with: "Fix the LOGIN crash")

    /// How the other program writes.
    enum Writer: String, CaseIterable, Sendable {
        case renameOver, inPlaceLonger, inPlaceSameLengthAndTime, delete, makeReadOnly

        func write(_ path: String) {
            switch self {
            case .renameOver:
                let temporary = path + ".theirs"
                try? SaveRaceTests.theirs.write(toFile: temporary, atomically: false, encoding: .utf8)
                rename(temporary, path)
            case .inPlaceLonger:
                try? (SaveRaceTests.theirs + "\n\n").write(toFile: path, atomically: false, encoding: .utf8)
            case .inPlaceSameLengthAndTime:
                var before = stat()
                stat(path, &before)
                try? SaveRaceTests.theirs.write(toFile: path, atomically: false, encoding: .utf8)
                var times = [before.st_atim, before.st_mtim]
                utimensat(AT_FDCWD, path, &times, 0)
            case .delete:
                unlink(path)
            case .makeReadOnly:
                chmod(path, 0o444)
            }
        }

        /// What Rotor says of the change it did not write.
        func refusal(_ path: String) -> String {
            switch self {
            case .makeReadOnly: "'\(path)' cannot be written. Type 'save as PATH' to keep your changes in another file. Your change is kept in memory."
            default: "'\(path)' was changed by another program, so Rotor did not overwrite it. Type 'reload' to take the other version, or 'save as PATH' to keep yours in another file. Your change is kept in memory."
            }
        }

        /// What the board on disk holds afterwards: the other program's work, whole.
        func expected() -> String? {
            switch self {
            case .renameOver, .inPlaceSameLengthAndTime: SaveRaceTests.theirs
            case .inPlaceLonger: SaveRaceTests.theirs + "\n\n"
            case .delete: nil
            case .makeReadOnly: SaveRaceTests.board
            }
        }
    }

    /// The file system, with the other program's write made once, while Rotor flushes the new
    /// version of `board` (after its first look, before the rename).
    static func racing(_ writer: Writer, on board: String) -> FileSystem {
        let armed = Mutex(true)
        var system = FileSystem.real
        system.fsync = { descriptor throws(Errno) in
            let named = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor.rawValue)")) ?? ""
            if named.hasSuffix(".tmp"), named.contains("/." + FileGate.name(of: board) + "."), !named.contains(".rotor-"),
               armed.withLock({ let was = $0; $0 = false; return was }) {
                writer.write(board)
            }
            try Posix.fsync(descriptor)
        }
        return system
    }

    @Test(arguments: Writer.allCases)
    func anotherProgramsWriteAtTheLastMomentIsNeverOverwritten(writer: Writer) throws {
        let path = folder.file("tasks.json").path
        try Self.board.write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o664)
        let (file, document) = try DocumentFile.open(path, fileSystem: Self.racing(writer, on: path))
        var session = Session(screen: "tasks.json", document: document, environment: .init())
        session.editableScreen = "tasks.json"
        let driver = SessionDriver(session: session, announcer: Announcer(speaker: TranscriptSpeaker(), print: { _ in }), file: file)
        let reply = driver.handle(line: "add Buy milk")
        #expect(reply.utterances.first == "Added Buy milk")
        #expect(reply.utterances.last == writer.refusal(path), "\(reply.utterances)")
        #expect(reply.isError)
        if let expected = writer.expected() {
            #expect(try String(contentsOfFile: path, encoding: .utf8) == expected, "the other program's version is whole")
        } else {
            #expect(!FileManager.default.fileExists(atPath: path), "a board deleted is not brought back behind the person's back")
        }
        #expect(driver.unsavedChanges == 1, "the change is kept, and counted")
        driver.finishSaving()
        #expect(driver.keepUnsavedChanges() != nil, "the change is in the journal, for the next session to offer")
        file.close()
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(temporaries.isEmpty, "the refused version is not left behind: \(temporaries)")
    }
}
