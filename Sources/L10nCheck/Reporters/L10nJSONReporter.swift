// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Localization

/// A catalog check as JSON: `tool`, `catalogs` (path, source language, languages, entry
/// count), `findings` (id, severity, catalog, key, language, form, message, fix) and `summary`
/// (errors, warnings). The schema is in the README.
public enum L10nJSONReporter: Reporter {

    struct Document: Encodable {
        var tool: ToolInfo.Named
        var catalogs: [Catalog]
        var findings: [Finding]
        var summary: Summary
    }

    struct Catalog: Encodable {
        var path: String
        var sourceLanguage: String
        var languages: [String]
        var entries: Int
    }

    struct Finding: Encodable {
        var id: String
        var severity: String
        var catalog: String
        var key: String
        var language: String
        var form: String?
        var message: String
        var fix: String
    }

    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
    }

    /// The report as pretty-printed JSON, ending in a newline.
    public static func render(_ report: L10nReport, _ words: Wording) -> String {
        let (strings, language) = (words.strings, words.language)
        return JSONOutput.encode(Document(
            tool: ToolInfo.named,
            catalogs: report.catalogs.map {
                Catalog(path: $0.path, sourceLanguage: $0.sourceLanguage, languages: $0.languages, entries: $0.entries.count)
            },
            findings: report.findings.map {
                Finding(
                    id: $0.check.id, severity: $0.check.severity.rawValue, catalog: $0.catalog, key: $0.key,
                    language: $0.language, form: $0.form.isEmpty ? nil : $0.form,
                    message: $0.message(strings, language), fix: $0.fix(strings, language)
                )
            },
            summary: Summary(errors: report.errorCount, warnings: report.warningCount)
        ))
    }
}
