// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Testing
import Widgets

/// Hebrew and Arabic screens against phrases written by hand: each from the seeds (what each
/// element is and says, in the order of declaration) and from what each word is in the
/// language, with CLDR's plural categories for the counts (Hebrew one, two, other and a zero
/// said as "אין"; Arabic zero, one, two, few for 3 to 10, many for 11 to 99, other for 100) and
/// Arabic-Indic digits and comma in Arabic. Right to left, the leading corners are on the right.
/// VoiceOver says the actions hint after every element with named actions.
extension ExpectedPhraseTests {
    static let hebrewHint = "החליקו למעלה או למטה כדי לבחור פעולה מותאמת אישית, ואז הקישו פעמיים כדי להפעיל."
    static let arabicHint = "اسحب لأعلى أو لأسفل لتحديد إجراء مخصص، ثم اضغط مرتين للتنشيط."

    /// A board whose columns have Latin titles ("Backlog", "QA 1" …), each with as many cards as
    /// its count.
    static func latinBoard(_ counts: [Int]) -> Document {
        .kanban(KanbanBoard(columns: counts.enumerated().map { index, count in
            KanbanBoard.Column(id: "c\(index)", title: .verbatim(index == 0 ? "Backlog" : "QA \(index)"), cards: (0..<count).map {
                KanbanBoard.Card(id: "\(index).\($0)", title: .verbatim("Task \($0 + 1)"))
            })
        }))
    }

    static let hebrewKanban: [Heard] = [
        Heard(phrase: "לביצוע, 3 כרטיסים", hints: []),
        Heard(phrase: "שרטוט תהליך ההצטרפות, פעולות זמינות", actions: ["העברה לעמודה בתהליך", "העברה לעמודה בוצע"], hints: [hebrewHint]),
        Heard(phrase: "כתיבת הערות גרסה, פעולות זמינות", actions: ["העברה לעמודה בתהליך", "העברה לעמודה בוצע"], hints: [hebrewHint]),
        Heard(phrase: "תיקון הקריסה בהתחברות, פעולות זמינות", actions: ["העברה לעמודה בתהליך", "העברה לעמודה בוצע"], hints: [hebrewHint]),
        Heard(phrase: "בתהליך, כרטיס אחד"),
        Heard(phrase: "הקלטת התצוגות המקדימות, פעולות זמינות", actions: ["העברה לעמודה לביצוע", "העברה לעמודה בוצע"], hints: [hebrewHint]),
        Heard(phrase: "בוצע, אין כרטיסים"),
        Heard(phrase: "שחררו כאן כרטיסים", hints: []),
    ]

    static let arabicKanban: [Heard] = [
        Heard(phrase: "المهام، ٣ بطاقات", hints: []),
        Heard(phrase: "رسم مسودة شاشات الترحيب، إجراءات متاحة", actions: ["نقل إلى قيد الإنجاز", "نقل إلى المنجز"], hints: [arabicHint]),
        Heard(phrase: "كتابة ملاحظات الإصدار، إجراءات متاحة", actions: ["نقل إلى قيد الإنجاز", "نقل إلى المنجز"], hints: [arabicHint]),
        Heard(phrase: "إصلاح تعطل تسجيل الدخول، إجراءات متاحة", actions: ["نقل إلى قيد الإنجاز", "نقل إلى المنجز"], hints: [arabicHint]),
        Heard(phrase: "قيد الإنجاز، بطاقة واحدة"),
        Heard(phrase: "تسجيل المعاينات، إجراءات متاحة", actions: ["نقل إلى المهام", "نقل إلى المنجز"], hints: [arabicHint]),
        Heard(phrase: "المنجز، لا بطاقات"),
        Heard(phrase: "أفلت البطاقات هنا"),
    ]

    static func hebrewGrid(selected: Set<Int>, selecting: Bool) -> [Heard] {
        (1...15).map { number in
            guard selecting else { return Heard(phrase: "צילום \(number), כפתור, תמונה, פעולות זמינות", actions: ["בחירה"], hints: [hebrewHint]) }
            return selected.contains(number)
                ? Heard(phrase: "נבחר, צילום \(number), נבחר, כפתור, תמונה", hints: [])
                : Heard(phrase: "צילום \(number), לא נבחר, כפתור, תמונה", hints: [])
        }
    }

    static let arabicDigits = ["", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩", "١٠", "١١", "١٢", "١٣", "١٤", "١٥"]

    static func arabicGrid(selected: Set<Int>, selecting: Bool) -> [Heard] {
        (1...15).map { number in
            let name = "لقطة \(arabicDigits[number])"
            guard selecting else { return Heard(phrase: "\(name)، زر، صورة، إجراءات متاحة", actions: ["تحديد"], hints: [arabicHint]) }
            return selected.contains(number)
                ? Heard(phrase: "محدد، \(name)، محددة، زر، صورة", hints: [])
                : Heard(phrase: "\(name)، غير محددة، زر، صورة", hints: [])
        }
    }

    static let hebrewAndArabicCases: [Case] = [
        Case(name: "photo board, he", screen: .photoBoard, language: .hebrew, direction: .rightToLeft, title: "לוח תמונות",
             heard: ["ליסבון", "אוסלו", "קיוטו", "קיטו", "קהיר"].map {
                 Heard(phrase: "\($0), תמונה, פעולות זמינות", actions: ["הבאה לחזית"], hints: [hebrewHint])
             }),
        Case(name: "photo board, ar", screen: .photoBoard, language: .arabic, direction: .rightToLeft, title: "لوحة الصور",
             heard: ["لشبونة", "أوسلو", "كيوتو", "كيتو", "القاهرة"].map {
                 Heard(phrase: "\($0)، صورة، إجراءات متاحة", actions: ["إحضار إلى المقدمة"], hints: [arabicHint])
             }),
        Case(name: "photo grid, he", screen: .photoGrid, language: .hebrew, direction: .rightToLeft, title: "רשת תמונות",
             heard: [Heard(phrase: "לחיצה ארוכה על צילום")] + hebrewGrid(selected: [], selecting: false)),
        Case(name: "photo grid selecting photo 2, he", screen: .photoGrid, language: .hebrew, direction: .rightToLeft,
             steps: [.action(.photo("2"), "בחירה")], title: "רשת תמונות",
             heard: [Heard(phrase: "נבחר צילום אחד"), Heard(phrase: "סיום, כפתור")] + hebrewGrid(selected: [2], selecting: true)),
        Case(name: "photo grid, photos 2 and 5 selected, he, ltr", screen: .photoGrid, language: .hebrew, direction: .leftToRight,
             steps: [.action(.photo("2"), "בחירה"), .activate(.photo("5"))], title: "רשת תמונות",
             heard: [Heard(phrase: "נבחרו שני צילומים"), Heard(phrase: "סיום, כפתור")] + hebrewGrid(selected: [2, 5], selecting: true)),
        Case(name: "photo grid, none left selected, he", screen: .photoGrid, language: .hebrew, direction: .rightToLeft,
             steps: [.action(.photo("2"), "בחירה"), .activate(.photo("2"))], title: "רשת תמונות",
             heard: [Heard(phrase: "לא נבחרו צילומים"), Heard(phrase: "סיום, כפתור")] + hebrewGrid(selected: [], selecting: true)),
        Case(name: "photo grid, ar", screen: .photoGrid, language: .arabic, direction: .rightToLeft, title: "شبكة الصور",
             heard: [Heard(phrase: "اضغط مطولًا على لقطة")] + arabicGrid(selected: [], selecting: false)),
        Case(name: "photo grid, photos 2 and 5 selected, ar", screen: .photoGrid, language: .arabic, direction: .rightToLeft,
             steps: [.action(.photo("2"), "تحديد"), .activate(.photo("5"))], title: "شبكة الصور",
             heard: [Heard(phrase: "تم تحديد لقطتين"), Heard(phrase: "تم، زر")] + arabicGrid(selected: [2, 5], selecting: true)),
        Case(name: "deck, he", screen: .deckFan, language: .hebrew, direction: .rightToLeft, title: "מניפת החפיסה",
             heard: [Heard(phrase: "מניפת קלפים, בערימה, כפתור", hint: "גררו או הקישו כדי לפרוס את הקלפים",
                           hints: ["גררו או הקישו כדי לפרוס את הקלפים"])]),
        Case(name: "deck fanned, ar", screen: .deckFan, language: .arabic, direction: .rightToLeft, steps: [.activate(.deck)],
             title: "مروحة الرزمة",
             heard: [Heard(phrase: "مروحة البطاقات، مفرودة، زر", hint: "اسحب أو اضغط لفرد البطاقات", hints: ["اسحب أو اضغط لفرد البطاقات"])]),
        Case(name: "kanban, he", screen: .kanban, language: .hebrew, direction: .rightToLeft, title: "לוח קנבן", heard: hebrewKanban),
        Case(name: "kanban, he, ltr", screen: .kanban, language: .hebrew, direction: .leftToRight, title: "לוח קנבן", heard: hebrewKanban),
        Case(name: "kanban, ar", screen: .kanban, language: .arabic, direction: .rightToLeft, title: "لوحة كانبان", heard: arabicKanban),
        Case(name: "snap corner, he", screen: .snapCorner, language: .hebrew, direction: .rightToLeft, title: "פינה מגנטית",
             heard: [
                 Heard(phrase: "בשיחה"), Heard(phrase: "גררו את החלונית לכל פינה"),
                 Heard(phrase: "המצלמה שלך, למטה משמאל, פעולות זמינות",
                       actions: ["העברה למעלה מימין", "העברה למעלה משמאל", "העברה למטה מימין"], hints: [hebrewHint]),
             ]),
        Case(name: "snap corner, ar", screen: .snapCorner, language: .arabic, direction: .rightToLeft, title: "محاذاة الزوايا",
             heard: [
                 Heard(phrase: "في مكالمة"), Heard(phrase: "اسحب المربع إلى أي زاوية"),
                 Heard(phrase: "كاميرتك، أسفل اليسار، إجراءات متاحة",
                       actions: ["نقل إلى أعلى اليمين", "نقل إلى أعلى اليسار", "نقل إلى أسفل اليمين"], hints: [arabicHint]),
             ]),
        // A Latin-titled column, and the counts whose words differ: 0, 1, 2, 3, 11, 100.
        Case(name: "Latin titles and counts, he", screen: .kanban, document: latinBoard([0, 1, 2, 3, 11, 100]), headersOnly: true, language: .hebrew,
             direction: .rightToLeft, title: "לוח קנבן",
             heard: ["Backlog, אין כרטיסים", "QA 1, כרטיס אחד", "QA 2, שני כרטיסים", "QA 3, 3 כרטיסים", "QA 4, 11 כרטיסים", "QA 5, 100 כרטיסים"]
                .map { Heard(phrase: $0) }),
        Case(name: "Latin titles and counts, ar", screen: .kanban, document: latinBoard([0, 1, 2, 3, 11, 100]), headersOnly: true, language: .arabic,
             direction: .rightToLeft, title: "لوحة كانبان",
             heard: ["Backlog، لا بطاقات", "QA 1، بطاقة واحدة", "QA 2، بطاقتان", "QA 3، ٣ بطاقات", "QA 4، ١١ بطاقة", "QA 5، ١٠٠ بطاقة"]
                .map { Heard(phrase: $0) }),
        Case(name: "a Latin card on a Latin column, he", screen: .kanban, document: latinBoard([1, 0]), language: .hebrew,
             direction: .rightToLeft, title: "לוח קנבן",
             heard: [
                 Heard(phrase: "Backlog, כרטיס אחד"),
                 Heard(phrase: "Task 1, פעולות זמינות", actions: ["העברה לעמודה QA 1"], hints: [hebrewHint]),
                 Heard(phrase: "QA 1, אין כרטיסים"), Heard(phrase: "שחררו כאן כרטיסים"),
             ]),
        Case(name: "a Latin card on a Latin column, ar", screen: .kanban, document: latinBoard([1, 0]), language: .arabic,
             direction: .rightToLeft, title: "لوحة كانبان",
             heard: [
                 Heard(phrase: "Backlog، بطاقة واحدة"),
                 Heard(phrase: "Task 1، إجراءات متاحة", actions: ["نقل إلى QA 1"], hints: [arabicHint]),
                 Heard(phrase: "QA 1، لا بطاقات"), Heard(phrase: "أفلت البطاقات هنا"),
             ]),
    ]

    @Test(arguments: hebrewAndArabicCases)
    func hebrewAndArabicSayWhatWasWrittenByHand(_ expected: Case) throws {
        try Self.check(expected)
    }

    /// In print, a header isolates the column's title and nothing else; a card its own title.
    @Test(arguments: [(Language.hebrew, "\u{2068}Backlog\u{2069}, כרטיס אחד"), (.arabic, "\u{2068}Backlog\u{2069}، بطاقة واحدة")])
    func aHeaderIsolatesItsTitleOnly(language: Language, printed: String) throws {
        let tree = TreeBuilder().tree(for: Self.latinBoard([1, 0]), in: Semantics.Environment(language: language))
        let header = try #require(tree.elements.first)
        #expect(Phrase().spoken(header, language) == printed)
    }
}
