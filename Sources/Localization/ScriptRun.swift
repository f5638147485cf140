// SPDX-License-Identifier: GPL-3.0-or-later

/// A stretch of an utterance in one script, and the eSpeak NG voice that reads it.
///
/// eSpeak NG's voices read their own script: the `he` voice spells Latin text letter by letter
/// ("Fix the login crash" takes 4.6 s against 1.5 s in `en`), the `en` voice cannot read Hebrew
/// or Arabic letters, and the `ar` voice switches to English by itself only for Latin letters.
/// So before synthesis an utterance is cut where its script changes, and each run goes to a voice
/// that can read it (``runs(of:ownVoice:latinVoice:)``; Speech's `runs(of:language:settings:)`
/// takes the voices from a person's settings). It lives here, beside the languages, so that
/// the audit times a label by the voices that read it without depending on speech:
///
/// | run | voice |
/// |---|---|
/// | Hebrew letters | `he` |
/// | Arabic letters and Arabic-Indic digits | `ar` |
/// | Latin (and any other) letters, in a Hebrew or Arabic utterance | the Latin voice (`en` unless a person set another) |
/// | Latin (and any other) letters, otherwise | the utterance's own voice (`en`, `es`, `es-419`) |
/// | only digits, spaces and punctuation | the utterance's own voice |
///
/// Spaces, digits and punctuation belong to no script. Between two runs they are split at the
/// last clause mark (`,` `،` `.` `;` `؛` `:` `!` `?` `؟` …): what comes before it, the mark
/// included, ends the first run, so each voice makes its own pause there; what comes after it
/// starts the next (the "3" of "Done, 3 כרטיסים" is Hebrew). With no mark between them, digits
/// go to the run in the utterance's own script ("תמונה 3 Fix" reads "3" in Hebrew, "Fix 2 إلى"
/// reads "2" in Arabic), else to the run before. Runs with the same voice are one run.
public struct ScriptRun: Sendable, Hashable {
    /// The words of the run, spaces at its ends removed.
    public var text: String
    /// The eSpeak NG voice that reads it: `en`, `es`, `es-419`, `he`, `ar`.
    public var voice: String
    /// Whether the run ends at a clause mark that another run follows: the voice then makes its
    /// own pause for the mark (synthesis asks eSpeak NG for its end pause).
    public var endsClause: Bool

    /// Creates a run.
    public init(_ text: String, voice: String, endsClause: Bool = false) {
        self.text = text
        self.voice = voice
        self.endsClause = endsClause
    }

    /// The writing systems runs are cut by.
    enum Script: Hashable {
        case hebrew, arabic, latin
    }

    /// What one character is, for cutting runs.
    enum Kind: Equatable {
        case letter(Script)
        case digit
        case clauseMark
        case neutral
    }

    /// The voice English is read in, and any language Rotor has no voice for.
    public static let englishVoice = "en"

    /// The eSpeak NG voice for an utterance in `language` (a code such as `es` or `es_419`):
    /// `"es"` is `spanishVariant`, `"es-419"` Latin American Spanish, `"he"` Hebrew, `"ar"`
    /// Arabic, everything else English.
    public static func voice(for language: String, spanishVariant: String = "es") -> String {
        switch language.lowercased().replacingOccurrences(of: "_", with: "-") {
        case "es": spanishVariant
        case "es-419": "es-419"
        case "he", "iw": "he"
        case "ar": "ar"
        default: englishVoice
        }
    }

    /// The runs of sanitized `text` in an utterance read by `ownVoice` (as ``voice(for:spanishVariant:)``
    /// names it), each with its voice; Latin letters in a Hebrew or Arabic utterance go to
    /// `latinVoice`. Empty text has no runs.
    public static func runs(of text: String, ownVoice own: String, latinVoice: String = englishVoice) -> [ScriptRun] {
        let ownScript = script(ofVoice: own)
        let rightToLeft = ownScript == .hebrew || ownScript == .arabic
        let latinVoice = rightToLeft ? latinVoice : own
        func voice(_ script: Script?) -> String {
            switch script {
            case .hebrew?: "he"
            case .arabic?: "ar"
            case .latin?: latinVoice
            case nil: own
            }
        }
        // Pieces are slices of the text: every character goes to one piece, in order, so a piece
        // is where it starts and where the next one does (no character is copied one by one).
        var pieces: [(text: Substring, script: Script?)] = []
        var pieceStart = text.startIndex
        var currentScript: Script?
        // The spaces, digits and punctuation since the last letter, where each one starts.
        var pending: [(start: String.Index, kind: Kind)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let kind = kind(of: text[index])
            guard case .letter(let script) = kind else {
                pending.append((index, kind))
                index = next
                continue
            }
            if currentScript == nil {
                currentScript = script
            } else if currentScript != script, voice(currentScript) != voice(script) {
                let cut = cutPoint(pending.map(\.kind), before: script, after: currentScript, own: ownScript)
                let end = cut < pending.count ? pending[cut].start : index
                pieces.append((text[pieceStart..<end], currentScript))
                pieceStart = end
                currentScript = script
            }
            pending.removeAll(keepingCapacity: true)
            index = next
        }
        pieces.append((text[pieceStart...], currentScript))
        var runs: [ScriptRun] = []
        for piece in pieces {
            let words = piece.text.trimmingSpaces
            guard !words.isEmpty else { continue }
            let name = voice(piece.script)
            if let last = runs.last, last.voice == name {
                runs[runs.count - 1].text = last.text + " " + words
            } else {
                runs.append(ScriptRun(words, voice: name))
            }
        }
        for index in runs.indices.dropLast() {
            runs[index].endsClause = runs[index].text.last.map { kind(of: $0) == .clauseMark } ?? false
        }
        return runs
    }

    /// Where the neutral characters between a run in `after` and one in `before` are cut: after the
    /// last clause mark; with none, before the digits when the next run is in the utterance's own
    /// script and the previous one is not, else at the end.
    private static func cutPoint(_ pending: [Kind], before next: Script, after previous: Script?, own: Script?) -> Int {
        if let mark = pending.lastIndex(of: .clauseMark) {
            return mark + 1
        }
        if next == own, previous != own, let digit = pending.firstIndex(of: .digit) {
            return digit
        }
        return pending.count
    }

    static func kind(of character: Character) -> Kind {
        guard let scalar = character.unicodeScalars.first else { return .neutral }
        let value = scalar.value
        // ASCII, most of every utterance, without Unicode's property tables (in ASCII only
        // A–Z and a–z are alphabetic).
        if value < 0x80 {
            switch value {
            case 0x30...0x39: return .digit
            case 0x21, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F: return .clauseMark
            case 0x41...0x5A, 0x61...0x7A: return .letter(.latin)
            default: return .neutral
            }
        }
        switch value {
        case 0x0030...0x0039: return .digit
        case 0x060C, 0x061B, 0x061F, 0x06D4, 0x002C, 0x002E, 0x003B, 0x003A, 0x0021, 0x003F, 0x2026, 0x3001, 0x3002, 0x05C3:
            return .clauseMark
        case 0x0660...0x0669, 0x066B, 0x066C, 0x06F0...0x06F9:
            return .letter(.arabic)
        case 0x0590...0x05FF, 0xFB1D...0xFB4F:
            return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark ? .letter(.hebrew) : .neutral
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark ? .letter(.arabic) : .neutral
        default:
            return scalar.properties.isAlphabetic ? .letter(.latin) : .neutral
        }
    }

    /// The script a voice reads natively; nil for voices of Latin-script languages.
    private static func script(ofVoice voice: String) -> Script? {
        switch voice {
        case "he": .hebrew
        case "ar": .arabic
        default: .latin
        }
    }
}

extension Substring {
    /// The text without spaces at either end.
    fileprivate var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}
