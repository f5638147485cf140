// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import L10nCheck
import Processes
import TestSupport
import Testing

/// `rotor l10n check` as CI runs it: the exit codes, every format (with a record of an input that
/// could not be read), SARIF valid by the OASIS schema, a baseline, a configuration file.
@Suite struct L10nCommandTests {
    static let fixtures = CatalogCheckTests.fixtures
    static let planted = CatalogCheckTests.planted
    static let warningsOnly = fixtures.appending(path: "Classes/PluralMany.xcstrings").path

    /// A new folder for a test's files.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "rotor-l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func textIsWhatCompilersWrite() throws {
        let result = try RotorProcess.run(["l10n", "check", Self.planted])
        #expect(result.status == 1)
        let lines = result.standardOutput.components(separatedBy: "\n")
        let extra = try #require(lines.first { $0.hasSuffix("[placeholder-extra]") })
        #expect(extra.wholeMatch(of: /.+Planted\.xcstrings:\d+:\d+: error: “extra\.placeholder” in es: .+ \[placeholder-extra\]/) != nil, "\(extra)")
        #expect(lines.contains("Findings per language:"))
        #expect(lines.contains("Findings per rule:"))
        #expect(lines.contains { $0.hasPrefix("  es ") })
        // An app's catalog is not held to its spoken length unless its configuration asks.
        #expect(result.standardOutput.hasSuffix("Errors: 7. Warnings: 2. Notes: 5.\n"))
    }

    @Test(arguments: [
        ([], 0), (["--fail-on", "warning"], 1), (["--strict"], 1), (["--fail-on", "note"], 1), (["--fail-on", "error"], 0),
    ] as [([String], Int32)])
    func failOnDecidesTheExitCode(options: [String], status: Int32) throws {
        let result = try RotorProcess.run(["l10n", "check", Self.warningsOnly] + options)
        #expect(result.status == status, "\(result.standardOutput)")
    }

    @Test func theDefaultIsRotorsOwnCatalog() throws {
        let result = try RotorProcess.run(["l10n", "check"])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "No problems found.\n")
    }

    /// An input that is missing or not a catalog exits with 65 and is recorded in every format,
    /// beside the findings of the inputs that could be read.
    @Test(arguments: ["text", "json", "sarif", "junit", "github"])
    func anUnreadableInputIsRecordedInEveryFormat(format: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appending(path: "broken.xcstrings")
        try Data("{\"strings\": 3".utf8).write(to: broken)
        let result = try RotorProcess.run(["l10n", "check", "/nonexistent.xcstrings", broken.path, Self.planted, "--format", format])
        #expect(result.status == 65)
        let output = result.standardOutput
        #expect(output.contains("/nonexistent.xcstrings") && output.contains("broken.xcstrings"), "\(output)")
        #expect(output.contains("placeholder-extra"), "the readable catalog is still checked")
        switch format {
        case "text": #expect(output.contains("/nonexistent.xcstrings: error: Cannot read the string catalog"))
        case "json": #expect((try Self.json(output)["notifications"] as? [Any])?.count == 2)
        case "sarif": #expect(output.contains("\"toolExecutionNotifications\"") && output.contains("\"executionSuccessful\" : false"))
        case "junit": #expect(output.components(separatedBy: "<error type=\"unreadable-input\"").count == 3)
        default: #expect(output.contains("::error file=/nonexistent.xcstrings,title=unreadable-input::"))
        }
    }

    @Test(arguments: [
        (["l10n"], "Missing argument check."),
        (["l10n", "chek"], "Did you mean 'check'?"),
        (["l10n", "check", "--max-ratio", "0.5"], "'0.5' is not a valid value for '--max-ratio'."),
        (["l10n", "check", "--format", "xml"], "'xml' is not a valid value for '--format'."),
        (["l10n", "check", "--fail-on", "info"], "'info' is not a valid value for '--fail-on'."),
        (["l10n", "check", "--baseline", "/nonexistent.json"], "There is no file '/nonexistent.json'."),
        (["l10n", "check", "--config", "/nonexistent.json"], "There is no file '/nonexistent.json'."),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let result = try RotorProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    /// GitHub's code scanning takes what the OASIS schema allows, with a location and a
    /// fingerprint on every result, and a review as kind `review`, level `none`.
    @Test func sarifIsValidByTheOASISSchema() throws {
        let result = try RotorProcess.run(["l10n", "check", Self.planted, Self.fixtures.appending(path: "Lproj").path, "/nonexistent.xcstrings", "--format", "sarif"])
        #expect(result.status == 65)
        #expect(try SARIFSchema.errors(in: result.standardOutput) == [])
        let run = try #require((try Self.json(result.standardOutput)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 15)
        for item in results {
            let location = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect((artifact["uri"] as? String)?.hasPrefix("/") == false)
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 0)
            #expect((item["partialFingerprints"] as? [String: String])?.isEmpty == false)
            #expect(item["level"] as? String != "none" || item["kind"] as? String == "review")
        }
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        // Every rule but spoken-length, which an app's catalog switches on in its configuration.
        #expect(rules.count == LocalizationCheck.allCases.count - 1)
        #expect(!rules.contains { $0["id"] as? String == "spoken-length" })
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            // SARIF's helpUri is an absolute URI; Rotor's documentation has no address: the help says where it is.
            #expect(rule["helpUri"] == nil)
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.hasSuffix("Documentation: docs/l10n-rules.md#\(id) in Rotor's repository.") == true, "\(help)")
            #expect(help["markdown"]?.contains("`docs/l10n-rules.md#\(id)`") == true)
            #expect(((rule["fullDescription"] as? [String: String])?["text"]?.count ?? 0) > 20)
        }
    }

    /// A baseline written and read back reports nothing new, even with the catalog's entries
    /// reordered and its lines moved; a defect added later is reported alone.
    @Test func aBaselineReportsOnlyWhatIsNew() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appending(path: "baseline.json").path
        let catalog = folder.appending(path: "Localizable.xcstrings")
        try FileManager.default.copyItem(atPath: Self.planted, toPath: catalog.path)
        let written = try RotorProcess.run(["l10n", "check", catalog.path, "--write-baseline", baseline])
        #expect(written.status == 0, "every finding written down is accepted")
        let again = try RotorProcess.run(["l10n", "check", catalog.path, "--baseline", baseline, "--format", "json"])
        #expect(again.status == 0)
        #expect((try Self.json(again.standardOutput)["findings"] as? [Any])?.isEmpty == true)

        // Reordered, reindented (every line moves), and one new defect in French.
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
        var strings = try #require(object["strings"] as? [String: Any])
        strings["zzz.new"] = ["localizations": ["en": ["stringUnit": ["value": "Delete %@?"]], "es": ["stringUnit": ["value": "¿Borrar %@?"]],
                                                "fr": ["stringUnit": ["value": "Supprimer %@ et %@ ?"]]]]
        object["strings"] = strings
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: catalog)
        let later = try RotorProcess.run(["l10n", "check", catalog.path, "--baseline", baseline, "--format", "json"])
        #expect(later.status == 1)
        let findings = try #require(try Self.json(later.standardOutput)["findings"] as? [[String: Any]])
        #expect(findings.map { $0["ruleId"] as? String } == ["placeholder-extra"])
        #expect(findings.first?["languages"] as? [String] == ["fr"])
        #expect((try Self.json(later.standardOutput)["summary"] as? [String: Any])?["baselined"] as? Int == 14)
    }

    @Test func aBaselineThatCannotBeWrittenExits74() throws {
        let result = try RotorProcess.run(["l10n", "check", Self.planted, "--write-baseline", "/nonexistent/folder/baseline.json"])
        #expect(result.status == 74)
        #expect(result.standardError.contains("/nonexistent/folder/baseline.json"))
    }

    /// A configuration beside the catalog switches rules off, changes severities, skips languages
    /// and allows words; a misspelt rule is a usage error that names the closest.
    @Test func aConfigurationBesideTheCatalogIsRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: "Localizable.xcstrings")
        try FileManager.default.copyItem(atPath: Self.planted, toPath: catalog.path)
        let config = folder.appending(path: "rotor-l10n.json")
        try Data(#"{"rules": {"spoken-length": "off", "stale-entry": "error"}, "skipLanguages": ["fr"], "allowIdentical": ["Opens the settings of this board"]}"#.utf8)
            .write(to: config)
        let result = try RotorProcess.run(["l10n", "check", catalog.path, "--format", "json"])
        let findings = try #require(try Self.json(result.standardOutput)["findings"] as? [[String: Any]])
        let rules = findings.compactMap { $0["ruleId"] as? String }
        #expect(!rules.contains("spoken-length") && !rules.contains("identical-to-source"))
        #expect(findings.first { $0["ruleId"] as? String == "stale-entry" }?["severity"] as? String == "error")
        #expect(!findings.contains { ($0["languages"] as? [String])?.contains("fr") == true })

        try Data(#"{"rules": {"spoken-lenght": "off"}}"#.utf8).write(to: config)
        let misspelt = try RotorProcess.run(["l10n", "check", catalog.path])
        #expect(misspelt.status == 64)
        #expect(misspelt.standardError.contains("there is no rule 'spoken-lenght'. Did you mean 'spoken-length'?"), "\(misspelt.standardError)")

        let given = folder.appending(path: "other.json")
        try Data(#"{"rules": {"placeholder-extra": "note"}}"#.utf8).write(to: given)
        let withGiven = try RotorProcess.run(["l10n", "check", catalog.path, "--config", given.path, "--format", "json"])
        let extra = try #require(try Self.json(withGiven.standardOutput)["findings"] as? [[String: Any]])
        #expect(extra.first { $0["ruleId"] as? String == "placeholder-extra" }?["severity"] as? String == "note")
    }

    /// What the code does with the texts, which the catalog alone cannot say: an app that falls
    /// back to its development language shows English for a missing translation (a warning, not
    /// the raw key's error); an app that formats every text makes a stray `%` a bug (an error, not
    /// a note); `%1`, `%2` tokens the app replaces itself are no printf finding unless the app
    /// formats them, and a key the code never formats is not held to printf at all.
    @Test(arguments: [
        // "Save 50% now" (en) and "50 % de remise" (fr) read "% n" and "% d", "Ahorra un 50%" (es)
        // ends in a lone %: each language's text is a finding of its own.
        ("", [
            "missing-translation settings.title error", "format-unescaped-percent banner.sale note",
            "format-unescaped-percent banner.sale note", "format-invalid banner.sale note",
        ]),
        (#"{"fallback": "developmentLanguage", "formatting": "always", "keys": {"window.*": {"formatted": false}}}"#, [
            "missing-translation settings.title warning", "format-unescaped-percent banner.sale error",
            "format-unescaped-percent banner.sale error", "format-invalid banner.sale error",
        ]),
        (#"{"formatting": "always"}"#, [
            "missing-translation settings.title error", "format-unescaped-percent banner.sale error",
            "format-unescaped-percent banner.sale error", "format-invalid banner.sale error",
        ] + Array(repeating: "format-invalid window.count error", count: 6)),
        (#"{"keys": {"banner.sale": {"formatted": false}, "settings.title": {"fallback": "developmentLanguage"}}}"#, [
            "missing-translation settings.title warning",
        ]),
    ] as [(String, [String])])
    func whatTheCodeDoesDecidesSeverities(configuration: String, expected: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: "Localizable.xcstrings")
        func unit(_ text: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(text)"}}"# }
        try Data(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "settings.title": {"localizations": {"en": \#(unit("Settings")), "es": \#(unit("Ajustes"))}},
              "banner.sale": {"localizations": {"en": \#(unit("Save 50% now")), "es": \#(unit("Ahorra un 50%")), "fr": \#(unit("50 % de remise"))}},
              "window.count": {"localizations": {"en": \#(unit("Window %1 of %2")), "es": \#(unit("Ventana %1 de %2")), "fr": \#(unit("Fenêtre %1 sur %2"))}}
            }}
            """#.utf8).write(to: catalog)
        if !configuration.isEmpty { try Data(configuration.utf8).write(to: folder.appending(path: "rotor-l10n.json")) }
        let result = try RotorProcess.run(["l10n", "check", catalog.path, "--format", "json"])
        let findings = try #require(try Self.json(result.standardOutput)["findings"] as? [[String: Any]])
        let found = findings.map { finding in
            "\(finding["ruleId"] ?? "") \((finding["properties"] as? [String: Any])?["key"] ?? "") \(finding["severity"] ?? "")"
        }
        #expect(found.sorted() == expected.sorted(), "\(result.standardError)")
    }

    /// `spoken-length` is Rotor's own catalog's (a screen reader speaks it) and an app's when its
    /// configuration gives it a severity; settings of the code that a file misspells are usage
    /// errors, as every other.
    @Test func spokenLengthIsAskedForAndMisspeltSettingsAreRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: "Localizable.xcstrings")
        try FileManager.default.copyItem(atPath: Self.planted, toPath: catalog.path)
        let config = folder.appending(path: "rotor-l10n.json")
        try Data(#"{"rules": {"spoken-length": "note"}}"#.utf8).write(to: config)
        let asked = try RotorProcess.run(["l10n", "check", catalog.path, "--format", "json"])
        let findings = try #require(try Self.json(asked.standardOutput)["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["ruleId"] as? String == "spoken-length" })
        for (text, message) in [
            (#"{"fallback": "english"}"#, "'english'"), (#"{"formatting": true}"#, "'true'"),
            (#"{"keys": {"a": {"formated": true}}}"#, "'formated'"), (#"{"keys": {"a": {"formatted": 1}}}"#, "'1'"),
        ] {
            try Data(text.utf8).write(to: config)
            let refused = try RotorProcess.run(["l10n", "check", catalog.path])
            #expect(refused.status == 64, "\(text)")
            #expect(refused.standardError.contains(message), "\(text): \(refused.standardError)")
        }
    }

    /// GitHub workflow commands: one annotation a finding, escaped as GitHub's toolkit escapes, so
    /// that no text of a catalog can start a command of its own.
    @Test func githubCommandsAreEscaped() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: "a,b:c.xcstrings")
        let hostile = #"{"sourceLanguage":"en","strings":{"k %@":{"localizations":{"en":{"stringUnit":{"value":"50%% of %@"}},"#
            + #""es":{"stringUnit":{"value":"%@\n::set-output name=x::y %2$@"}}}}}}"#
        try Data(hostile.utf8).write(to: catalog)
        let result = try RotorProcess.run(["l10n", "check", catalog.path, "--format", "github"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "\(line)")
            #expect(line.contains("a%2Cb%3Ac.xcstrings"), "\(line)")
        }
        #expect(!result.standardOutput.contains("\n::set-output"))
    }
}
