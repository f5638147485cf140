// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Braille
import Testing
import TestSupport

/// Rotor's braille against liblouis's own command-line translator, table by table.
@Suite(.enabled(if: LouisTool.isInstalled, "needs lou_translate (liblouis-bin)"))
struct BrailleTranslatorTests {
    static let cases: [(text: String, language: String, contracted: Bool)] = [
        ("Fix the login crash, Actions available", "en", false),
        ("Fix the login crash actns", "en", true),
        ("To do 3 cards", "en", true),
        ("Arreglar el fallo de inicio de sesión", "es", false),
        ("Arreglar el fallo de inicio de sesión", "es", true),
        ("תיקון הקריסה בהתחברות פעולות", "he", false),
        ("إصلاح الخطأ عند تسجيل الدخول", "ar", false),
        ("إصلاح الخطأ عند تسجيل الدخول", "ar", true),
    ]

    @Test(arguments: cases)
    func cellsAreLiblouisOwn(text: String, language: String, contracted: Bool) throws {
        let table = BrailleTable.forLanguage(language, contracted: contracted)
        let line = try BrailleTranslator().translate(text, table: table)
        #expect(line.unicode == LouisTool.braille(text, table: table.name))
        #expect(line.sourceOfCell.count == line.cells.count)
        #expect(line.cellOfSource.count == text.unicodeScalars.count)
    }

    @Test func isolatesAndControlsAreNotWritten() throws {
        let table = BrailleTable.forLanguage("he", contracted: false)
        let plain = "כתיבת הערות גרסה, פעולות"
        let isolated = "\u{2068}כתיבת הערות גרסה\u{2069}, \u{200F}פעולות\u{1B}"
        let translator = BrailleTranslator()
        #expect(try translator.translate(isolated, table: table).cells == translator.translate(plain, table: table).cells)
    }

    @Test func aHebrewTitleInEnglishIsHebrewBraille() throws {
        let line = try BrailleTranslator().translate("Moved שלום to Done", table: .forLanguage("en", contracted: false))
        let english1 = try #require(LouisTool.braille("Moved ", table: "en-ueb-g1.ctb"))
        let hebrew = try #require(LouisTool.braille("שלום", table: "he-IL.utb"))
        let english2 = try #require(LouisTool.braille(" to Done", table: "en-ueb-g1.ctb"))
        #expect(line.unicode == english1 + hebrew + english2)
    }
}
