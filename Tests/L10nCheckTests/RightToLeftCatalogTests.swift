// SPDX-License-Identifier: GPL-3.0-or-later
import L10nCheck
import Foundation
import Localization
import Semantics
import Testing

/// The catalog checks meet Hebrew and Arabic: forms that write one or two in words, and a voice
/// that is slower than English's.
@Suite struct RightToLeftCatalogTests {
    static func check(_ strings: String) throws -> [LocalizationFinding] {
        let url = FileManager.default.temporaryDirectory.appending(path: "rotor-rtl-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data((#"{"sourceLanguage":"en","version":"1.0","strings":{"# + strings + "}}").utf8).write(to: url)
        // Catalogs a screen reader speaks, as Rotor's own: their spoken length is measured.
        return CatalogChecker(spokenLength: true).check(try CatalogLoader.load(path: url.path))
    }

    static func plural(_ forms: [String: String]) -> String {
        "{\"variations\":{\"plural\":{" + forms.sorted { $0.key < $1.key }.map { "\"\($0.key)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0.value)\"}}" }
            .joined(separator: ",") + "}}}"
    }

    @Test func aFormForOneNumberMayWriteItInWords() throws {
        let findings = try Self.check(#"""
            "cards":{"comment":"c","localizations":{
              "en":\#(Self.plural(["one": "%lld card", "other": "%lld cards"])),
              "he":\#(Self.plural(["one": "כרטיס אחד", "two": "שני כרטיסים", "other": "כרטיסים"])),
              "ar":\#(Self.plural(["zero": "لا بطاقات", "one": "بطاقة واحدة", "two": "بطاقتان", "few": "بطاقات", "many": "%lld بطاقة", "other": "%lld بطاقة"]))}}
            """#)
        let missing = findings.filter { $0.check == .placeholderMissing }.map { "\($0.language) \($0.form)" }.sorted()
        // Hebrew "other" and Arabic "few" stand for many numbers: they must say which.
        #expect(missing == ["ar plural.few", "he plural.other"])
        #expect(findings.count == 2, "\(findings.map(\.check.id))")
    }

    @Test func arabicIsAllowedItsVoicesUsualLength() throws {
        // The ar voice takes about 1.45 times as long as the en voice for the same words.
        let usual = try Self.check(#""fix":{"comment":"c","localizations":{"en":{"stringUnit":{"state":"translated","value":"Fix the login crash"}},"ar":{"stringUnit":{"state":"translated","value":"إصلاح تعطل تسجيل الدخول"}}}}"#)
        #expect(usual.isEmpty, "\(usual.map(\.check.id))")
        let long = try Self.check(#""fix":{"comment":"c","localizations":{"en":{"stringUnit":{"state":"translated","value":"Fix the crash"}},"ar":{"stringUnit":{"state":"translated","value":"إصلاح التعطل الذي يحدث عند تسجيل الدخول إلى التطبيق"}}}}"#)
        #expect(long.map(\.check) == [.spokenLength])
        #expect(long.first?.arguments.last == "2.3", "the ratio allowed is 1.6 × 1.45")
    }
}
