// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Golden files: compare text with a file beside the tests, or re-record it with
/// `ROTOR_RECORD_GOLDEN=1 swift test`. A failure shows a line-by-line diff.
public enum Golden {
    /// Whether this run re-records golden files instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["ROTOR_RECORD_GOLDEN"] == "1" }

    /// Checks `actual` against `directory/name`, recording it instead when asked to.
    public static func check(_ actual: String, _ name: String, directory: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appending(path: name)
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            #expect(throws: Never.self) { try Data(actual.utf8).write(to: url) }
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

    /// A readable diff: the differing lines, numbered, with a little context.
    public static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            if a == b { continue }
            if let a { lines.append(String(format: "%4d - %@", index + 1, a)) }
            if let b { lines.append(String(format: "%4d + %@", index + 1, b)) }
        }
        return lines.joined(separator: "\n")
    }
}
