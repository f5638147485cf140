// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Localization

/// Numbers that count a catalog noun, written in words of the noun's gender; the expected
/// words are Spanish and Arabic grammar's (RAE's Nueva gramática on cardinals; Wright's
/// Arabic grammar, §321–325), not Rotor's.
@Suite struct NumberWordsTests {
    static let words = NumberWords.builtIn

    @Test(arguments: [
        // Tarjeta, seleccionada (una foto) and opción are feminine; elemento and cambio masculine.
        ("Hecho, 1 tarjeta", "Hecho, una tarjeta"), ("21 tarjetas", "veintiuna tarjetas"), ("200 tarjetas", "doscientas tarjetas"),
        ("10.000 tarjetas", "diez mil tarjetas"), ("1.000.000 de tarjetas", "un millón de tarjetas"),
        ("1 seleccionada", "una seleccionada"), ("41 seleccionadas", "cuarenta y una seleccionadas"),
        ("1 opción: a", "una opción: a"), ("Mapa sonoro, 21 elementos", "Mapa sonoro, veintiún elementos"),
        ("1 cambio no está guardado.", "un cambio no está guardado."),
        // Numbers that count nothing of the catalog stay as they are, for the voice to read.
        ("Foto 1", "Foto 1"), ("3 de 5", "3 de 5"), ("2,5 tarjetas", "2,5 tarjetas"), ("Foto1 tarjeta", "Foto1 tarjeta"),
        ("1 tarjetero", "1 tarjetero"), ("sin números", "sin números"),
    ])
    func spanishNumbersAgreeWithTheirNoun(text: String, spoken: String) {
        #expect(Self.words.spoken(text, in: .spanish) == spoken)
    }

    @Test(arguments: [
        ("٣ بطاقات", "ثلاث بطاقات"), ("١١ بطاقة", "إحدى عشرة بطاقة"), ("١٠٣ بطاقة", "مائة وثلاث بطاقة"),
        ("تم تحديد ٨ لقطات", "تم تحديد ثماني لقطات"), ("خريطة صوتية، ٢١ عنصرًا", "خريطة صوتية، واحد وعشرون عنصرًا"),
        ("٣ أشخاص", "٣ أشخاص"),
    ])
    func arabicNumbersTakeTheirNounsGender(text: String, spoken: String) {
        #expect(Self.words.spoken(text, in: .arabic) == spoken)
    }

    /// English numbers do not agree: nothing is written out, and ICU is not asked.
    @Test func englishIsLeftAlone() {
        #expect(Self.words.spoken("3 cards", in: .english) == "3 cards")
        #expect(!Self.words.nouns.hasNouns(in: .english))
    }

    @Test(arguments: [
        ("feminine", 3, "ثلاث"), ("feminine", 8, "ثماني"), ("feminine", 10, "عشر"), ("feminine", 11, "إحدى عشرة"),
        ("feminine", 12, "اثنتا عشرة"), ("feminine", 13, "ثلاث عشرة"), ("feminine", 21, "إحدى وعشرون"),
        ("feminine", 23, "ثلاث وعشرون"), ("feminine", 100, "مائة"), ("feminine", 300, "ثلاثمائة"),
        ("masculine", 3, "ثلاثة"), ("masculine", 11, "أحد عشر"), ("masculine", 13, "ثلاثة عشر"),
        ("masculine", 21, "واحد وعشرون"), ("masculine", 3_000, "ثلاثة آلاف"),
    ])
    func arabicWordsFollowTheGrammar(gender: String, number: Int, expected: String) {
        #expect(Self.words.words(number, gender: gender, in: .arabic) == expected)
    }

    @Test(arguments: [
        ("%lld tarjetas", "tarjetas"), ("%lld de tarjetas", "de tarjetas"), ("Mapa sonoro, %lld elementos", "elementos"),
        ("%lld opciones: %@", "opciones"), ("תם %1$@: %2$lld רשומות", "רשומות"), ("כרטיס אחד", nil), ("%lld", nil),
    ] as [(String, String?)])
    func theNounIsWhatFollowsTheNumber(form: String, words: String?) {
        #expect(CountedNouns.wordsAfterNumber(form) == words)
    }

    /// Every counted entry's gender is one the convention names, in every language.
    @Test func everyGenderIsOneOfTheConventions() {
        for (key, entry) in Strings.builtIn.catalog.entries where key.hasSuffix(CountedNouns.genderSuffix) {
            for (language, localization) in entry.localizations {
                guard case .value(let value, _) = localization else {
                    Issue.record("\(key) in \(language) is not one word")
                    continue
                }
                #expect(CountedNouns.genders.contains(value), "\(key) in \(language): \(value)")
            }
        }
    }
}
