// SPDX-License-Identifier: GPL-3.0-or-later

/// Arabic numbers in words for ICU's rule-based number format, by the gender of the noun they
/// count: the rule sets CLDR's Arabic data gets wrong, in CLDR's own syntax and names.
///
/// From 3 to 10 an Arabic number takes the gender opposite to its noun's: ثلاث بطاقات (a
/// feminine noun), ثلاثة عناصر (a masculine one); in 13 to 19 the units do so and ten agrees
/// (ثلاث عشرة بطاقة, ثلاثة عشر عنصرًا); 11 and 12 agree (إحدى عشرة بطاقة, أحد عشر عنصرًا); one
/// in 21, 31 … is إحدى before a feminine noun; hundreds are written joined (ثلاثمائة); thousands
/// and millions count masculine nouns (ثلاثة آلاف). CLDR 42 (ICU 72) and CLDR 48 alike write
/// ثلاثة for 3 and إحدى عشر for 11 in both `%spellout-cardinal-feminine` and
/// `%spellout-cardinal-masculine`, and "ثلاثة مائة" for 300, so ICU's own Arabic rules are
/// replaced by these, which ICU runs the same way (``ICU/Spellout/init(rules:locale:)``).
/// Past a thousand billion the number stays in digits.
enum ArabicSpellout {
    /// The rules, feminine first.
    static let rules = """
        %spellout-cardinal-feminine:
        -x: ناقص >>;
        0: صفر;
        1: واحدة;
        2: اثنتان;
        3: ثلاث;
        4: أربع;
        5: خمس;
        6: ست;
        7: سبع;
        8: ثماني;
        9: تسع;
        10: عشر;
        11: إحدى عشرة;
        12: اثنتا عشرة;
        13: >> عشرة;
        20: [>%%ones-feminine> و]عشرون;
        30: [>%%ones-feminine> و]ثلاثون;
        40: [>%%ones-feminine> و]أربعون;
        50: [>%%ones-feminine> و]خمسون;
        60: [>%%ones-feminine> و]ستون;
        70: [>%%ones-feminine> و]سبعون;
        80: [>%%ones-feminine> و]ثمانون;
        90: [>%%ones-feminine> و]تسعون;
        100: مائة[ و>>];
        200: مائتان[ و>>];
        300: <%%hundreds<مائة[ و>>];
        1000: ألف[ و>>];
        2000: ألفان[ و>>];
        3000: <%spellout-cardinal-masculine< آلاف[ و>>];
        11000/1000: <%spellout-cardinal-masculine< ألف[ و>>];
        1000000: مليون[ و>>];
        2000000: مليونان[ و>>];
        3000000: <%spellout-cardinal-masculine< ملايين[ و>>];
        11000000/1000: <%spellout-cardinal-masculine< مليون[ و>>];
        1000000000: مليار[ و>>];
        2000000000: ملياران[ و>>];
        3000000000: <%spellout-cardinal-masculine< مليارات[ و>>];
        11000000000/1000: <%spellout-cardinal-masculine< مليار[ و>>];
        1000000000000: =#,##0=;
        %spellout-cardinal-masculine:
        -x: ناقص >>;
        0: صفر;
        1: واحد;
        2: اثنان;
        3: ثلاثة;
        4: أربعة;
        5: خمسة;
        6: ستة;
        7: سبعة;
        8: ثمانية;
        9: تسعة;
        10: عشرة;
        11: أحد عشر;
        12: اثنا عشر;
        13: >> عشر;
        20: [>> و]عشرون;
        30: [>> و]ثلاثون;
        40: [>> و]أربعون;
        50: [>> و]خمسون;
        60: [>> و]ستون;
        70: [>> و]سبعون;
        80: [>> و]ثمانون;
        90: [>> و]تسعون;
        100: مائة[ و>>];
        200: مائتان[ و>>];
        300: <%%hundreds<مائة[ و>>];
        1000: ألف[ و>>];
        2000: ألفان[ و>>];
        3000: << آلاف[ و>>];
        11000/1000: << ألف[ و>>];
        1000000: مليون[ و>>];
        2000000: مليونان[ و>>];
        3000000: << ملايين[ و>>];
        11000000/1000: << مليون[ و>>];
        1000000000: مليار[ و>>];
        2000000000: ملياران[ و>>];
        3000000000: << مليارات[ و>>];
        11000000000/1000: << مليار[ و>>];
        1000000000000: =#,##0=;
        %%ones-feminine:
        1: إحدى;
        2: =%spellout-cardinal-feminine=;
        %%hundreds:
        3: ثلاث;
        4: أربع;
        5: خمس;
        6: ست;
        7: سبع;
        8: ثمان;
        9: تسع;
        """
}
