// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// One problem in a catalog: the check, its severity, the key, the languages it holds for, the
/// form, where it is in the file, and the details its message and fix are worded with.
public struct LocalizationFinding: Sendable, Hashable {
    /// What is wrong.
    public var check: LocalizationCheck
    /// How serious it is for this finding.
    public var severity: Severity
    /// The catalog's path.
    public var catalog: String
    /// The entry's key.
    public var key: String
    /// The language codes it holds for, in the catalog's order.
    public var languages: [String]
    /// Where in the translation: empty for the plain value, else a path such as `plural.one`.
    public var form: String
    /// The message's and fix's arguments.
    public var arguments: [String]
    /// Where it is: the form's line, or its translation's, or its entry's.
    public var location: SourceLocation
    /// Whether it is at the entry's key, a place its languages share (a missing or stale entry,
    /// a text no language translates), rather than in one language's own text.
    public var atEntry: Bool

    /// Creates a finding; the severity is the check's unless given.
    public init(
        check: LocalizationCheck, severity: Severity? = nil, catalog: String, key: String, languages: [String],
        form: String = "", arguments: [String] = [], location: SourceLocation? = nil, atEntry: Bool = false
    ) {
        self.check = check
        self.severity = severity ?? check.severity
        self.catalog = catalog
        self.key = key
        self.languages = languages
        self.form = form
        self.arguments = arguments
        self.location = location ?? SourceLocation(path: catalog)
        self.atEntry = atEntry
    }

    /// The one language of a finding about one language.
    public var language: String { languages.first ?? "" }

    /// What tells the finding apart from every other of the catalog whatever its line: its key
    /// and form; the language when it is in that language's own text (a finding at the entry's
    /// key holds for its languages as groups, which a baseline knows apart); and, for a check
    /// that may find several things in one text, which one (the plural category, the argument,
    /// the placeholder or the piece).
    public var identity: [String] {
        var parts = [key, form]
        if !atEntry { parts += languages }
        switch check {
        case .pluralMissingCategory, .placeholderMissing, .placeholderExtra, .placeholderType, .formatTypeConflict,
             .formatInvalid, .formatUnescapedPercent, .placeholderLookalike, .argumentType:
            parts += arguments.prefix(1)
        default:
            break
        }
        return parts
    }

    /// What is wrong, in the reader's language.
    public func message(_ strings: Strings, _ readerLanguage: Language) -> String {
        var given = arguments(in: readerLanguage)
        // What a missing key makes people meet is worded in the reader's language.
        if check == .keyMissing, let last = given.last, let meets = L10nKey.Report(rawValue: last) {
            given[given.count - 1] = strings.text(L10nKey.report(meets), readerLanguage, isolating: false)
        }
        return strings.text(check.messageKey, readerLanguage, arguments: given, isolating: false)
    }

    /// How to fix it, in the reader's language.
    public func fix(_ strings: Strings, _ readerLanguage: Language) -> String {
        let all = arguments(in: readerLanguage)
        // A fix names only some of the message's details: each of its texts reads all it is given.
        let given: [String] = switch check {
        case .placeholderType: Array(all.dropFirst().prefix(1))
        case .spokenLength: Array(all.dropFirst(3).prefix(1))
        case .substitutionArgument, .keyMissing, .keyUnused: []
        case .argumentType: Array(all.dropFirst().prefix(1))
        default: all
        }
        return strings.text(check.fixKey, readerLanguage, arguments: given, isolating: false)
    }

    /// The arguments with each number (a position, a ratio such as 2.1, seconds) written as the
    /// reader's language writes numbers; everything else (placeholders, code points) as it is.
    func arguments(in readerLanguage: Language) -> [String] {
        let format = NumberFormat(readerLanguage)
        return arguments.map { argument in
            let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let whole = Int(parts[0])
            else { return argument }
            guard parts.count == 2, let fraction = Double("0." + parts[1]) else { return format.string(whole) }
            return format.string(Double(whole) + fraction, fractionDigits: parts[1].count)
        }
    }
}
