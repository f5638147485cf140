// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import L10nCheck
import Reporting
import Testing

/// One small catalog of our own for each class of false alarm and missed defect: the false
/// alarms the issue lists and those found on public apps' catalogs report nothing (or only what
/// is truly wrong beside them); each defect is found with the severity its user would meet.
///
/// What is expected comes from the class's description: CLDR 42's plural rules, Apple's String
/// Format Specifiers and the way `String(format:)` reads arguments, not from Rotor's output.
@Suite struct FindingClassTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/Classes")

    /// A finding as the table below writes it.
    struct Expected: Hashable, CustomStringConvertible {
        var check: String
        var key: String
        var form = ""
        var languages: [String]
        var severity: Severity

        init(_ check: String, _ key: String, form: String = "", _ languages: [String], _ severity: Severity) {
            self.check = check
            self.key = key
            self.form = form
            self.languages = languages
            self.severity = severity
        }

        var description: String { "\(check) “\(key)” \(form) \(languages) \(severity)" }
    }

    static func findings(_ fixture: String) throws -> Set<Expected> {
        let catalog = try CatalogLoader.load(path: folder.appending(path: fixture).path)
        return Set(CatalogChecker().check(catalog).map { finding in
            Expected(finding.check.id, finding.key, form: finding.form, finding.languages, finding.severity)
        })
    }

    // MARK: False alarms the issue lists

    @Test(arguments: [
        // 1. en-GB says what en says: no identical-to-source, and a missing en-GB falls back to en.
        "RegionalVariant.xcstrings",
        // 3. Russian "one" covers 1, 21, 31 …: it must print the count the English "1 post" spells.
        "CountInOne.xcstrings",
        // 4. Substitutions renamed in German are matched by argument and format, not by name.
        "RenamedSubstitutions.xcstrings",
        // 5. The key passes %lld; English leaves it out ("starred"); German keeps it, Spanish drops it.
        "KeyDropsPlaceholder.xcstrings",
        // 6. The empty key, a plural form empty in the source too, a space for " at ".
        "EmptyOnPurpose.xcstrings",
        // 7. German and Hebrew forms for one number only may spell it.
        "SpelledOne.xcstrings",
        // 8. A name kept in every language, Apple's device names, units, a link, a placeholder-only value.
        "NamesAndDevices.xcstrings",
        // 9. Apple shows "zero" for 0 in any language: no extra category in English or Japanese.
        "EnglishZero.xcstrings",
        // 10. No whole number reaches Russian or Polish "other"; every form alike needs no "one".
        "UnreachableOther.xcstrings",
    ])
    func falseAlarmsOfTheIssueReportNothing(fixture: String) throws {
        #expect(try Self.findings(fixture).isEmpty)
    }

    /// 2. CLDR's "many" of Spanish, French, Italian, Portuguese and Catalan is reached only by exact
    /// millions: a warning, where Apple falls back to "other". Czech and Slovak "many" is for
    /// fractions, which `%lld` never shows; Scottish Gaelic has no "many"; Kabyle has one and other.
    @Test func manyForMillionsIsAWarningAndFractionOnlyManyIsNothing() throws {
        // Each language's variation is at its own line: one finding each.
        #expect(try Self.findings("PluralMany.xcstrings") == Set(["ca", "es", "fr", "pt"].map {
            Expected("plural-missing-category", "files.count %lld", [$0], .warning)
        }))
    }

    // MARK: Defects the issue lists

    @Test func aPercentBeforeAWordIsFoundInEveryLanguage() throws {
        #expect(try Self.findings("UnescapedPercent.xcstrings") == [
            // "100% guaranteed" beside a %@: "% g" takes an argument the code never passes.
            Expected("format-unescaped-percent", "saved %@", ["en"], .error),
            // "% p" reads the name as a pointer.
            Expected("format-unescaped-percent", "posts %@", ["ca"], .error),
            Expected("format-unescaped-percent", "progress %lld", ["de"], .error),
            Expected("format-unescaped-percent", "progress %lld", ["es"], .error),
            // "%Β": a percent sign before a Greek capital starts no conversion.
            Expected("format-invalid", "push.success %lld", ["el"], .error),
            // A text with no argument is garbage only if the app ever formats it: worth a look.
            Expected("format-unescaped-percent", "Banner: 100% guaranteed", ["en"], .note),
            Expected("format-unescaped-percent", "Banner: 100% guaranteed", ["ca"], .note),
            Expected("format-unescaped-percent", "Banner: 100% guaranteed", ["de"], .note),
            Expected("format-invalid", "Banner: 100% guaranteed", ["el"], .note),
            Expected("format-invalid", "Banner: 100% guaranteed", ["es"], .note),
        ])
    }

    @Test func oneArgumentReadAsTwoTypesInOneTextIsAConflict() throws {
        #expect(try Self.findings("TypeConflict.xcstrings") == [
            Expected("format-type-conflict", "duration %lld", ["en"], .error),
            Expected("format-type-conflict", "mixed %@", ["en"], .error),
            Expected("format-mixed-positions", "mixed %@", ["en"], .error),
        ])
    }

    @Test func aSkippedArgumentIsAGap() throws {
        #expect(try Self.findings("PositionGap.xcstrings") == [
            Expected("format-position-gap", "recipients %@ %@ %@", ["en"], .error),
        ])
    }

    @Test func brokenPositionalSyntaxIsAnError() throws {
        // The %lld the Russian text fails to write is that same mistake, not a second finding.
        #expect(try Self.findings("BrokenPosition.xcstrings") == [
            Expected("format-invalid", "Version %@ (%lld)", ["ru"], .error),
        ])
    }

    @Test func anArgumentTheCodeNeverPassesIsAnError() throws {
        #expect(try Self.findings("ExtraArgument.xcstrings") == [
            Expected("placeholder-extra", "delete.confirm %@", ["es"], .error),
        ])
    }

    // MARK: The false classes and the lost catch of issue 42

    /// Valid formats of issue 42 are no finding, and what each fixture holds beside them is found:
    /// String Catalogs name substitutions with dots and dashes (`%#@total.strings@`); `% ld` is a
    /// conversion whose space flag makes room for a sign (Uyghur "قوشۇش (% ld)"), "% de votos" a
    /// percent sign before a word; one argument may be read twice as one type ("%@, are you
    /// there? %1$@?"), unless another the code passes is then read by nothing; Apple shows
    /// `other` for a category a variation lacks (a warning), nothing where it has no `other`.
    @Test(arguments: [
        ("DottedSubstitution.xcstrings", []),
        ("ReadTwice.xcstrings", [
            // "%1$@ hat %@ an %@ geschickt": the unnumbered %@ read arguments 1 and 2; the
            // recipient, argument 3, is never shown.
            Expected("format-mixed-positions", "transfer %@ %@ %@", ["de"], .error),
        ]),
        ("SpaceFlag.xcstrings", [Expected("format-unescaped-percent", "votes %@", ["es"], .error)]),
        // Polish has "few" (2–4) and "many" (0, 5–21): its `other` is shown for both, a warning.
        // The Ukrainian variation has no `other`: "many" (0, 5–20) finds nothing to show.
        ("OtherStandsIn.xcstrings", [
            Expected("plural-missing-category", "%lld replies", ["pl"], .warning),
            Expected("plural-missing-category", "%lld replies", ["uk"], .error),
        ]),
        // Ice Cubes' Basque writes its participants first and %lld, not %arg, in the forms: the
        // chosen form takes the place of %#@count_participants@, so its %lld reads argument 1,
        // the posts, and the posts' form argument 2. The German in the English order and the
        // Spanish with %arg are right.
        ("SubstitutionOrder.xcstrings", [
            Expected("substitution-argument", "design.tag.n-posts-from-n-participants %lld %lld",
                     form: "substitutions.count_participants", ["eu"], .error),
            Expected("substitution-argument", "design.tag.n-posts-from-n-participants %lld %lld",
                     form: "substitutions.count_posts", ["eu"], .error),
        ]),
    ] as [(String, Set<Expected>)])
    func issue42Classes(fixture: String, expected: Set<Expected>) throws {
        #expect(try Self.findings(fixture) == expected)
    }

    // MARK: Reports of issue 42

    /// A chat app's languages with a `.stringsdict` and no `.strings`: one finding a language for
    /// the file, at the source's file, not one a key; a folder with only `InfoPlist.strings` is no
    /// language of the table.
    @Test func aLanguageWithoutItsFileIsOneFinding() throws {
        let findings = CatalogChecker().check(try CatalogLoader.load(path: Self.folder.appending(path: "AbsentTable").path))
        #expect(Set(findings.map { Expected($0.check.id, $0.key, form: $0.form, $0.languages, $0.severity) }) == [
            Expected("missing-table", "Localizable.strings", ["fr"], .warning),
        ])
        #expect(findings.first?.location.path.hasSuffix("AbsentTable/en.lproj/Localizable.strings") == true)
        #expect(findings.first?.location.line == 1)
    }

    /// One truncated `fr.lproj/Localizable.strings` is recorded with the line where it stops; the
    /// pairs before it are read, the other languages checked, and French is not held to the
    /// entries it may well have had after the cut.
    @Test func aTruncatedFileLeavesTheRestOfTheFolderChecked() throws {
        let path = Self.folder.appending(path: "TruncatedFile").path
        let catalog = try CatalogLoader.load(path: path)
        #expect(catalog.unreadable == [.invalidStrings(path: path + "/fr.lproj/Localizable.strings", line: 2)])
        #expect(catalog.entries.first { $0.key == "inbox.title" }?.localizations["fr"]?.form(at: "")?.value == "Boîte de réception")
        // German reads an argument the code never passes: still found, at its own file.
        #expect(try Self.findings("TruncatedFile") == [Expected("placeholder-extra", "delete.button", ["de"], .error)])
    }

    /// A text kept as the source writes it in every language is no language's translation yet:
    /// one finding for the key, at the key, listing them. A name kept in most languages while
    /// one translates it, and a title kept everywhere ("Ice Cubes"), are names; a copy in one
    /// language among translations is that language's finding at its line.
    @Test func aTextNoLanguageTranslatedIsOneFindingAtItsKey() throws {
        #expect(try Self.findings("UntranslatedEverywhere.xcstrings") == [
            Expected("identical-to-source", "settings.privacy.footer", ["de", "es", "fr", "ko"], .note),
            Expected("identical-to-source", "welcome.title", ["ko"], .note),
        ])
        let findings = CatalogChecker().check(try CatalogLoader.load(path: Self.folder.appending(path: "UntranslatedEverywhere.xcstrings").path))
        let text = try String(contentsOf: Self.folder.appending(path: "UntranslatedEverywhere.xcstrings"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let everywhere = try #require(findings.first { $0.key == "settings.privacy.footer" })
        #expect(everywhere.location.line.map { lines[$0 - 1] }?.contains("\"settings.privacy.footer\" : {") == true)
    }

    // MARK: Found on public apps' catalogs

    @Test func foundOnRealCatalogs() throws {
        // Xcodes' Arabic wrote the Arabic percent sign: the name is left out and "٪@" is shown.
        #expect(try Self.findings("LookalikePercent.xcstrings") == [
            Expected("placeholder-lookalike", "Alert.DeletePlatform.Title", ["ar"], .error),
        ])
        // Pearcleaner's "%lld file%@" passes English's plural "s": Korean rightly leaves it out.
        #expect(try Self.findings("SuffixPlaceholder.xcstrings").isEmpty)
        // CotEditor keeps script names ("Pau Cin Hau") and formats' names in Latin-script
        // languages; an English sentence copied into French or Russian is still found, and
        // "Version", German too, is not.
        #expect(try Self.findings("ScriptNames.xcstrings") == [
            Expected("identical-to-source", "Opens the options sheet.", ["fr"], .note),
            Expected("identical-to-source", "Opens the options sheet.", ["ru"], .note),
        ])
        // Pearcleaner's "Sentinel Monitor" and Damus's "Damus Purple" are names a Korean or a
        // Japanese translation keeps in Latin letters: no word of theirs is written in lower
        // case in the English texts. "Privacy Policy" is two words the English writes in lower
        // case elsewhere: kept in Korean, it is untranslated. mlem's "news@example.com" is an
        // address, not words.
        #expect(try Self.findings("NamesInAnotherScript.xcstrings") == [
            Expected("identical-to-source", "Privacy Policy", ["ko"], .note),
        ])
        // CubeTime's "© … Tim Xie & Reagan Bohan." names its authors, whose names are in lower
        // case only in a link's address ("tim-xie.com"), which is no word; "Daily Goal" kept in
        // Korean is untranslated, for the English writes "daily goal" in a sentence.
        #expect(try Self.findings("AuthorsInALink.xcstrings") == [
            Expected("identical-to-source", "Daily Goal", ["ko"], .note),
        ])
        // CotEditor's "…title.many" key is only used for many items: its English has one form.
        #expect(try Self.findings("SingleFormSource.xcstrings").isEmpty)
        // Turkish nouns do not change after a number: its translators write one as other.
        #expect(try Self.findings("SameOneAndOther.xcstrings").isEmpty)
        // CotEditor: the English "%lld replaced" has `zero` and `other`, no `one`, on purpose;
        // its Turkish writes `one` as `other` in three of four variations and leaves one out.
        #expect(try Self.findings("OtherSaysOne.xcstrings").isEmpty)
        // Mastodon's Kurmanji: ICU has no rules for it, so its forms are not judged.
        #expect(try Self.findings("UnknownLanguage.xcstrings").isEmpty)
        // Mastodon's "%#@names@" with two empty forms only steps over the names' argument; the
        // Polish text that leaves it out reads the names as the count.
        #expect(try Self.findings("StepOverSubstitution.xcstrings") == [
            Expected("placeholder-type", "followed.by %@ %lld", form: "substitutions.count", ["pl"], .error),
            Expected("format-type-conflict", "followed.by %@ %lld", form: "substitutions.count", ["pl"], .error),
            Expected("placeholder-missing", "followed.by %@ %lld", ["pl"], .warning),
        ])
        // Element X's "%#@COUNT@" reads argument 1, the names, as the count; its forms read it as
        // an object. Reported once, on the source; not again in each translation.
        #expect(try Self.findings("VariableReadsWrongArgument.xcstrings") == [
            Expected("placeholder-type", "read.by %@ %d", form: "substitutions.COUNT", ["en"], .error),
        ])
    }

    // MARK: Found on the catalogs of Ice Cubes, Cork, LiveContainer, DuckDuckGo, Whisky, Mastodon, KeePassium, Swiftfin

    /// What each fixture reports: the false alarm gone, the defect beside it still found.
    @Test(arguments: [
        // Rectangle's Main.xcstrings, a storyboard's catalog: a language without a text shows the
        // storyboard's own (a warning, not the raw "HFo-cy-zxI.title"), and "Width (%)" is never
        // formatted; an empty button title is still found. MonitorControl's key
        // "SoftwareUpdateDenyConsequences" is an identifier: without French, the key is shown.
        ("InterfaceBuilder.xcstrings", [
            Expected("missing-translation", "HFo-cy-zxI.title", ["fr"], .warning),
            Expected("empty-value", "IO3-Hi-7gC.title", ["es"], .error),
            Expected("missing-translation", "SoftwareUpdateDenyConsequences", ["fr"], .error),
        ]),
        // DuckDuckGo: "%2$@, %3$@ and others (%d)": CoreFoundation gives the unnumbered %d
        // argument 1, which no numbered placeholder reads: each argument is read once. Mastodon's
        // Basque "%@, %2$d tik %1$d" reads argument 1 twice: still mixed, and a conflict.
        ("MixedInOrder.xcstrings", [
            Expected("format-mixed-positions", "attachment %lld %lld", ["eu"], .error),
            Expected("format-type-conflict", "attachment %lld %lld", ["eu"], .error),
        ]),
        // Cork, Ice Cubes: a Ukrainian variation copied from the English shows "Add 2 apps"
        // through its `other`, English as its source says it: untranslated, not ungrammatical.
        // The Russian that is translated and lacks "few" is still found.
        ("CopiedPlurals.xcstrings", [
            // Its `other` stands in for "few": "2 приложений" reads wrong, nothing is missing.
            Expected("plural-missing-category", "apps.add %lld", ["ru"], .warning),
        ]),
        // KeePassium: the English `.strings` is empty, its texts are the code's default values
        // (NSLocalizedString's `value:`). Keys only translations have are live and their
        // arguments unknown: no stale entry, no placeholder the key "does not pass"; a language
        // without the key shows the code's English.
        ("SourceInCode", [
            Expected("missing-translation", "[Database/Title]", ["ko"], .warning),
            // Its Arabic title opens a right-to-left override it never closes.
            Expected("bidi-unbalanced", "[Database/Title]", ["ar"], .error),
        ]),
    ] as [(String, Set<Expected>)])
    func falseAlarmsOfRealCatalogs(fixture: String, expected: Set<Expected>) throws {
        #expect(try Self.findings(fixture) == expected)
    }

    /// Damus: a key only translations have ("Rename %@" in six languages) is found in the first
    /// language that has it by the folders' names, the same on every run; each language's finding
    /// points at its own file, where a pull request that changes that language changes it.
    @Test func aKeyOnlyTranslationsHaveIsFoundInTheFirstLanguage() throws {
        let catalog = try CatalogLoader.load(path: Self.folder.appending(path: "KeyOnlyInTranslations").path)
        #expect(catalog.entries.first { $0.key == "Rename %@" }?.location?.path.hasSuffix("da.lproj/Localizable.strings") == true)
        let findings = CatalogChecker().check(catalog).filter { $0.key == "Rename %@" }
        #expect(findings.map(\.languages) == [["da"], ["de"], ["fr"], ["it"], ["nl"], ["pt"]])
        for finding in findings {
            #expect(finding.location.path.hasSuffix("\(finding.language).lproj/Localizable.strings"), "\(finding.location)")
        }
    }

    /// Damus: English (`en-US`) has only the keys that are identifiers, SwiftUI shows the others'
    /// keys in English; the Arabic file has its byte-order mark twice. Only the identifier no
    /// language's source has is stale.
    @Test func swiftUIKeysInLprojFolders() throws {
        let catalog = try CatalogLoader.load(path: Self.folder.appending(path: "SwiftUIKeys").path)
        #expect(catalog.sourceLanguage == "en-US")
        #expect(catalog.languages == ["en-US", "ar", "de"])
        #expect(try Self.findings("SwiftUIKeys") == [Expected("stale-entry", "old.identifier", ["de"], .note)])
    }
}
