// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Golden files: compare text with a file beside the tests, or re-record it with
/// `ROTOR_RECORD_GOLDEN=1 swift test`. A failure shows a diff of the lines that differ.
///
/// A run that re-records fails, whatever it wrote: it compared nothing, so it must never pass
/// as a test run (review the diff, then run the tests again without the switch).
public enum Golden {
    /// Whether this run re-records golden files instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["ROTOR_RECORD_GOLDEN"] == "1" }

    /// Checks `actual` against `directory/name`, recording it instead when asked to.
    public static func check(_ actual: String, _ name: String, directory: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appending(path: name)
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            #expect(throws: Never.self) { try Data(actual.utf8).write(to: url) }
            Issue.record(
                "re-recorded \(name) (ROTOR_RECORD_GOLDEN=1): review `git diff`, then run the tests without it",
                sourceLocation: sourceLocation)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("no golden file \(name): run `ROTOR_RECORD_GOLDEN=1 swift test` to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            Issue.record("\(name) differs (- golden, + actual):\n\(diff(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// A readable diff: the lines only the golden file has (`-`, numbered as in the golden
    /// file) and the lines only the output has (`+`, numbered as in the output), found with
    /// Swift's `difference(from:)` (a longest common subsequence), so one inserted line shows as
    /// one line, not as every line after it; `context` unchanged lines around each change, and
    /// `…` where unchanged lines are left out.
    public static func diff(_ expected: String, _ actual: String, context: Int = 2) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        let changes = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in changes {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both files together: a line of the golden file that was removed, a line of the
        // output that was inserted, or a line both have.
        enum Row { case same(Int, Int), removed(Int), inserted(Int) }
        var rows: [Row] = []
        var index = (old: 0, new: 0)
        while index.old < old.count || index.new < new.count {
            if index.old < old.count, removed.contains(index.old) {
                rows.append(.removed(index.old))
                index.old += 1
            } else if index.new < new.count, inserted.contains(index.new) {
                rows.append(.inserted(index.new))
                index.new += 1
            } else {
                rows.append(.same(index.old, index.new))
                index.old += 1
                index.new += 1
            }
        }
        let changed = rows.indices.filter { if case .same = rows[$0] { false } else { true } }
        var shown = Set<Int>()
        for row in changed { shown.formUnion(max(0, row - context)...min(rows.count - 1, row + context)) }
        var lines: [String] = []
        var previous = -1
        for row in shown.sorted() {
            if row > previous + 1 { lines.append("   …") }
            previous = row
            switch rows[row] {
            case .same(let line, _): lines.append(String(format: "%4d   ", line + 1) + old[line])
            case .removed(let line): lines.append(String(format: "%4d - ", line + 1) + old[line])
            case .inserted(let line): lines.append(String(format: "%4d + ", line + 1) + new[line])
            }
        }
        if previous < rows.count - 1, !lines.isEmpty { lines.append("   …") }
        return lines.joined(separator: "\n")
    }
}
