// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import L10nCheck
@testable import Console
import Foundation
import Localization
import Reporting
@testable import RotorCLI
import Semantics
import SystemInterface
import Testing

/// The documentation cannot lose an entry without a test failing: every subcommand, every option
/// the parser accepts, every typed command, key and exit code, and every rule id `rotor audit`
/// and `rotor l10n check` can emit has its place in `README.md` or `docs/`, and every link
/// between those pages leads somewhere.
@Suite struct DocsCoverageTests {
    /// The package's root: this file is `Tests/RotorCLITests/DocsCoverageTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A page's text, by its path from the package's root; empty when it cannot be read.
    static func page(_ path: String) -> String {
        (try? String(contentsOf: root.appending(path: path), encoding: .utf8)) ?? ""
    }

    /// README.md and every Markdown page of docs/.
    static var pages: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The part of a page under the heading line `heading`, up to the next heading of the same
    /// level or higher; nil when the page has no such heading.
    static func section(_ heading: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return nil }
        let level = heading.prefix { $0 == "#" }.count
        let end = lines[(start + 1)...].firstIndex { line in
            let hashes = line.prefix { $0 == "#" }.count
            return hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
        } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    // MARK: The command line

    /// `## rotor NAME` in docs/cli.md, with its actions: `## rotor l10n check`.
    static func heading(of command: Subcommand) -> String {
        "## " + (["rotor", command.name] + command.actions).joined(separator: " ")
    }

    @Test(arguments: Subcommand.all.map(\.name))
    func everySubcommandHasASection(name: String) throws {
        let command = try #require(Subcommand.named(name))
        let heading = Self.heading(of: command)
        #expect(Self.section(heading, in: Self.page("docs/cli.md")) != nil, "docs/cli.md has no '\(heading)'")
        let invocation = heading.dropFirst(3)
        #expect(Self.page("README.md").contains(invocation) || Self.page("docs/screen-reader.md").contains(invocation),
                "neither README.md nor docs/screen-reader.md names '\(invocation)'")
    }

    /// Whether `text` holds `word` with no letter, digit or `-` right before or after it.
    static func holds(_ text: String, word: String) -> Bool {
        func joins(_ character: Character?) -> Bool {
            character.map { $0.isLetter || $0.isNumber || $0 == "-" } ?? false
        }
        return text.ranges(of: word).contains { range in
            !joins(range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil)
                && !joins(range.upperBound < text.endIndex ? text[range.upperBound] : nil)
        }
    }

    @Test(arguments: Subcommand.all.map(\.name))
    func everyOptionIsInItsSubcommandsSection(name: String) throws {
        let command = try #require(Subcommand.named(name))
        let cli = Self.page("docs/cli.md")
        let section = try #require(Self.section(Self.heading(of: command), in: cli))
        // The options several subcommands share, and their values, are described once, above the
        // first subcommand's section.
        let shared = String(cli.prefix(upTo: cli.range(of: "\n## ")?.lowerBound ?? cli.endIndex))
        for option in command.options {
            #expect(Self.holds(section, word: "--\(option.name)"),
                    "'rotor \(name)' accepts --\(option.name), but its section in docs/cli.md does not name it")
            for value in option.values ?? [] {
                #expect(Self.holds(section, word: value) || Self.holds(shared, word: value),
                        "'rotor \(name)' accepts --\(option.name) \(value), which docs/cli.md does not name")
            }
        }
    }

    /// `-h` and `--help`, which the parser accepts on every subcommand.
    @Test func helpIsDocumentedForEverySubcommand() throws {
        let cli = Self.page("docs/cli.md")
        let shared = String(cli.prefix(upTo: try #require(cli.range(of: "\n## ")).lowerBound))
        #expect(shared.contains("`-h`") && shared.contains("`--help`"), "docs/cli.md does not say that every subcommand takes -h and --help")
    }

    @Test func everyExitCodeIsInTheTable() throws {
        let table = try #require(Self.section("## Exit codes", in: Self.page("docs/cli.md")), "docs/cli.md has no '## Exit codes'")
        let errors: [RotorError] = [
            .usage(.missingValue(option: "--lang")),
            .output(.noSpace), .output(.brokenPipe), .system(.wouldBlock),
            .picture(.rasterizerMissing(program: "rsvg-convert", package: "librsvg2-bin")),
            .picture(.rasterizerFailed(program: "rsvg-convert", status: 1, message: "")),
            .picture(.unwritable(path: "x.png", errno: .permissionDenied)),
            .target(.notAFile(path: "/dev/null", kind: .device)), .reportFile(.writeFailed(path: "b.json", errno: ENOSPC)),
        ]
        // 0 and 1: done, and found (audit, l10n check) or a document Rotor cannot use; 65: a
        // check's input that cannot be read, recorded in its report.
        for code in Set(errors.map(\.exitCode) + [0, 1, ExitCode.unreadableInput]).sorted() {
            #expect(table.contains("\n| \(code) |"), "exit code \(code) has no row in docs/cli.md's exit code table")
        }
    }

    /// Every byte limit of the file gate is in docs/cli.md's table of limits, in MiB or GiB as
    /// a person reads them.
    @Test(arguments: InputLimit.all.map(\.bytes))
    func everyByteLimitIsInTheTable(bytes: Int) throws {
        let section = try #require(Self.section("## Files Rotor reads and writes", in: Self.page("docs/cli.md")))
        let shown = bytes >= 1 << 30 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
        #expect(section.contains("| \(shown) |"), "the limit of \(bytes) bytes (\(shown)) has no row in docs/cli.md's table of limits")
    }

    // MARK: The screen reader

    @Test(arguments: Command.specs.map(\.name))
    func everyTypedCommandHasARow(name: String) throws {
        let spec = try #require(Command.spec(named: name))
        let table = try #require(Self.section("## Typed commands", in: Self.page("docs/screen-reader.md")),
                                 "docs/screen-reader.md has no '## Typed commands'")
        let rows = table.components(separatedBy: "\n")
            .filter { $0.hasPrefix("| `\(name)`") || $0.hasPrefix("| `\(name) ") }
        #expect(rows.count == 1, "docs/screen-reader.md should have one row for the typed command '\(name)', has \(rows.count)")
        for alias in spec.aliases {
            #expect(rows.first?.contains("`\(alias)`") == true, "the alias '\(alias)' of '\(name)' is not in its row")
        }
    }

    @Test func everyKeyHasARow() {
        let text = Self.page("docs/screen-reader.md")
        let names = KeyBinding.all.map(\.nameKey) + KeyBinding.fixed.map(\.nameKey)
        for key in names {
            let name = Strings.builtIn.text(key, .english)
            #expect(text.contains("\n| \(name) |"), "the key '\(name)' has no row in docs/screen-reader.md's key table")
        }
    }

    // MARK: Rules

    /// The field labels every rule's entry has, in this order.
    static let fields = ["**Checks:**", "**Threshold:**", "**Source:**", "**Fails:**", "**Passes:**", "**Fix:**"]

    /// The entry of a rule: the section under `### ID`, which is also its anchor (`#ID`).
    static func entry(_ id: String, in path: String) -> String? {
        let text = page(path)
        let headings = text.components(separatedBy: "\n").filter { $0 == "### \(id)" }
        guard headings.count == 1 else { return nil }
        return section("### \(id)", in: text)
    }

    @Test(arguments: AuditRule.allCases)
    func everyAuditRuleHasAnEntry(rule: AuditRule) throws {
        let entry = try #require(Self.entry(rule.id, in: "docs/audit-rules.md"), "docs/audit-rules.md has no '### \(rule.id)' entry")
        for field in Self.fields + ["**Impact:** \(rule.impact.rawValue)"] {
            #expect(entry.contains(field), "the entry of \(rule.id) lacks '\(field)'")
        }
        #expect(Self.page("docs/audit-rules.md").contains("[`\(rule.id)`](#\(rule.id))"), "\(rule.id) is not in the table of rules")
    }

    @Test(arguments: SourceRule.allCases)
    func everySourceRuleHasAnEntry(rule: SourceRule) throws {
        let entry = try #require(Self.entry(rule.id, in: "docs/audit-rules.md"), "docs/audit-rules.md has no '### \(rule.id)' entry")
        for field in Self.fields {
            #expect(entry.contains(field), "the entry of \(rule.id) lacks '\(field)'")
        }
        #expect(Self.page("docs/audit-rules.md").contains("[`\(rule.id)`](#\(rule.id))"), "\(rule.id) is not in a table of rules")
    }

    @Test(arguments: LocalizationCheck.allCases)
    func everyLocalizationCheckHasAnEntry(check: LocalizationCheck) throws {
        let entry = try #require(Self.entry(check.id, in: "docs/l10n-rules.md"), "docs/l10n-rules.md has no '### \(check.id)' entry")
        for field in Self.fields + ["**Severity:** \(check.severity.rawValue)"] {
            #expect(entry.contains(field), "the entry of \(check.id) lacks '\(field)'")
        }
        #expect(Self.page("docs/l10n-rules.md").contains("[`\(check.id)`](#\(check.id))"), "\(check.id) is not in the table of checks")
    }

    // MARK: The pages themselves

    @Test func theReadmeNamesTheThreeJobsAndTheQuickStart() {
        let readme = Self.page("README.md")
        for words in ["rotor audit", "rotor l10n check", "rotor snapshot", "make run", "make test"] {
            #expect(readme.contains(words), "README.md does not say '\(words)'")
        }
    }

    /// Every file or folder of the repository a page names (`Examples/broken-kanban.json`,
    /// `Tests/L10nCheckTests/Fixtures/Planted.xcstrings`) exists: a file that moves takes its
    /// examples with it. `TARGET` stands for any fuzz target; what follows a file's path (the
    /// `/card.2` of a SARIF name) is not a path.
    @Test(arguments: pages)
    func everyPathNamedExists(path: String) {
        let text = Self.page(path)
        for match in text.matches(of: /(?:Sources|Tests|Examples|Fuzz|scripts|bench-runs|fuzz-runs|Locales|docs)\/[A-Za-z0-9_.\/+-]*/) {
            var named = String(match.output)
            while named.hasSuffix(".") || named.hasSuffix("/") { named.removeLast() }
            guard !named.contains("TARGET") else { continue }
            var prefix = ""
            var found = false
            for part in named.split(separator: "/") {
                prefix += (prefix.isEmpty ? "" : "/") + part
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: Self.root.appending(path: prefix).path, isDirectory: &isFolder) else {
                    found = false
                    break
                }
                found = true
                if !isFolder.boolValue { break }
            }
            #expect(found, "\(path) names \(named), which is not in the repository")
        }
    }

    /// The anchor GitHub gives a heading: lower case, letters, digits, `-` and `_` kept, spaces
    /// as `-`, the rest dropped.
    static func anchor(_ heading: String) -> String {
        let text = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(text.compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// A relative link's path from the package's root, as seen from the page at `page`.
    static func resolve(_ link: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/").map(String.init) {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    @Test(arguments: pages)
    func everyLinkLeadsSomewhere(path: String) {
        let text = Self.page(path)
        #expect(!text.isEmpty, "\(path) cannot be read")
        for match in text.matches(of: /\]\(([^)\s]+)\)|src="([^"]+)"/) {
            let link = String(match.output.1 ?? match.output.2 ?? "")
            guard !link.contains("://") else { continue }
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? path : Self.resolve(parts[0], from: path)
            let resolved = Self.root.appending(path: target).path
            #expect(FileManager.default.fileExists(atPath: resolved), "\(path) links to \(link), which does not exist")
            if parts.count == 2, target.hasSuffix(".md") {
                let anchors = Set(Self.page(target).components(separatedBy: "\n").filter { $0.hasPrefix("#") }.map(Self.anchor))
                #expect(anchors.contains(parts[1]), "\(path) links to \(link), but \(target) has no heading with that anchor")
            }
        }
    }
}
