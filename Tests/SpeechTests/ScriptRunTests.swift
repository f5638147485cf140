// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Testing

@testable import Localization
@testable import Speech

extension EngineTests {
    /// Mixed-script utterances cut into runs, each with a voice that can read it.
    @Suite struct ScriptRunTests {
        /// ASCII is sorted without Unicode's property tables; the answer is the one the
        /// tables give: a letter where Unicode says alphabetic, digits, the clause marks, and
        /// everything else neutral.
        @Test func asciiIsSortedAsUnicodeSortsIt() {
            let marks: Set<Character> = [",", ".", ";", ":", "!", "?"]
            for value in UInt32(0)..<0x80 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let character = Character(scalar)
                let expected: ScriptRun.Kind =
                    ("0"..."9").contains(character) ? .digit
                    : marks.contains(character) ? .clauseMark
                    : scalar.properties.isAlphabetic ? .letter(.latin) : .neutral
                #expect(ScriptRun.kind(of: character) == expected, "U+\(String(value, radix: 16))")
            }
        }

        /// A title at the loader's limit, 10,000 characters switching script every few words,
        /// is cut into one run per switch with nothing lost (the fuzz target's inputs are
        /// shorter: see scripts/fuzz).
        @Test(arguments: ["en", "he", "ar"])
        func aLongMixedTitleLosesNothing(language: String) {
            let piece = "Fix 2, תמונה ٣ صورة "
            let text = String(String(repeating: piece, count: 10_000 / piece.count + 1).prefix(10_000))
            let runs = ScriptRun.runs(of: text, language: language, settings: .default)
            #expect(runs.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " })
            #expect(runs.count >= 3 * (10_000 / piece.count) - 2)
            #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.voice != $1.voice })
        }

        @Test(arguments: [
            ("he", "Fix the login crash", [ScriptRun("Fix the login crash", voice: "en")]),
            ("he", "העברה אל Done", [ScriptRun("העברה אל", voice: "he"), ScriptRun("Done", voice: "en")]),
            ("ar", "نقل Fix the login crash إلى العمود مكتمل", [
                ScriptRun("نقل", voice: "ar"), ScriptRun("Fix the login crash", voice: "en"), ScriptRun("إلى العمود مكتمل", voice: "ar"),
            ]),
            ("he", "Done, 3 כרטיסים", [ScriptRun("Done,", voice: "en", endsClause: true), ScriptRun("3 כרטיסים", voice: "he")]),
            ("ar", "Done، ٣ بطاقات", [ScriptRun("Done،", voice: "en", endsClause: true), ScriptRun("٣ بطاقات", voice: "ar")]),
            ("en", "Fix the login crash, תמונה, Image", [
                ScriptRun("Fix the login crash,", voice: "en", endsClause: true), ScriptRun("תמונה,", voice: "he", endsClause: true),
                ScriptRun("Image", voice: "en"),
            ]),
            ("es", "Mover a Hecho", [ScriptRun("Mover a Hecho", voice: "es")]),
            ("es-419", "Mover a Hecho", [ScriptRun("Mover a Hecho", voice: "es-419")]),
            ("he", "3", [ScriptRun("3", voice: "he")]),
            ("ar", "٣ بطاقات", [ScriptRun("٣ بطاقات", voice: "ar")]),
            ("ar", "Fix 2 إلى", [ScriptRun("Fix", voice: "en"), ScriptRun("2 إلى", voice: "ar")]),
            ("he", "תמונה 3 Fix", [ScriptRun("תמונה 3", voice: "he"), ScriptRun("Fix", voice: "en")]),
            ("en", "Photo 3 תמונה", [ScriptRun("Photo 3", voice: "en"), ScriptRun("תמונה", voice: "he")]),
            ("he", "“Oslo” — אוסלו", [ScriptRun("“Oslo” —", voice: "en"), ScriptRun("אוסלו", voice: "he")]),
            ("ar", "قال: שלום", [ScriptRun("قال:", voice: "ar", endsClause: true), ScriptRun("שלום", voice: "he")]),
            ("en", "", []),
            ("en", "  ", []),
        ] as [(String, String, [ScriptRun])])
        func runs(language: String, text: String, expected: [ScriptRun]) {
            #expect(ScriptRun.runs(of: text, language: language, settings: .default) == expected)
        }

        /// Whatever the text, cutting it loses and reorders nothing but spaces (the fuzz target
        /// checks the same on arbitrary bytes).
        @Test(arguments: [
            "a،b", "،،،", "٣a٣", "a ב 1 ج 2, d", "‏x", "שָׁלוֹם, world؟ مرحبا.", "1,000 כרטיסים, 2 cards", "  ", "ﻻ Latin ﬠ",
        ])
        func cuttingKeepsEveryCharacter(text: String) {
            for language in ["en", "es", "he", "ar"] {
                let runs = ScriptRun.runs(of: text, language: language, settings: .default)
                #expect(runs.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " })
                #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.voice != $1.voice })
            }
        }

        @Test func theLatinVoiceIsASetting() {
            let settings = VoiceSettings(latinVoice: "es")
            #expect(ScriptRun.runs(of: "Hola, מה שלומך", language: "he", settings: settings)
                == [ScriptRun("Hola,", voice: "es", endsClause: true), ScriptRun("מה שלומך", voice: "he")])
            // An English or Spanish utterance keeps its own voice for Latin words.
            #expect(ScriptRun.runs(of: "Hello", language: "en", settings: settings) == [ScriptRun("Hello", voice: "en")])
            #expect(VoiceSettings(latinVoice: "fr").clamped().latinVoice == "en")
        }

        @Test(arguments: [
            (0, "אפס"), (1, "אחת"), (2, "שתיים"), (3, "שלוש"), (10, "עשר"), (11, "אחת עשרה"), (12, "שתים עשרה"),
            (20, "עשרים"), (21, "עשרים ואחת"), (100, "מאה"), (101, "מאה ואחת"), (110, "מאה ועשר"), (120, "מאה ועשרים"),
            (175, "מאה שבעים וחמש"), (200, "מאתיים"), (999, "תשע מאות תשעים ותשע"), (1_000, "אלף"), (1_005, "אלף וחמש"),
            (1_200, "אלף ומאתיים"), (2_000, "אלפיים"), (3_000, "שלושת אלפים"), (10_000, "עשרת אלפים"), (11_000, "אחד עשר אלף"),
            (21_000, "עשרים ואחד אלף"), (100_100, "מאה אלף ומאה"), (175_000, "מאה שבעים וחמישה אלף"), (1_000_000, "מיליון"),
            (1_000_001, "מיליון ואחת"), (1_100_000, "מיליון ומאה אלף"), (2_000_000, "שני מיליון"), (3_000_000, "שלושה מיליון"),
            (2_000_000_000, "שני מיליארד"),
        ] as [(UInt64, String)])
        func hebrewNumbersOnTheirOwnAreFeminine(number: UInt64, words: String) {
            #expect(HebrewNumber(number).words == words)
        }

        @Test(arguments: [(1, "אחד"), (2, "שניים"), (3, "שלושה"), (11, "אחד עשר"), (22, "עשרים ושניים"), (1_003, "אלף ושלושה")] as [(UInt64, String)])
        func hebrewNumbersOfMasculineNouns(number: UInt64, words: String) {
            #expect(HebrewNumber(number, .masculine).words == words)
        }

        @Test(arguments: [
            ("3 כרטיסים", "שלושה כרטיסים"), ("2 כרטיסים", "שני כרטיסים"), ("2 תמונות", "שתי תמונות"),
            ("11 כללים", "אחד עשר כללים"), ("3 מתוך 5", "שלוש מתוך חמש"), ("1,000,000 כרטיסים", "מיליון כרטיסים"),
            ("2.5 שניות", "שתיים נקודה חמש שניות"), ("3 פעמים", "שלוש פעמים"), ("קצב 175", "קצב מאה שבעים וחמש"),
            ("תמונה3", "תמונהשלוש"), ("בלי מספרים", "בלי מספרים"), ("בין 80 ל־450", "בין שמונים לארבע מאות וחמישים"),
            ("מ-3 עד 5", "משלוש עד חמש"), ("א-3", "א-שלוש"),
        ])
        func hebrewDigitsAreWrittenOut(text: String, spoken: String) {
            #expect(VoiceText.prepared(text, for: "he") == spoken)
        }

        @Test(arguments: [
            ("١٬٠٠٠٬٠٠٠ شخص", "١٠٠٠٠٠٠ شخص"), ("٢٫٥", "٢.٥"), ("١٠٪", "١٠%"), ("ﻻ", "لا"), ("٣ أشخاص", "٣ أشخاص"),
            // A catalog's counted noun has its number in words (NumberGenderTests hears them).
            ("٣ بطاقات", "ثلاث بطاقات"), ("١٬٠٠٠٬٠٠٠ بطاقة", "مليون بطاقة"),
        ])
        func arabicSeparatorsAreWhatTheVoiceReads(text: String, spoken: String) {
            #expect(VoiceText.prepared(text, for: "ar") == spoken)
        }

        /// Each run's phonemes are its own voice's: English phonemes for the Latin words, and no
        /// word spelled out with mark or letter names.
        @Test(arguments: [
            ("he", "העברה אל Fix the login crash", ["he", "en"]),
            ("ar", "نقل Fix the login crash إلى العمود مكتمل", ["ar", "en", "ar"]),
            ("he", "בוצע, 3 כרטיסים", ["he"]),
            ("en", "Photo 2, תמונה", ["en", "he"]),
            ("he", "שָׁלוֹם כְּרַטִיס", ["he"]),
        ])
        func phonemesShowWhichVoiceReadWhichRun(language: String, text: String, voices: [String]) {
            let runs = Phonemes.runs(of: text, language: language)
            #expect(runs.map(\.voice) == voices)
            for run in runs {
                #expect(!run.phonemes.isEmpty, "\(run.voice) read nothing of \(run.text)")
                // eSpeak NG marks a switch to another language, and a spelled letter, with "(en)" / "_:".
                #expect(!run.phonemes.contains("(en)") && !run.phonemes.contains("_:"), "\(run.voice): \(run.phonemes)")
            }
            if let latin = runs.first(where: { $0.voice == "en" }) {
                #expect(latin.phonemes == Phonemes.of(latin.text, language: "en"))
            }
        }

        @Test func hebrewDigitsAreHeard() {
            let spoken = Phonemes.runs(of: "3 כרטיסים", language: "he")
            let silent = Phonemes.runs(of: "כרטיסים", language: "he")
            #expect(spoken.map(\.phonemes).joined().count > silent.map(\.phonemes).joined().count + 4)
        }
    }
}
