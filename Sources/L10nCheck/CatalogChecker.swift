// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

/// The checks of `rotor l10n check`, run over a catalog in any format.
///
/// Every text is checked on its own (its format, its controls), every translation against
/// what the code passes (the key's placeholders, or the source text's) and against its source
/// counterpart (the same form, or for a plural category the source lacks the source's `other`),
/// and every plural variation against the categories CLDR gives the language through ICU. A
/// finding that holds alike in several languages is one finding with those languages.
public struct CatalogChecker: Sendable {
    /// Words that may stay as they are in a translation: names Rotor itself uses.
    public static let defaultAllowList = ["OK", "Oslo", "Quito", "Control", "Rotor", "VoiceOver", "eSpeak"]
    /// Apple's device and product names, which device variations and settings keep in every
    /// language, and units written the same everywhere.
    public static let namesAndUnits = [
        "iPhone", "iPad", "iPod", "Mac", "MacBook", "iMac", "Apple", "Watch", "TV", "Vision", "Pro", "AirPods",
        "HomePod", "iCloud", "Siri", "FaceTime", "iMessage", "AirPlay", "AirDrop", "CarPlay", "macOS", "iOS",
        "iPadOS", "watchOS", "tvOS", "visionOS", "Face", "Touch", "ID", "km", "kg", "mg", "ml", "cm", "mm", "kB", "KB",
        "MB", "GB", "TB", "Hz", "kHz", "MHz", "GHz", "ms", "px", "pt", "dB", "mmol", "mmHg", "bpm", "kcal",
    ]
    /// How many times longer to hear than its source a translation may be.
    public static let defaultMaxRatio = 1.6
    /// A translation is too long to hear only when it is also this many seconds longer: below
    /// that, short texts such as "Hints off" against "Sugerencias desactivadas" have high ratios
    /// that cost a listener under a second, within the estimate's error.
    public static let minimumExtraSeconds = 1.25

    /// The allow list, folded for comparison: words a translation may keep, or whole texts.
    public var allowList: Set<String>
    /// The longest ratio of speaking times allowed.
    public var maxRatio: Double
    /// Languages not checked.
    public var skippedLanguages: Set<String>
    /// What the app's code does with the texts: its fallback for a missing translation, and
    /// which texts it formats.
    public var code: CodeFacts
    /// Whether translations are held to their source's spoken length (`spoken-length`): on for
    /// Rotor's own catalog, which a screen reader speaks; an app's catalog asks for it in its
    /// configuration, as its texts are mostly read on screen.
    public var measuresSpokenLength: Bool
    /// Whether the report keeps every key (``L10nReport/keys``), for the code to be checked
    /// against the catalog.
    public var keepsKeys = false

    /// Creates a checker; `allow` adds words (or whole texts) to the default allow list,
    /// `skipping` leaves languages out.
    public init(
        allow: [String] = [], maxRatio: Double = CatalogChecker.defaultMaxRatio, skipping: [String] = [],
        code: CodeFacts = CodeFacts(), spokenLength: Bool = false
    ) {
        self.allowList = Set((Self.defaultAllowList + Self.namesAndUnits + allow).map(Self.fold))
        self.maxRatio = maxRatio
        self.skippedLanguages = Set(skipping)
        self.code = code
        self.measuresSpokenLength = spokenLength
    }

    /// Every finding in a catalog: each table file a language lacks, then entry by entry in the
    /// catalog's order.
    public func check(_ catalog: LocalizationCatalog) -> [LocalizationFinding] {
        var scan = CatalogScan(checker: self, path: catalog.path, sourceLanguage: catalog.sourceLanguage)
        scan.partialLanguages = catalog.partialLanguages
        scan.absentTables = catalog.absentTables
        for entry in catalog.entries { scan.add(entry) }
        return tableFindings(catalog) + scan.finish()
    }

    /// One finding for each table file a language of a folder lacks, at the source's file.
    func tableFindings(_ catalog: LocalizationCatalog) -> [LocalizationFinding] {
        catalog.absentTables.keys.sorted().filter { !skippedLanguages.contains($0) }.flatMap { language in
            (catalog.absentTables[language] ?? []).map { file in
                LocalizationFinding(
                    check: .missingTable, catalog: catalog.path, key: file, languages: [language], arguments: [file],
                    location: catalog.tableLocations[file]
                )
            }
        }
    }

    // MARK: Text helpers

    /// Whether a text shows nothing: empty, or white space only.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isWhiteSpace)
    }

    /// Unicode's White_Space characters, as listed in PropList.txt (a list Unicode keeps stable).
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// C0 and C1 controls and DEL, except tab and line breaks.
    static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .control else { return false }
        return !["\t", "\n", "\r"].contains(scalar)
    }

    /// Whether every isolate (U+2066…U+2068) is closed by a PDI (U+2069) and every embedding or
    /// override (U+202A, U+202B, U+202D, U+202E) by a PDF (U+202C), properly nested.
    static func bidiBalanced(_ text: String) -> Bool {
        var stack: [Bool] = []  // true for an isolate
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068:
                stack.append(true)
            case 0x202A, 0x202B, 0x202D, 0x202E:
                stack.append(false)
            case 0x2069:
                // A PDI also closes the embeddings opened inside its isolate.
                guard let isolate = stack.lastIndex(of: true) else { return false }
                stack.removeSubrange(isolate...)
            case 0x202C:
                guard stack.last == false else { return false }
                stack.removeLast()
            default:
                continue
            }
        }
        return stack.isEmpty
    }

    /// Whether a text identical to its source may stay so: no letters outside placeholders and
    /// links, or only words that are names: on the allow list, single letters, acronyms (`PDF`),
    /// words with a capital or a digit inside (`iPhone`, `GitHub`, `2FA`), and the names of
    /// Markdown links (`[Nuke](https://…)`).
    func isAllowed(_ text: String) -> Bool {
        translatableWords(text) == 0
    }

    /// How many words of a text a translation would change: not names, not single letters; none
    /// when the whole text is on the allow list.
    func translatableWords(_ text: String) -> Int {
        if allowList.contains(Self.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))) { return 0 }
        let plain = Self.withoutLinks(FormatToken.tokens(in: text).map { token in
            if case .text(let words) = token { words } else { " " }
        }.joined())
        let words = plain.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        return words.filter { word in
            !(word.count == 1 || !word.contains(where: \.isLetter) || allowList.contains(Self.fold(word)) || Self.looksLikeAName(word))
        }.count
    }

    /// A word spelled as names are: all capitals (`PDF`, `URL`), or a capital or a digit after
    /// its first character (`iPhone`, `macOS`, `2FA`).
    static func looksLikeAName(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) { return true }
        return word.dropFirst().contains { $0.isUppercase || $0.isNumber }
    }

    /// A text without URLs and e-mail addresses, and with each Markdown link reduced to nothing:
    /// a link or an address names a project, a page or a mailbox, which stays as it is.
    static func withoutLinks(_ text: String) -> String {
        guard text.contains("://") || text.contains("](") || text.contains("@") else { return text }
        var result = text.replacingOccurrences(of: #"\[[^\]]*\]\([^)]*\)"#, with: " ", options: .regularExpression)
        result = result.replacingOccurrences(of: #"[a-zA-Z][a-zA-Z0-9+.-]*://\S+"#, with: " ", options: .regularExpression)
        result = result.replacingOccurrences(
            of: #"[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+"#, with: " ", options: .regularExpression
        )
        return result
    }

    static func fold(_ word: String) -> String {
        // ASCII has no diacritics, and its case folds to lower case: without Foundation's bridge.
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word.lowercased() }
        return word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    static func decimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// Whether a key reads as text a person understands when the app shows it for want of a
    /// translation: the source text itself, or words rather than an identifier such as
    /// `settings.title`, `SETTINGS_TITLE` or `account.label.followers %lld`.
    static func isReadable(key: String, source: String?) -> Bool {
        if key == source { return true }
        let words = key.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return false }
        let parts = first.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "_" })
        if parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }) {
            return false
        }
        if words.count == 1, looksLikeAName(String(first)), first.first?.isLowercase == true { return false }
        // `SoftwareUpdateDenyConsequences`: words run together in capitals, as identifiers are
        // written; a name has one join at most (`GitHub`, `iPhone`).
        if words.count == 1, humps(first) >= 2 { return false }
        return key.contains(where: \.isLetter)
    }

    /// How many times a lower-case letter is followed by a capital in a word.
    static func humps(_ word: Substring) -> Int {
        var count = 0
        var previousLower = false
        for character in word {
            if previousLower, character.isUppercase { count += 1 }
            previousLower = character.isLowercase
        }
        return count
    }

    /// What Interface Builder shows for an entry Xcode made from a storyboard or a xib: its key is
    /// an object id and a property (`HFo-cy-zxI.title`), its comment what Xcode found there
    /// (`Class = "NSMenuItem"; title = "Show Spelling and Grammar"; ObjectID = "HFo-cy-zxI";`).
    /// Nil for any other entry; the text is nil when the comment does not say it.
    ///
    /// Such a text is never formatted, and where a language lacks it the storyboard shows its
    /// own text, in the development language: never the key.
    static func interfaceBuilderText(key: String, comment: String?) -> String?? {
        guard let comment, let dot = key.firstIndex(of: "."), comment.contains("ObjectID = \"" + key[..<dot] + "\"") else {
            return nil
        }
        let property = key[key.index(after: dot)...]
        guard let start = comment.range(of: property + " = \"") else { return .some(nil) }
        guard let end = comment.range(of: "\";", range: start.upperBound..<comment.endIndex) else { return .some(nil) }
        return .some(String(comment[start.upperBound..<end.lowerBound]))
    }

    /// The language a code is a regional variant of, or the code's own language: `en` of `en-GB`,
    /// `pt` of `pt_BR`.
    static func base(of code: String) -> String {
        PluralCategory.baseLanguage(of: code)
    }
}
