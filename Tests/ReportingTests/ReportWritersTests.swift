// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Localization
import Reporting
import TestSupport
import TextSafety
import Testing

/// The CI report layer the audit and the catalog checker share: severities as SARIF pairs kind and
/// level, fingerprints that ignore lines, a baseline that knows groups apart, and writers whose
/// output each tool reads.
@Suite struct ReportWritersTests {
    static let words = Wording(strings: Strings.builtIn, language: .english)

    static func finding(
        _ rule: String, _ severity: Severity, line: Int = 3, groups: [String] = ["es"], message: String = "It is wrong.",
        path: String = "Locales/Localizable.xcstrings"
    ) -> CIFinding {
        CIFinding(
            ruleID: rule, severity: severity, message: message, fix: "Fix it.",
            location: SourceLocation(path: path, line: line, column: 5), subject: "greeting", identity: ["greeting", ""],
            groups: groups
        )
    }

    static func report(_ findings: [CIFinding], failOn: Severity = .error, notifications: [ToolNotification] = []) -> CIReport {
        let rules = Set(findings.map(\.ruleID)).sorted().map { id in
            RuleDescriptor(id: id, shortDescription: "What \(id) checks.", fullDescription: "What \(id) checks, and why.",
                           defaultSeverity: .error, documentation: "docs/l10n-rules.md#\(id)", words: words, tags: ["format"])
        }
        return CIReport(job: "l10n check", rules: rules, findings: findings, notifications: notifications,
                        inputs: ["Locales/Localizable.xcstrings"], groupKey: "languages", groupHeading: "Findings per language:",
                        groupTitle: "Language", failOn: failOn)
    }

    /// SARIF 2.1.0 §3.27.10: a result whose kind is not `fail` has level `none`.
    @Test(arguments: [
        (Severity.error, "fail", "error"), (.warning, "fail", "warning"), (.note, "fail", "note"), (.review, "review", "none"),
    ])
    func severitiesAreSARIFKindsAndLevels(severity: Severity, kind: String, level: String) {
        #expect(severity.sarifKind == kind)
        #expect(severity.sarifLevel == level)
    }

    @Test(arguments: [
        (Severity.error, Severity.error, true), (.warning, .error, false), (.warning, .warning, true), (.note, .warning, false),
        (.note, .note, true), (.review, .note, false),
    ])
    func failOnIsALeastSeverity(severity: Severity, threshold: Severity, fails: Bool) {
        #expect(severity.fails(at: threshold) == fails)
    }

    @Test func exitCodesSayWhatHappened() {
        #expect(Self.report([Self.finding("a", .warning)]).exitCode == 0)
        #expect(Self.report([Self.finding("a", .warning)], failOn: .warning).exitCode == 1)
        let unreadable = ToolNotification(message: "Cannot read it.", location: SourceLocation(path: "x.xcstrings"))
        #expect(Self.report([Self.finding("a", .error)], notifications: [unreadable]).exitCode == 65)
    }

    @Test func aFingerprintIgnoresTheLineButNotThePlace() {
        let moved = Self.finding("placeholder-extra", .error, line: 300)
        #expect(Self.finding("placeholder-extra", .error).fingerprint == moved.fingerprint)
        #expect(Self.finding("placeholder-type", .error).fingerprint != moved.fingerprint)
        #expect(Self.finding("placeholder-extra", .error, path: "Other.xcstrings").fingerprint != moved.fingerprint)
        #expect(Fingerprint.of(["ab", "c"]) != Fingerprint.of(["a", "bc"]))
        #expect(moved.fingerprint.count == 16)
    }

    /// A baseline holds each group apart: the same key missing in French later is new.
    @Test func aBaselineKnowsGroupsApart() throws {
        let before = Self.report([Self.finding("missing-translation", .error, groups: ["de"])])
        let baseline = try Baseline(json: Data(Baseline(before).json().utf8))
        let later = Self.report([Self.finding("missing-translation", .error, line: 40, groups: ["de", "fr"])])
        let filtered = baseline.filter(later)
        #expect(filtered.findings.map(\.groups) == [["fr"]])
        #expect(baseline.filter(before).findings.isEmpty)
        #expect(baseline.filter(before).baselined == 1)
        #expect(throws: BaselineError.malformed) { try Baseline(json: Data("[1]".utf8)) }
        #expect(throws: BaselineError.unsupportedVersion(2)) {
            try Baseline(json: Data(#"{"version":2,"tool":"rotor","job":"x","findings":[]}"#.utf8))
        }
    }

    @Test func ruleSettingsSwitchOffAndChangeSeverities() {
        let settings = RuleSettings(["a": .off, "b": .severity(.note)])
        let kept = settings.apply(to: [Self.finding("a", .error), Self.finding("b", .error), Self.finding("c", .warning)])
        #expect(kept.map(\.ruleID) == ["b", "c"])
        #expect(kept.map(\.severity) == [.note, .warning])
        #expect(RuleSettings.Setting(word: "review") == nil)
    }

    /// `path:line:column: severity: message [rule]`, on one line whatever the message holds.
    @Test func textIsOneLineAFinding() {
        let text = CompilerTextWriter.render(Self.report([
            Self.finding("control-character", .error, message: "Bell\u{7}\nand ::error::here"),
            Self.finding("spoken-length", .review),
        ]), Self.words)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Locales/Localizable.xcstrings:3:5: error: Bell\u{2407}\u{240A}and ::error::here [control-character]")
        #expect(lines[1] == "    Fix: Fix it.")
        #expect(lines.contains("Locales/Localizable.xcstrings:3:5: note: It is wrong. [spoken-length]"))
        #expect(lines.contains("  Language  Errors  Warnings  Notes  To review"))
        #expect(text.hasSuffix("Errors: 1. Warnings: 0. Notes: 0. To review: 1.\n"))
        #expect(CompilerTextWriter.render(Self.report([]), Self.words) == "No problems found.\n")
    }

    /// GitHub's toolkit escapes `%` and line breaks in a message, and `:` and `,` in a property
    /// too; a catalog's own line breaks are shown as symbols, only the fix starts a line.
    @Test func githubCommandsEscapeAsTheToolkitDoes() {
        let text = GitHubWriter.render(Self.report([
            Self.finding("format-invalid", .warning, message: "100% of\r\nit\nall", path: "a,b:c.xcstrings"),
        ]))
        #expect(text == "::warning file=a%2Cb%3Ac.xcstrings,line=3,col=5,title=format-invalid::100%25 of\u{240D}\u{240A}it\u{240A}all%0AFix it.\n")
    }

    /// Notes and findings to review are written as `::notice`s only when `--fail-on note` asks
    /// for them: an app's catalog has hundreds, which would bury a pull request's errors.
    @Test(arguments: [(Severity.error, 2), (.warning, 2), (.note, 4)])
    func githubWritesNoticesOnlyWhenNotesFail(failOn: Severity, lines: Int) {
        let text = GitHubWriter.render(Self.report(
            [Self.finding("a", .error), Self.finding("b", .warning), Self.finding("c", .note), Self.finding("d", .review)], failOn: failOn
        ))
        #expect(text.split(separator: "\n").count == lines)
        #expect(text.contains("::notice ") == (failOn == .note))
    }

    /// What a CI log or a page shows of a report's message: controls as their pictures, a line
    /// break as ␊, bidi formatting characters as their code points.
    @Test(arguments: [
        ("plain", "plain"), ("a\nb\r", "a\u{240A}b\u{240D}"), ("abc\u{202E}gnp.exe", "abc<U+202E>gnp.exe"),
        ("\u{2067}x\u{2069}\u{200F}", "<U+2067>x<U+2069><U+200F>"), ("\u{1B}[2J", "\u{241B}[2J"),
    ])
    func machineReadableMessagesShowWhatTheInputHeld(text: String, shown: String) {
        #expect(TerminalText.visible(text) == shown)
    }

    /// No line of a text report begins, after white space, with what GitHub Actions runs as a
    /// workflow command: a path is written `./::…`, a language in the summary gets a backslash.
    @Test func noLineOfTheTextReportIsAWorkflowCommand() {
        let finding = CIFinding(
            ruleID: "a", severity: .error, message: "m", location: SourceLocation(path: "::error::x.xcstrings", line: 1),
            subject: "k", identity: ["k"], groups: ["::warning::g", "##[error]h"]
        )
        let text = CompilerTextWriter.render(Self.report([finding]), Self.words)
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }
        #expect(lines.first == "./::error::x.xcstrings:1: error: m [a]")
        for line in lines {
            let start = line.drop { $0.isWhitespace }
            #expect(!start.hasPrefix("::") && !start.hasPrefix("##["), "\(line)")
        }
        #expect(TerminalText.defusingWorkflowCommands("ok\n  ::add-mask::y\r::x\r\n##[w]") == "ok\n  \\::add-mask::y\r\\::x\r\n\\##[w]")
    }

    /// JUnit: a failure at or above `--fail-on`, below it skipped; an unreadable input an error.
    @Test func junitIsWellFormedWithFailuresAndErrors() throws {
        let unreadable = ToolNotification(message: "Cannot <read> it.", location: SourceLocation(path: "x&y.xcstrings"))
        let xml = JUnitWriter.render(Self.report(
            [Self.finding("a", .error), Self.finding("b", .warning)], failOn: .error, notifications: [unreadable]
        ))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(xml)")
        #expect(xml.contains(#"tests="3" failures="1" errors="1""#))
        #expect(xml.components(separatedBy: "<failure ").count == 2)
        #expect(xml.components(separatedBy: "<skipped ").count == 2)
        #expect(xml.contains("<error type=\"unreadable-input\" message=\"Cannot &lt;read&gt; it.\"/>"))
    }

    /// An attribute keeps a message's line break as a character reference (XML reads a raw one
    /// in an attribute as a space), and every line of the file is the writer's own.
    @Test func junitEscapesEveryControlInAttributes() throws {
        let xml = JUnitWriter.render(Self.report([Self.finding("a", .error, message: "one\ntwo\tthree\u{7}\u{202E}")]))
        #expect(xml.contains(#"message="one\#u{240A}two\#u{2409}three\#u{2407}&lt;U+202E&gt;""#), "\(xml)")
        for line in xml.split(separator: "\n") {
            #expect(line.hasPrefix("<") || line.hasPrefix(" "), "\(line)")
        }
        #expect(XMLText.escape("a\nb\tc") == "a&#10;b&#9;c")
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse())
    }

    /// Every severity and an unreadable input, a relative and an absolute path: valid by the OASIS
    /// schema, each result located and fingerprinted.
    @Test func sarifIsValidByTheSchemaWithEveryKindOfResult() throws {
        let unreadable = ToolNotification(message: "Cannot read it.", location: SourceLocation(path: "/elsewhere/x.xcstrings"))
        let sarif = SARIFWriter.render(Self.report(
            [Self.finding("a", .error), Self.finding("b", .warning), Self.finding("c", .note), Self.finding("d", .review),
             Self.finding("a", .error, path: "/work/project/Sub Folder/x.xcstrings")],
            notifications: [unreadable]
        ), workingDirectory: "/work/project")
        #expect(try SARIFSchema.errors(in: sarif) == [])
        #expect(sarif.contains(#""uri" : "Sub%20Folder/x.xcstrings""#))
        #expect(sarif.contains(#""uri" : "file:///elsewhere/x.xcstrings""#))
        #expect(sarif.contains(#""uri" : "file:///work/project/""#))
        #expect(sarif.contains(#""kind" : "review""#) && sarif.contains(#""level" : "none""#))
    }

    @Test func jsonNamesTheGroupsAsTheToolDoes() throws {
        let json = CIJSONWriter.render(Self.report([Self.finding("a", .error, groups: ["es", "fr"])]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(finding["languages"] as? [String] == ["es", "fr"])
        #expect((object["summary"] as? [String: Any])?["fails"] as? Bool == true)
    }
}
