// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Harness
import Processes
import SystemInterface
import TestSupport
import Testing
import Widgets

/// "Added" means it is on disk: `rotor` in a real pseudo-terminal, killed with SIGKILL the moment
/// a confirmation is printed, loses nothing it confirmed, on a small board and a large one.
///
/// Each round starts `rotor open FILE` (which makes again what the last killed session
/// confirmed), adds a card, waits for "Added …" and kills it at once. The next session on the
/// file must hold every card confirmed so far. `ROTOR_CONFIRM_KILLS` sets the rounds per board
/// (the figures in docs/boards.md come from 500 on each).
@Suite(.serialized) struct ConfirmationKillTests {
    static let rounds = Int(ProcessInfo.processInfo.environment["ROTOR_CONFIRM_KILLS"] ?? "") ?? 8

    /// A Kanban board of `cards` cards in three columns, written by Rotor's own writer.
    static func board(cards: Int, in folder: TemporaryDirectory) throws -> String {
        let columns = (0..<3).map { column in
            KanbanBoard.Column(id: "k\(column)", title: .verbatim("Column \(column)"), cards: (0..<(cards / 3 + (column < cards % 3 ? 1 : 0))).map {
                KanbanBoard.Card(id: "c\(column)-\($0)", title: .verbatim("Card \($0) of column \(column)"))
            })
        }
        let path = folder.file("board.json").path
        _ = try DocumentFile.create(path, document: .kanban(KanbanBoard(columns: columns))) { $0.raw }
        return path
    }

    /// The titles of the cards the board holds, as the next session opening it sees them.
    static func titles(_ path: String) throws -> Set<String> {
        let (file, document) = try DocumentFile.open(path)
        defer { file.close() }
        guard case .kanban(let board) = document else { return [] }
        return Set(board.columns.flatMap { $0.cards.map { $0.title.raw } })
    }

    @Test(arguments: [3, 100_000])
    func aKillRightAfterEachConfirmationLosesNothing(cards: Int) throws {
        let folder = try TemporaryDirectory(prefix: "rotor-confirm-kill")
        defer { folder.remove() }
        let path = try Self.board(cards: cards, in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.file("config").path
        environment["TERM"] = "xterm"
        var confirmed: [String] = []
        var restoredAtStart = 0
        for round in 0..<Self.rounds {
            let terminal = try PseudoTerminal()
            let rotor = try ChildProcess(
                RotorProcess.executable.path, ["open", path, "--no-speech"], environment: environment, terminal: terminal.slavePath)
            terminal.detachSlave()
            defer { rotor.kill() }
            let prompt = terminal.waitForOutput(containing: "rotor> ", after: rotor.started, timeout: .seconds(120))
            try #require(prompt != nil, "round \(round): no prompt")
            if terminal.waitForOutput(containing: "Restored ", after: rotor.started, timeout: .zero) != nil { restoredAtStart += 1 }
            let title = "Kill test card \(round)"
            let typed = terminal.type("add \(title)\r")
            let added = terminal.waitForOutput(containing: "Added \(title)", after: typed, timeout: .seconds(60))
            try #require(added != nil, "round \(round): no confirmation")
            Posix.signal(rotor.pid, SIGKILL)
            _ = try rotor.wait()
            confirmed.append(title)
            let held = try Self.titles(path)
            let lost = confirmed.filter { !held.contains($0) }
            #expect(lost.isEmpty, "round \(round): confirmed and lost: \(lost)")
            if !lost.isEmpty { break }
        }
        // Every session after the first found the last one's confirmation unwritten, or written.
        print("confirmation kills on \(cards) cards: \(Self.rounds) kills, \(confirmed.count) cards confirmed, none lost; "
            + "\(restoredAtStart) sessions made the killed one's change again at start")
    }
}
