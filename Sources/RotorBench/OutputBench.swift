// SPDX-License-Identifier: GPL-3.0-or-later

import Documents
import Foundation
import Processes
import Semantics
import Widgets

/// What the large outputs cost, as `rotor` makes them: audits of a board of 500 columns × 200
/// cards (each card offers 499 moves), its JSON transcript, and a snapshot and an HTML audit
/// report of a board of 1,000,000 photos. Each is the real program with its output sent to
/// `/dev/null`: wall time by this process's clock, peak memory by `/usr/bin/time` (the
/// program's own `ru_maxrss`), and how many bytes it wrote.
enum OutputBench {
    /// One command's costs.
    struct Row: Codable, Sendable {
        var command: String
        var seconds: Double
        var peakMB: Double
        var outputMB: Double
        var exitCode: Int32
    }

    /// The bounds the figures are held to (docs/benchmarks.md): what a person can wait for and a
    /// machine of 2 GB can hold.
    static let secondsBound = 60.0
    static let peakMBBound = 1_024.0

    /// Writes the boards and runs each command once.
    static func run(rotor: String, directory: URL, progress: (String) -> Void) throws(BenchError) -> [Row] {
        let wide = directory.appending(path: "kanban-500x200.json").path
        let photos = directory.appending(path: "photo-board-1000000.json").path
        progress("output: writing a 500 × 200 board and a board of 1,000,000 photos")
        try write(kanban(columns: 500, cards: 200), to: wide)
        try write(photoBoard(1_000_000), to: photos)
        let commands: [[String]] = [
            ["audit", wide, "--lang", "en", "--direction", "ltr"],
            ["audit", wide, "--lang", "en", "--direction", "ltr", "--format", "json"],
            ["audit", wide, "--lang", "en", "--direction", "ltr", "--format", "sarif"],
            ["transcript", wide, "--format", "json"],
            ["snapshot", photos],
            ["audit", photos, "--lang", "en", "--direction", "ltr", "--format", "html"],
        ]
        var rows: [Row] = []
        for arguments in commands {
            let shown = "rotor " + arguments.map { ($0 as NSString).lastPathComponent }.joined(separator: " ")
            progress("output: \(shown)")
            rows.append(try measure(rotor, arguments, shown: shown, in: directory))
        }
        return rows
    }

    /// Runs one command under `/usr/bin/time`, its output counted and thrown away.
    private static func measure(_ rotor: String, _ arguments: [String], shown: String, in directory: URL) throws(BenchError) -> Row {
        let output = directory.appending(path: "output").path
        let usage = directory.appending(path: "usage").path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = directory.appending(path: "config").path
        let start = SuspendingClock.now
        let child = try BenchError.harnessed { () throws(ProcessError) in
            try ChildProcess(
                "/usr/bin/time", ["-f", "%M", "-o", usage, rotor] + arguments, environment: environment,
                output: .file(output), error: .null)
        }
        let code = try BenchError.harnessed { () throws(ProcessError) in try child.wait() }
        let seconds = (SuspendingClock.now - start).milliseconds / 1_000
        let kilobytes = (try? String(contentsOfFile: usage, encoding: .utf8))?
            .split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        try? FileManager.default.removeItem(atPath: output)
        return Row(command: shown, seconds: seconds, peakMB: kilobytes / 1_024, outputMB: Double(bytes) / 1_048_576, exitCode: code)
    }

    private static func write(_ document: Document, to path: String) throws(BenchError) {
        try? FileManager.default.removeItem(atPath: path)
        do {
            _ = try DocumentFile.create(path, document: document) { $0.raw }
        } catch {
            throw .childFailed("writing \(path): \(error)")
        }
    }

    private static func kanban(columns: Int, cards: Int) -> Document {
        .kanban(KanbanBoard(columns: (0..<columns).map { column in
            KanbanBoard.Column(id: "k\(column)", title: .verbatim("Column \(column)"), cards: (0..<cards).map {
                KanbanBoard.Card(id: "c\(column)-\($0)", title: .verbatim("Card \($0) of column \(column)"))
            })
        }))
    }

    /// Short ids and captions (base 36), so that a million photos fit the 32 MiB Rotor reads.
    private static func photoBoard(_ count: Int) -> Document {
        .photoBoard(PhotoBoard(photos: (0..<count).map {
            let name = String($0, radix: 36)
            return PhotoBoard.Photo(id: name, caption: .verbatim(name))
        }))
    }
}
