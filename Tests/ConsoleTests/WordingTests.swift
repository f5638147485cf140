// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Console
import Localization
import Semantics
import TextSafety
import Testing
import Widgets

/// What native speakers found wrong, and the rule behind each, held for the whole catalog: a
/// general rule with a plural noun, titles quoted or named in Spanish and Hebrew, setting values
/// that agree with their setting, Spanish descriptions in the third person, Hebrew's maqaf,
/// Arabic's word for the focused element.
@Suite struct WordingTests {
    /// Every text of a language in the catalog, each with its key.
    static func texts(_ language: Language) -> [(key: String, text: String)] {
        Strings.builtIn.catalog.entries.sorted { $0.key < $1.key }.flatMap { key, entry -> [(key: String, text: String)] in
            switch entry.localizations[language.code] {
            case .value(let text, _)?: [(key, text)]
            case .plural(let forms, _)?: forms.values.sorted().map { (key, $0) }
            case nil: []
            }
        }
    }

    /// The phrases the reading found, as they read now (the inserted words without isolates).
    @Test(arguments: [
        (CatalogText.consoleCannotDelete, Language.english, "Only cards can be deleted"),
        (.consoleCannotDelete, .spanish, "Solo se pueden eliminar tarjetas"),
        (.consoleAdded("Pan"), .spanish, "Se añadió «Pan»"),
        (.consolePartlyUnder("arriba a la izquierda del tablero", "Oslo"), .spanish, "arriba a la izquierda del tablero, parcialmente debajo de Oslo"),
        (.keyPageUp, .spanish, "Re Pág"), (.keyPageDown, .spanish, "Av Pág"),
        (.actionMoveToColumn("בתהליך"), .hebrew, "העברה לעמודה בתהליך"),
        (.consoleRenamedTo("Pan"), .hebrew, "השם שונה ל־Pan"),
        (.consoleNothingToUndo, .arabic, "لا شيء يمكن التراجع عنه"),
    ])
    func theFoundPhrasesReadRightNow(key: CatalogText, language: Language, expected: String) {
        #expect(BidiIsolation.removingControls(Strings.builtIn.text(key, language)) == expected)
    }

    /// `settings` says each switch in words that agree with its name.
    @Test(arguments: [
        (Language.spanish, ["Sonidos: activados, predeterminado", "Reducir movimiento: desactivado, predeterminado", "Voz espacial: desactivada, predeterminado"]),
        (.hebrew, ["צלילים: מופעלים, ברירת מחדל", "הפחתת תנועה: כבויה, ברירת מחדל"]),
        (.arabic, ["الأصوات: مفعّلة، افتراضي", "تقليل الحركة: معطّل، افتراضي"]),
    ])
    func settingValuesAgreeWithTheirSetting(language: Language, expected: [String]) {
        var session = Session(screen: "kanban", document: DemoScreen.kanban.document, environment: .init(language: language))
        let lines = session.handle(line: "settings").utterances.map(BidiIsolation.removingControls)
        for line in expected { #expect(lines.contains(line), "\(line) in \(lines)") }
    }

    /// Spanish describes every key in the third person ("lee", "activa"), never with an
    /// infinitive ("activar", "detener", "repetir", "salir" were among them).
    @Test func spanishKeyDescriptionsAreInTheThirdPerson() {
        let descriptions = KeyBinding.all.map(\.descriptionKey) + KeyBinding.fixed.map(\.descriptionKey)
        for key in descriptions {
            let text = Strings.builtIn.text(key, .spanish)
            let first = String(text.prefix { $0.isLetter }).lowercased()
            // "primer" ("primer elemento") is an adjective that happens to end as infinitives do.
            let infinitive = first != "primer" && ["ar", "er", "ir", "ír"].contains { first.hasSuffix($0) }
            #expect(!infinitive, "'\(text)' begins with an infinitive")
        }
    }

    /// Hebrew joins a one-letter prefix to a name or a number with a maqaf, never a hyphen.
    @Test func hebrewUsesTheMaqaf() {
        for (key, text) in Self.texts(.hebrew) where !key.hasPrefix("command.word.") && !key.hasPrefix("command.value.") {
            #expect(text.firstMatch(of: /(^|[\s(])[בהוכלמש]-/) == nil, "\(key): \(text)")
        }
    }

    /// Arabic never calls the focused element العنصر المحدد, which is also the selected one.
    @Test func arabicSaysFocusedNotSelected() {
        for (key, text) in Self.texts(.arabic) {
            #expect(!text.contains("العنصر المحدد"), "\(key): \(text)")
        }
    }
}
