// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The findings a team has accepted for now (`--write-baseline FILE`), so that a later run
/// (`--baseline FILE`) reports and fails only on what is new.
///
/// A finding is known by its fingerprint (its rule, file and place in the file's own terms,
/// never its line) and by the groups it held for: a key missing in German is known; the same key
/// missing in French later is new, and only French is reported.
public struct Baseline: Sendable, Hashable {
    /// One accepted finding.
    struct Entry: Codable, Hashable {
        var fingerprint: String
        var ruleId: String
        var subject: String
        var groups: [String]
    }

    /// The file as written.
    struct File: Codable {
        var version: Int
        var tool: String
        var job: String
        var findings: [Entry]
    }

    /// The version of the file format.
    public static let version = 1

    /// The groups accepted, by fingerprint; an empty set for a finding without groups.
    public private(set) var accepted: [String: Set<String>]
    private var entries: [Entry]
    private var job: String

    /// The baseline of every finding of a report.
    public init(_ report: CIReport) {
        var merged: [String: Entry] = [:]
        for finding in report.findings {
            let fingerprint = finding.fingerprint
            var entry = merged[fingerprint]
                ?? Entry(fingerprint: fingerprint, ruleId: finding.ruleID, subject: finding.subject, groups: [])
            entry.groups = Array(Set(entry.groups).union(finding.groups)).sorted()
            merged[fingerprint] = entry
        }
        entries = merged.values.sorted { $0.fingerprint < $1.fingerprint }
        accepted = merged.mapValues { Set($0.groups) }
        job = report.job
    }

    /// Reads a baseline file's bytes.
    public init(json data: Data) throws(BaselineError) {
        let file: File
        do {
            // JSONDecoder, not the position-keeping JSONScanner: Rotor writes baselines, and one
            // it cannot use is refused whole (`malformed`), so no message needs a line in it.
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .malformed
        }
        guard file.version == Self.version else { throw .unsupportedVersion(file.version) }
        entries = file.findings
        job = file.job
        accepted = Dictionary(file.findings.map { ($0.fingerprint, Set($0.groups)) }, uniquingKeysWith: { $0.union($1) })
    }

    /// The file's text: one entry a finding, sorted by fingerprint, so that it diffs well.
    public func json() -> String {
        JSONOutput.encode(File(version: Self.version, tool: ToolInfo.name, job: job, findings: entries))
    }

    /// The report without what the baseline accepts: a finding whose every group is accepted is
    /// dropped, one with new groups keeps only those; `baselined` counts what was held back.
    public func filter(_ report: CIReport) -> CIReport {
        var filtered = report
        var held = 0
        filtered.findings = report.findings.compactMap { finding in
            guard let groups = accepted[finding.fingerprint] else { return finding }
            let new = finding.groups.filter { !groups.contains($0) }
            guard !new.isEmpty else {
                held += 1
                return nil
            }
            var kept = finding
            kept.groups = new
            return kept
        }
        filtered.baselined = report.baselined + held
        return filtered
    }
}

/// Why a baseline file could not be used; the executable words it.
public enum BaselineError: Error, Sendable, Hashable {
    /// Not JSON, or not a baseline's shape.
    case malformed
    /// A baseline of a format version this Rotor does not know.
    case unsupportedVersion(Int)
}
