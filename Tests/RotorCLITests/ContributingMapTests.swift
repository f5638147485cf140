// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// The guides a new engineer reads are held to the repository: every path CONTRIBUTING.md names
/// is there, and Package.swift's header lists every module and says nothing its targets deny.
@Suite struct ContributingMapTests {
    static var root: URL { DocsCoverageTests.root }

    /// The backticked paths of a page: words holding a `/` or ending in a file extension.
    static func paths(in page: String) -> [String] {
        let extensions = [".swift", ".c", ".md", ".txt", ".json", ".dict", ".py", ".xcstrings", ".supp"]
        let pieces = page.components(separatedBy: "`")
        return stride(from: 1, to: pieces.count, by: 2).map { pieces[$0] }.filter { piece in
            !piece.contains(" ") && (piece.contains("/") || extensions.contains { piece.hasSuffix($0) })
        }
    }

    /// The files under `folder` whose names match `pattern`, where `<…>` stands for any text.
    static func matches(_ template: String) -> [String] {
        let folder = (template as NSString).deletingLastPathComponent
        let name = (template as NSString).lastPathComponent
        let parts = name.components(separatedBy: CharacterSet(charactersIn: "<>")).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path)) ?? []
        return names.filter { candidate in
            guard let first = parts.first, let last = parts.last, candidate.hasPrefix(first), candidate.hasSuffix(last) else {
                return false
            }
            var rest = Substring(candidate.dropFirst(first.count))
            for part in parts.dropFirst().dropLast() {
                guard let range = rest.range(of: part) else { return false }
                rest = rest[range.upperBound...]
            }
            return rest.count >= last.count
        }
    }

    @Test func everyPathContributingNamesIsThere() throws {
        let page = try String(contentsOf: Self.root.appending(path: "CONTRIBUTING.md"), encoding: .utf8)
        let paths = Self.paths(in: page)
        #expect(paths.count > 60, "the map names the files: \(paths.count) found")
        // What a run makes, in folders git ignores, is not in the repository.
        let made = ["fuzz-out/", "fuzz-long/", "snapshots/", ".build"]
        for path in paths where !made.contains(where: path.hasPrefix) {
            if path.contains("<") {
                #expect(!Self.matches(path).isEmpty, "\(path) matches no file")
            } else {
                // A bare file name is one at the root; any other sends a reader searching.
                let exists = FileManager.default.fileExists(atPath: Self.root.appending(path: path).path)
                #expect(exists, "\(path) is not there (a path is given from the repository's root)")
            }
        }
    }

    /// The targets of Package.swift with their direct dependencies.
    static func targets() throws -> [String: [String]] {
        let manifest = try String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)"(?:[^)]*?dependencies:\s*\[([^\]]*)\])?"#,
            options: [.dotMatchesLineSeparators]
        )
        var targets: [String: [String]] = [:]
        let text = manifest as NSString
        for match in pattern.matches(in: manifest, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 1))
            let list = match.range(at: 2).location == NSNotFound ? "" : text.substring(with: match.range(at: 2))
            targets[name] = list.components(separatedBy: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
                .filter { !$0.isEmpty }
        }
        return targets
    }

    /// Everything a target links, directly or through another target.
    static func closure(of name: String, in targets: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = targets[name] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += targets[next] ?? []
        }
        return seen
    }

    /// Every Swift module of `Sources/` has its row in the header's table, and the header's
    /// promise that the audit knows no speech is what the targets say: neither Audit nor
    /// Pictures links Speech or its C libraries.
    @Test func packageHeaderListsEveryModuleAndKeepsAuditFromSpeech() throws {
        let manifest = try String(contentsOf: Self.root.appending(path: "Package.swift"), encoding: .utf8)
        let header = manifest.components(separatedBy: "import PackageDescription")[0]
        let rows = header.components(separatedBy: "\n").filter { $0.hasPrefix("// | ") }
        let named = Set(rows.flatMap { row in
            row.dropFirst(4).components(separatedBy: "|")[0].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        })
        let targets = try Self.targets()
        let modules = targets.keys.filter { name in
            !name.hasPrefix("C") && !name.hasSuffix("Tests") && !["TestSupport", "EmbedLocales", "LocalesEmbedder"].contains(name)
        }
        for module in modules.sorted() where module != "rotor-bench" {
            #expect(named.contains(module), "Package.swift's header has no row for \(module)")
        }
        #expect(named.contains("RotorBench"))
        for module in named where !["", "module", "C targets"].contains(module) && !module.hasPrefix("-") {
            #expect(targets[module] != nil || module == "RotorBench" || module == "RotorFuzz", "the header names \(module), which is no target")
        }
        for module in ["Audit", "Pictures"] {
            let linked = Self.closure(of: module, in: targets)
            #expect(linked.isDisjoint(with: ["Speech", "CEspeakNG", "CPulse"]), "\(module) links \(linked.intersection(["Speech", "CEspeakNG", "CPulse"]))")
        }
    }
}
