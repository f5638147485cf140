// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Speech
import Testing

/// Numbers heard with the gender of what they count, checked in eSpeak NG's own phonemes: the
/// catalog's phrase as Rotor speaks it sounds as the words written by hand from Spanish and
/// Arabic grammar sound, and not as eSpeak NG reads the digits.
@Suite struct NumberGenderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The utterance's language.
        var language: Language
        /// The catalog entry and its number, or a text as it is.
        var key: String?
        var number: Int?
        var text: String?
        /// The words a speaker of the language says, written by hand.
        var heard: String
        /// What eSpeak NG says for the digits on their own, in the other gender.
        var wrong: String?

        var phrase: String {
            text ?? Strings.builtIn.text(key ?? "", language, number: number)
        }
        var testDescription: String { "\(language.code): \(phrase)" }
    }

    static let cases: [Case] = [
        // Tarjeta and foto are feminine: una, veintiuna, doscientas (RAE, Nueva gramática, numerales cardinales).
        Case(language: .spanish, key: "kanban.cardCount", number: 1, heard: "una tarjeta", wrong: "uno tarjeta"),
        Case(language: .spanish, key: "kanban.cardCount", number: 21, heard: "veintiuna tarjetas", wrong: "veintiuno tarjetas"),
        Case(language: .spanish, key: "kanban.cardCount", number: 200, heard: "doscientas tarjetas", wrong: "doscientos tarjetas"),
        Case(language: .spanish, key: "grid.selectedCount", number: 1, heard: "una seleccionada", wrong: "uno seleccionada"),
        Case(language: .spanish, key: "grid.selectedCount", number: 31, heard: "treinta y una seleccionadas", wrong: "treinta y uno seleccionadas"),
        Case(language: .spanish, key: "console.choices", number: 1, text: "1 opción: a", heard: "una opción: a", wrong: "uno opción: a"),
        // Elemento is masculine: un, veintiún.
        Case(language: .spanish, key: "console.overview", number: 21, heard: "Mapa sonoro, veintiún elementos", wrong: "Mapa sonoro, veintiuno elementos"),
        // A number that counts nothing stays as the voice reads it.
        Case(language: .spanish, text: "Foto 1", heard: "Foto uno"),
        Case(language: .spanish, text: "Hecho, 3 de 5", heard: "Hecho, tres de cinco"),
        // Arabic 3 to 10 take the gender opposite to the noun's: بطاقة and لقطة are feminine, so ثلاث;
        // عنصر is masculine, so ثلاثة (Wright, A Grammar of the Arabic Language, §321).
        Case(language: .arabic, key: "kanban.cardCount", number: 3, heard: "ثلاث بطاقات", wrong: "ثلاثة بطاقات"),
        Case(language: .arabic, key: "kanban.cardCount", number: 11, heard: "إحدى عشرة بطاقة", wrong: "أحد عشر بطاقة"),
        Case(language: .arabic, key: "kanban.cardCount", number: 13, heard: "ثلاث عشرة بطاقة", wrong: "ثلاثة عشر بطاقة"),
        Case(language: .arabic, key: "grid.selectedCount", number: 8, heard: "تم تحديد ثماني لقطات", wrong: "تم تحديد ثمانية لقطات"),
        Case(language: .arabic, key: "console.overview", number: 3, heard: "خريطة صوتية، ثلاثة عناصر"),
    ]

    @Test(arguments: cases)
    func numbersAreHeardInTheGenderOfTheirNoun(_ spoken: Case) throws {
        let code = spoken.language.code
        let rotor = Phonemes.of(spoken.phrase, language: code)
        try #require(!rotor.isEmpty, "eSpeak NG gave no phonemes")
        #expect(rotor == Phonemes.of(spoken.heard, language: code), "\(spoken.phrase) is not heard as \(spoken.heard)")
        if let wrong = spoken.wrong {
            #expect(rotor != Phonemes.of(wrong, language: code), "\(spoken.heard) sounds as \(wrong)")
        }
    }
}
