// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Localization
import Semantics
import Speech
import SystemInterface
import Synchronization
import Testing
import Widgets

/// Saving off the reply's path, as the interactive terminal does it: a reply that does not wait
/// for the disk, a failure said when it is known, changes coalesced, and quitting that waits.
@Suite struct BackgroundSaveTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "rotor-saves-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A board of three columns of `cards` cards each, written to `name`.
    private func board(_ name: String, cards: Int) throws -> String {
        let columns = (0..<3).map { column in
            let cards = (0..<cards).map { #"{"id": "c\#(column)-\#($0)", "title": "Card \#($0) of column \#(column)"}"# }
            return #"{"id": "k\#(column)", "title": "Column \#(column)", "cards": [\#(cards.joined(separator: ","))]}"#
        }
        let path = folder.appending(path: name).path
        try #"{"kind": "kanban", "columns": [\#(columns.joined(separator: ","))]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A value shared with the closures a driver and a file system call from other threads.
    final class Shared<Value: Sendable>: Sendable {
        let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
        var current: Value { value.withLock { $0 } }
    }

    /// A driver saving in the background, and every line it prints.
    private func driver(_ path: String, fileSystem: FileSystem = .real) throws -> (SessionDriver, Shared<[String]>) {
        let (file, document) = try DocumentFile.open(path, fileSystem: fileSystem)
        var session = Session(screen: "board.json", document: document, environment: .init())
        session.editableScreen = "board.json"
        let printed = Shared<[String]>([])
        let announcer = Announcer(speaker: TranscriptSpeaker(), print: { line in printed.value.withLock { $0.append(line) } })
        let driver = SessionDriver(session: session, announcer: announcer, file: file)
        driver.savesInBackground = true
        return (driver, printed)
    }

    /// The column each card is in, as the file on disk says.
    private func columns(onDisk path: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var where_: [String: String] = [:]
        for column in try #require(root["columns"] as? [[String: Any]]) {
            for card in column["cards"] as? [[String: Any]] ?? [] {
                where_[card["id"] as? String ?? ""] = column["id"] as? String
            }
        }
        return where_
    }

    @Test func aReplyDoesNotWaitForItsSaveAndAFailureIsSaidWhenKnown() throws {
        let path = try board("board.json", cards: 3)
        let (driver, printed) = try driver(path)
        defer { driver.finishSaving() }
        // Another program rewrites the file: the save that follows must refuse to overwrite it.
        let outside = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "Card 1 of", with: "Edited")
        try outside.write(toFile: path, atomically: false, encoding: .utf8)
        _ = driver.handle(line: "next")
        let reply = driver.handle(line: "do 1")
        #expect(reply.utterances.first == "Moved to Column 1", "the reply is said at once")
        #expect(!reply.isError && reply.sounds == [.done], "the failure is not known yet: \(reply.utterances)")
        // The failure is said when the saver reports it, as the terminal's loop hears it.
        let deadline = ContinuousClock.now + .seconds(10)
        var said: [String] = []
        while ContinuousClock.now < deadline {
            driver.handleEvents()
            said = printed.current
            if said.contains(where: { $0.contains("was changed by another program") }) { break }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(said.last?.hasSuffix("Your change is kept in memory.") == true, "\(said)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == outside, "the other program's file is untouched")
        driver.finishSaving()
        #expect(driver.unsavedChanges == 1)
    }

    @Test func changesFasterThanASaveAreCoalescedAndTheLastIsOnDisk() throws {
        let path = try board("board.json", cards: 3_000)
        // The real file system, counting the temporary files that saves write.
        let saves = Shared(0)
        var counting = FileSystem.real
        counting.open = { target, flags, mode throws(Errno) in
            if target.hasSuffix(".tmp") { saves.value.withLock { $0 += 1 } }
            return try Posix.open(target, flags, mode: mode)
        }
        let (driver, _) = try driver(path, fileSystem: counting)
        _ = driver.handle(line: "next")
        let moves = 60
        for _ in 0..<moves { _ = driver.handle(line: "do 1") }
        driver.finishSaving()
        let written = saves.current
        #expect(written >= 1 && written < moves, "\(written) saves for \(moves) moves")
        #expect(driver.unsavedChanges == 0)
        // The card went back and forth between the other two columns: the file has where it is now.
        let focused = try #require(driver.session.focusID)
        guard case .card(let card) = focused else { Issue.record("focus is on \(focused)"); return }
        guard case .kanban(let board) = driver.session.document,
              let column = board.columnIndex(ofCard: card).map({ board.columns[$0].id })
        else { Issue.record("not a board"); return }
        #expect(try columns(onDisk: path)[card] == column)
    }

    @Test func quittingWaitsForTheLastSave() throws {
        let path = try board("board.json", cards: 2_000)
        let (driver, _) = try driver(path)
        _ = driver.handle(line: "next")
        _ = driver.handle(line: "do Move to Column 2")
        let reply = driver.handle(line: "quit")
        #expect(reply.quit, "\(reply.utterances)")
        #expect(try columns(onDisk: path)["c0-0"] == "k2", "the move is on disk when quit returns")
        driver.finishSaving()
    }
}
