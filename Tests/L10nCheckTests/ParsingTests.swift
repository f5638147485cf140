// SPDX-License-Identifier: GPL-3.0-or-later
@testable import L10nCheck
import Foundation
import Localization
import Semantics
import Testing

/// The pieces the checks stand on: format tokens, placeholder types, `.strings` parsing, bidi
/// balance, spoken length, CLDR plural categories.
@Suite struct ParsingTests {
    @Test(arguments: [
        ("Move to %@", ["%@"]),
        ("%1$@, %2$lld.", ["%1$@", "%2$lld"]),
        ("%#@cards@ in %#@columns@", ["%#@cards@", "%#@columns@"]),
        ("%arg photos", ["%arg"]),
        ("100%% sure, %.2f%%", ["%%", "%.2f", "%%"]),
        ("50% off", ["% o"]),
        ("%-10s|%5d|%x", ["%-10s", "%5d", "%x"]),
    ])
    func formatTokens(format: String, placeholders: [String]) {
        #expect(FormatToken.placeholders(in: format) == placeholders)
        let rebuilt = FormatToken.tokens(in: format).map { token in
            switch token {
            case .text(let text): text
            case .placeholder(let placeholder): placeholder
            }
        }.joined()
        #expect(rebuilt == format)
    }

    @Test func stringsFilesParseCommentsEscapesAndBareTokens() throws {
        let pairs = try StringsFileParser.parse("""
            /* The first. */
            "a" = "x \\"y\\" \\\\ \\t\\n\\U00E9\\101";
            // The second.
            b = c;
            "only key";
            """)
        #expect(pairs.map(\.key) == ["a", "b", "only key"])
        #expect(pairs.map(\.value) == ["x \"y\" \\ \t\néA", "c", "only key"])
        #expect(pairs.map(\.comment) == ["The first.", "The second.", nil])
        #expect(throws: StringsFileParser.LineError(line: 2)) { try StringsFileParser.parse("\"a\" = \"b\";\n\"c\" = \"d\"\n") }
    }

    /// What NSString's property-list reader takes, the parser takes: a character beyond U+FFFF
    /// escaped as its UTF-16 surrogate pair, CR LF line ends, a comment before a bare key; a key's
    /// column counts code points. A file cut short keeps the pairs before the cut.
    @Test func stringsFilesParseSurrogatePairsLineEndsAndCutFiles() throws {
        let pairs = try StringsFileParser.parse("\"smile\" = \"\\UD83D\\UDE00 ok\";\r\n/* c */ \"é\" = \"è\";\r\n  \"k\"=\"v\";")
        #expect(pairs.map(\.value) == ["\u{1F600} ok", "è", "v"])
        #expect(pairs.map(\.line) == [1, 2, 3])
        #expect(pairs.map(\.column) == [1, 9, 3])
        #expect(pairs.map(\.comment) == [nil, "c", nil])
        let cut = StringsFileParser.parsePartially("\"a\" = \"b\";\n\"c\" = \"d")
        #expect(cut.pairs.map(\.key) == ["a"])
        #expect(cut.error == StringsFileParser.LineError(line: 2))
    }

    /// The one-pass reader of XML property lists gives what Foundation's gives, keys at the same
    /// places, for every `.stringsdict` of the fixtures and for one with comments, CDATA,
    /// references and empty elements; a binary property list is Foundation's to read.
    @Test func theStringsDictReaderAgreesWithFoundation() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
        var files = try (FileManager.default.enumerator(atPath: fixtures.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".stringsdict") }.map { try Data(contentsOf: fixtures.appending(path: $0)) }
        files.append(Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <!-- a comment -->
            <dict>
            	<key>%d files &amp; folders</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string><![CDATA[%#@files@ <here>]]></string>
            		<key>files</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>zero</key>
            			<string/>
            			<key>one</key>
            			<string>%d file &#233;&#x20AC;</string>
            			<key>other</key>
            			<string>%d files
            across two lines</string>
            			<key>NSStringUnknownKey</key>
            			<array><integer>3</integer><true/></array>
            		</dict>
            	</dict>
            </dict>
            </plist>
            """#.utf8))
        #expect(files.count >= 3)
        for data in files {
            let fast = try StringsDictReader.read(data, path: "t.stringsdict")
            let foundation = try StringsDictReader.readWithFoundation(data, path: "t.stringsdict")
            #expect(fast == foundation)
        }
        let binary = try PropertyListSerialization.data(fromPropertyList: ["k": ["NSStringLocalizedFormatKey": "x"]], format: .binary, options: 0)
        #expect(try StringsDictReader.read(binary, path: "b.stringsdict")["k"]?.form(at: "")?.value == "x")
    }

    /// What the one-pass reader does not take is a typed error, as Foundation's reader says it,
    /// never a crash: a file cut short, a tag it does not know, lists nested past its depth.
    @Test(arguments: [
        #"<?xml version="1.0"?><plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x"#,
        #"<plist><dict><key>k</key><blob/></dict></plist>"#,
        "<plist>" + String(repeating: "<array>", count: 5_000) + String(repeating: "</array>", count: 5_000) + "</plist>",
        #"<plist><dict><key>k</key><string>&bogus;</string></dict></plist>"#,
    ])
    func malformedPropertyListsAreTypedErrors(text: String) {
        #expect(throws: CatalogReadError.invalidStringsDict(path: "t.stringsdict")) {
            try StringsDictReader.read(Data(text.utf8), path: "t.stringsdict")
        }
    }

    @Test(arguments: [
        ("plain", true),
        ("\u{2067}%@\u{2069}", true),
        ("\u{2067}%@", false),
        ("%@\u{2069}", false),
        ("\u{202E}abc\u{202C}", true),
        ("\u{2067}\u{202E}abc\u{2069}", true),
        ("\u{202E}abc\u{2069}", false),
        ("\u{202C}", false),
    ])
    func bidiBalance(text: String, balanced: Bool) {
        #expect(CatalogChecker.bidiBalanced(text) == balanced)
    }

    @Test func spokenLengthCountsLettersDigitsAndPlaceholders() {
        #expect(SpokenLength.letters("Move to %@") == 6 + 6)
        #expect(SpokenLength.letters("15 cards!") == 6 + 5)
        #expect(abs(SpokenLength.seconds("", language: "en") - SpokenLength.overhead) < 1e-9)
        #expect(SpokenLength.seconds("Sugerencias desactivadas", language: "es") > SpokenLength.seconds("Hints off", language: "en"))
    }

    /// The allow list compares words folded: ASCII by lower case, which is what Foundation's
    /// case- and diacritic-insensitive folding makes of it, and other words by Foundation.
    @Test func foldingASCIIAgreesWithFoundation() {
        let words = (0..<128).compactMap(Unicode.Scalar.init).map { String($0) } + ["OK", "Ctrl", "VoiceOver", "JSON"]
        for word in words {
            #expect(CatalogChecker.fold(word) == word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
        }
        #expect(CatalogChecker.fold("Éxito") == "exito")
    }

    /// ASCII is counted by its bytes and everything else by its characters: the two ways agree
    /// on every ASCII character and on a CR LF pair, and a text mixing both counts each part.
    @Test func spokenLengthCountsASCIIAsCharactersWould() {
        func byCharacters(_ text: String) -> Int {
            text.reduce(0) { $0 + ($1.isLetter ? 1 : $1.isNumber ? SpokenLength.digitLetters : 0) }
        }
        let ascii = (0..<128).compactMap(Unicode.Scalar.init).map { String($0) } + ["\r\n", "a\r\nb"]
        for text in ascii where !text.contains("%") {
            #expect(SpokenLength.letters(text) == byCharacters(text), "\(text.unicodeScalars.map(\.value))")
        }
        #expect(SpokenLength.letters("Año 2026 %@ ٣") == 3 + 4 * 3 + 6 + 3)
    }

    /// A blank text is one of Unicode's White_Space characters only: the checker's list is
    /// Unicode's, scalar for scalar.
    @Test func whiteSpaceIsUnicodes() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(CatalogChecker.isWhiteSpace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
        #expect(CatalogChecker.isBlank(" \u{3000}\u{A0}\n"))
        #expect(!CatalogChecker.isBlank(" \u{200B}"))
    }

    @Test(arguments: [
        ("en", [PluralCategory.one, .other]), ("es-MX", [.one, .many, .other]), ("ru", [.one, .few, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]), ("ja", [.other]), ("pt_BR", [.one, .many, .other]),
    ])
    func cldrCategories(code: String, categories: [PluralCategory]) {
        #expect(PluralCategory.categories(forCode: code) == categories)
    }

    @Test(arguments: [
        ("es", "es"), ("pt-BR", "pt"), ("zh_Hant", "zh"), ("sr@latin", "sr"), ("EN", "en"), ("-es", "es"), ("", ""), ("__", ""),
    ])
    func theBaseLanguageOfACode(code: String, base: String) {
        #expect(PluralCategory.baseLanguage(of: code) == base)
    }

    @Test func theRequiredCategoriesOfRotorsLanguagesAgreeWithTheTable() {
        for language in Language.allCases {
            #expect(PluralCategory.categories(forCode: language.code) == PluralCategory.required(for: language))
        }
    }
}
