// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import L10nCheck
import Localization
import Reporting

/// How fast `rotor l10n check` reads and checks an app-sized catalog: 3,000 keys in 40 languages
/// with plurals (each language's CLDR categories), substitutions and device variations,
/// generated here twice: as a String Catalog, and as the folder of `.lproj` folders an older app
/// has (a `Localizable.strings` and a `Localizable.stringsdict` a language). Each side runs in
/// its own child process, so that peak memory figures do not mix: Rotor's check of each (read,
/// every check, the findings worded and the text report written), and beside them Foundation's
/// `JSONDecoder` alone reading the String Catalog into its model, as the checker read catalogs
/// before.
enum L10nBench {
    /// One side's figures, as its child reports them.
    struct Row: Codable, Sendable {
        /// What the child ran: `rotor` (the String Catalog), `lproj` (the folder) or `decoder`.
        var side: String
        var keys: Int
        var languages: Int
        /// Every text of every language, plural and device forms counted one by one.
        var strings: Int
        var fileMB: Double
        /// What Rotor found (0 for the decoder).
        var findings: Int
        /// The whole job, run after run (ms).
        var totalMs: Summary?
        /// The child's peak resident memory, and before it read anything.
        var peakMB: Double
        var baselineMB: Double
    }

    static let keys = 3_000
    /// The catalog's languages: the source and 39 translations, with every plural rule set CLDR
    /// has among them (Arabic's six categories, Russian's, Welsh's …).
    static let languages = [
        "en", "ar", "bg", "ca", "cs", "cy", "da", "de", "el", "es", "et", "fa", "fi", "fr", "he", "hi", "hr", "hu", "id",
        "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt", "pt-BR", "ro", "ru", "sk", "sr", "sv", "th", "tr", "uk",
        "vi", "zh-Hans",
    ]
    /// The limits issue 42 sets, for the String Catalog and the folder alike.
    static let targetSeconds = 0.5
    static let targetMB = 100.0

    /// The sides measured, each with what it reads.
    static let sides = [("rotor", "Generated.xcstrings"), ("lproj", "Generated"), ("decoder", "Generated.xcstrings")]

    /// Writes the catalog and the folder, then measures each side in a child process.
    static func run(executable: String, in directory: URL, progress: (String) -> Void) throws(BenchError) -> [Row] {
        let folderTexts: Int
        do {
            try Data(catalog().utf8).write(to: directory.appending(path: "Generated.xcstrings"))
            folderTexts = try writeFolder(at: directory.appending(path: "Generated"))
        } catch {
            throw .childFailed("the generated catalog could not be written: \(error)")
        }
        var rows: [Row] = []
        for (side, input) in sides {
            progress("l10n check: \(keys) keys × \(languages.count) languages, \(side)")
            let path = directory.appending(path: input)
            let child = try BenchError.harnessed { () throws(ProcessError) in
                try ChildProcess(
                    executable, ["--l10n-child", side, path.path],
                    environment: ProcessInfo.processInfo.environment, output: .pipe, error: .inherit)
            }
            let output = child.readAllOutput()
            let code = try BenchError.harnessed { () throws(ProcessError) in try child.wait() }
            guard code == 0, var row = try? JSONDecoder().decode(Row.self, from: output) else {
                throw .childFailed("--l10n-child \(side) exited with \(code)")
            }
            // The folder's texts are counted as it is written: a child that read it whole to count
            // them would raise its own peak.
            if side == "lproj" { row.strings = folderTexts }
            rows.append(row)
        }
        return rows
    }

    /// The child's side: reads and checks (or only decodes) the catalog at `path` again and again
    /// for about three seconds, and reports the times and the peak.
    static func child(side: String, path: String) throws(BenchError) -> Row {
        let baseline = ScaleBench.peakMegabytes()
        let url = URL(fileURLWithPath: path)
        let size = side == "lproj" ? folderSize(url) : (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        var times: [Double] = []
        var findings = 0
        var strings = 0
        let words = Wording(strings: Strings.builtIn, language: .english)
        let budget = SuspendingClock.now + .seconds(3)
        repeat {
            let start = SuspendingClock.now
            if side == "decoder" {
                guard let data = try? Data(contentsOf: url), let file = try? StringCatalogFile(json: data, path: path) else {
                    throw .childFailed("JSONDecoder could not read the generated catalog")
                }
                strings = file.strings.values.reduce(0) { total, entry in total + (entry.localizations ?? [:]).values.reduce(0) { $0 + texts($1) } }
            } else {
                guard let report = try? CatalogLoader.check(path: path, with: CatalogChecker()) else {
                    throw .childFailed("the generated catalog could not be read")
                }
                let ci = CIReport(
                    job: L10nReport.job, rules: L10nReport.rules(words), findings: report.ciFindings(words), inputs: [path],
                    groupKey: L10nReport.groupKey
                )
                guard !CompilerTextWriter.render(ci, words).isEmpty else { throw .childFailed("the report was empty") }
                findings = ci.findings.count
            }
            times.append((SuspendingClock.now - start).milliseconds)
        } while times.count < 3 || (SuspendingClock.now < budget && times.count < 20)
        return Row(
            side: side, keys: keys, languages: languages.count, strings: strings, fileMB: Double(size) / 1_048_576,
            findings: findings, totalMs: Summary(times), peakMB: ScaleBench.peakMegabytes(), baselineMB: baseline
        )
    }

    // MARK: The generated catalog

    /// The catalog's JSON, as Xcode writes String Catalogs (sorted keys, two-space indents). Of
    /// every 100 keys: 90 plain texts (a third with `%@`, a third with `%lld`), 6 plural
    /// variations, 3 with two substitutions, 1 with device variations: about twice the share of
    /// variations the public apps' catalogs have (IceCubes: 2.6 % of translations plural, 0.7 %
    /// substituted, 0.1 % by device). Every 97th key leaves a language out, every 89th has a
    /// language copy the English: a catalog with a few findings, as real ones have.
    static func catalog() -> String {
        var categories: [String: [String]] = [:]
        for language in languages {
            categories[language] = (ICU.PluralRules(locale: language)?.categories ?? [.one, .other]).map(\.rawValue)
        }
        var strings: [String: Any] = [:]
        for index in 0..<keys {
            let key = "screen\(index / 50).item\(index).label"
            var localizations: [String: Any] = [:]
            for (position, language) in languages.enumerated() {
                if index % 97 == 0, position == 7 { continue }
                let copy = index % 89 == 0 && position == 9
                let word = copy ? "en" : language
                func text(_ part: String) -> String { sentence(word, index, part) }
                let kind = index % 100
                let localization: [String: Any]
                switch kind {
                case 0..<90:
                    let argument = kind % 3 == 0 ? " %@" : kind % 3 == 1 ? " %lld" : ""
                    localization = ["stringUnit": unit(text("plain") + argument)]
                case 90..<96:
                    localization = ["variations": ["plural": Dictionary(uniqueKeysWithValues: (categories[language] ?? ["other"]).map {
                        ($0, ["stringUnit": unit("%lld " + text($0))])
                    })]]
                case 96..<99:
                    func substitution(_ number: Int) -> [String: Any] {
                        ["argNum": number, "formatSpecifier": "lld", "variations": ["plural": Dictionary(
                            uniqueKeysWithValues: (categories[language] ?? ["other"]).map { ($0, ["stringUnit": unit("%arg " + text($0 + "\(number)"))]) }
                        )]]
                    }
                    localization = [
                        "stringUnit": unit("%#@first@ " + text("from") + " %#@second@"),
                        "substitutions": ["first": substitution(1), "second": substitution(2)],
                    ]
                default:
                    localization = ["variations": ["device": Dictionary(uniqueKeysWithValues: ["iphone", "ipad", "mac", "other"].map {
                        ($0, ["stringUnit": unit(text("device " + $0))])
                    })]]
                }
                localizations[language] = localization
            }
            strings[key] = ["comment": "What item \(index) of screen \(index / 50) says.", "extractionState": "manual",
                            "localizations": localizations]
        }
        let object: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The bytes of every file in a folder and the folders inside it.
    private static func folderSize(_ url: URL) -> Int {
        let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let file = files?.nextObject() as? URL {
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) ?? 0
        }
        return total
    }

    // MARK: The generated folder

    /// Writes the catalog's entries as an older app keeps them: for each language an `.lproj`
    /// folder with a `Localizable.strings` (the plain texts; device variations become their
    /// `other` text) and a `Localizable.stringsdict` (the plural variations, and the texts with
    /// two substitutions as two variables), UTF-8 as Xcode writes them, the English with a
    /// comment before each pair. The same keys, languages, texts and gaps as ``catalog()``.
    /// Returns how many texts it wrote (a plural form, a format, a value each).
    @discardableResult
    static func writeFolder(at folder: URL) throws -> Int {
        try? FileManager.default.removeItem(at: folder)
        var texts = 0
        for (position, language) in languages.enumerated() {
            let lproj = folder.appending(path: language + ".lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let categories = (ICU.PluralRules(locale: language)?.categories ?? [.one, .other]).map(\.rawValue)
            var strings = ""
            var dictionary = #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>

                """#
            func variable(_ name: String, _ forms: [(String, String)]) -> String {
                "\t\t<key>\(name)</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                    + "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n"
                    + forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }.joined() + "\t\t</dict>\n"
            }
            for index in 0..<keys {
                if index % 97 == 0, position == 7 { continue }
                let key = "screen\(index / 50).item\(index).label"
                let word = index % 89 == 0 && position == 9 ? "en" : language
                func text(_ part: String) -> String { sentence(word, index, part) }
                let kind = index % 100
                switch kind {
                case 90..<99:
                    dictionary += "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n"
                    texts += 1 + categories.count * (kind < 96 ? 1 : 2)
                    if kind < 96 {
                        dictionary += "\t\t<string>%#@items@</string>\n" + variable("items", categories.map { ($0, "%lld " + text($0)) })
                    } else {
                        dictionary += "\t\t<string>%#@first@ \(text("from")) %#@second@</string>\n"
                            + variable("first", categories.map { ($0, "%lld " + text($0 + "1")) })
                            + variable("second", categories.map { ($0, "%lld " + text($0 + "2")) })
                    }
                    dictionary += "\t</dict>\n"
                default:
                    let value = kind < 90 ? text("plain") + (kind % 3 == 0 ? " %@" : kind % 3 == 1 ? " %lld" : "") : text("device other")
                    texts += 1
                    if language == "en" { strings += "/* What item \(index) of screen \(index / 50) says. */\n" }
                    strings += "\"\(key)\" = \"\(value)\";\n\n"
                }
            }
            dictionary += "</dict>\n</plist>\n"
            try Data(strings.utf8).write(to: lproj.appending(path: "Localizable.strings"))
            try Data(dictionary.utf8).write(to: lproj.appending(path: "Localizable.stringsdict"))
        }
        return texts
    }

    /// How many texts a localization holds, its variations' and substitutions' counted.
    private static func texts(_ localization: StringCatalogFile.Localization) -> Int {
        let variations = [localization.variations?.plural, localization.variations?.device].compactMap { $0 }
        return (localization.stringUnit == nil ? 0 : 1)
            + variations.reduce(0) { total, cases in total + cases.values.reduce(0) { $0 + texts($1) } }
            + (localization.substitutions ?? [:]).values.reduce(0) { total, substitution in
                total + [substitution.variations?.plural, substitution.variations?.device].compactMap { $0 }
                    .reduce(0) { sum, cases in sum + cases.values.reduce(0) { $0 + texts($1) } }
            }
    }

    private static func unit(_ value: String) -> [String: String] {
        ["state": "translated", "value": value]
    }

    /// Four to nine words of a language's own letters, different for each key and part.
    private static func sentence(_ language: String, _ index: Int, _ part: String) -> String {
        let alphabets: [String: String] = [
            "ar": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي", "fa": "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی", "he": "אבגדהוזחטיכלמנסעפצקרשת",
            "ru": "абвгдеёжзийклмнопрстуфхцчшщыэюя", "uk": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя", "bg": "абвгдежзийклмнопрстуфхцчшщъюя",
            "sr": "абвгдђежзијклљмнњопрстћуфхцчџш", "el": "αβγδεζηθικλμνξοπρστυφχψω", "hi": "कखगघचछजझटठडढतथदधनपफबभमयरलवशसह",
            "th": "กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอ", "ja": "あいうえおかきくけこさしすせそたちつてとなにぬねの", "ko": "가나다라마바사아자차카타파하",
            "zh-Hans": "的一是不了人我在有他这中大来上个国到说们为子和你地出道也时年",
        ]
        let letters = Array(alphabets[language] ?? "abcdefghijklmnopqrstuvwxyzéè")
        let salt = (language + part).utf8.reduce(0) { $0 &* 31 &+ Int($1) }
        var seed = UInt64(truncatingIfNeeded: index &* 2_654_435_761 &+ salt)
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        let count = 4 + next() % 6
        return (0..<count).map { _ in String((0..<(2 + next() % 7)).map { _ in letters[next() % letters.count] }) }.joined(separator: " ")
    }
}
