// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import SourceModel

/// The app's Swift code against its catalogs, which neither says alone: a key the code asks
/// for that its table lacks (`key-missing`), a catalog key no code uses (`key-unused`), an
/// argument the code passes that the catalog's text reads as another type (`argument-type`);
/// and what the code does with each key (its fallback, whether it formats it), which the
/// catalog's own checks take through ``CodeFacts``.
///
/// No false alarm is the rule: only tables some code names and the check has read are held to
/// the code; a key the code may build at run time is used (every literal of the code, the start
/// and end of each interpolated one, names it declares); a type the reader cannot tell matches
/// any; previews and tests are not the app.
public struct CodeCheck: Sendable {
    /// Every key the code asks for.
    public var uses: [KeyUse]
    /// Every string literal of the code.
    public var literals: StringLiterals
    /// The names the code declares (types, enum cases), which `"\(value)"`, `rawValue` or
    /// `String(describing:)` make keys of.
    public var names: Set<String>
    /// The folders the code was found under, as named: a test folder is judged below them only
    /// (an app kept under `Tests/…` is still an app).
    public var roots: [String]

    /// Creates the check.
    public init(uses: [KeyUse], literals: StringLiterals = StringLiterals(), names: Set<String> = [], roots: [String] = []) {
        self.uses = uses
        self.literals = literals
        self.names = names
        self.roots = roots
    }

    /// What the code does with each key it names, where it says more than the catalog: it
    /// formats the key's text (`String(format:)`, arguments, SwiftGen's `tr`), or gives a text of
    /// its own for a language that lacks the key at every use (`defaultValue:`, `value:`,
    /// SwiftGen's `fallback:`).
    public func facts() -> [String: CodeFacts.KeyFacts] {
        var formatted: [String: Bool] = [:]
        var fallback: [String: Bool] = [:]
        for use in uses where !use.key.isEmpty && !use.arguments.contains(TypeGuess.unknown) {
            formatted[use.key] = (formatted[use.key] ?? false) || use.formatted
            fallback[use.key] = (fallback[use.key] ?? true) && use.defaultValue != nil
        }
        var facts: [String: CodeFacts.KeyFacts] = [:]
        for key in formatted.keys {
            let known = CodeFacts.KeyFacts(
                formatted: formatted[key] == true ? true : nil, fallback: fallback[key] == true ? .developmentLanguage : nil
            )
            if known.formatted != nil || known.fallback != nil { facts[key] = known }
        }
        return facts
    }

    /// A key of a catalog, with the catalog's path.
    struct Held {
        var key: TableKey
        var catalog: String
    }

    /// The keys of one table, across every catalog read that holds it.
    struct Table {
        var exact: [String: [Held]] = [:]
        var shapes: [String: [Held]] = [:]
        var catalogs: [String] = []
        var languages = 0
    }

    /// Every finding of the code against the catalogs' reports (read with their keys kept).
    public func findings(_ reports: [L10nReport]) -> [LocalizationFinding] {
        var tables: [String: Table] = [:]
        for report in reports {
            for key in report.keys {
                var table = tables[key.table] ?? Table()
                let held = Held(key: key, catalog: report.path)
                table.exact[key.key, default: []].append(held)
                let shape = Shape(key.key)
                if !shape.classes.isEmpty { table.shapes[shape.skeleton, default: []].append(held) }
                if table.catalogs.last != report.path { table.catalogs.append(report.path) }
                table.languages = max(table.languages, report.languages.count)
                tables[key.table] = table
            }
        }
        return missing(tables) + unused(reports)
    }

    // MARK: Keys the code asks for

    /// The keys the code asks for that their tables lack, and the arguments they read as
    /// another type: once per file, key and table (and argument), at the first use.
    func missing(_ tables: [String: Table]) -> [LocalizationFinding] {
        var groups: [String: [KeyUse]] = [:]
        var order: [String] = []
        for use in uses where !use.inPreview && !use.key.isEmpty && !Self.isTestPath(use.path, under: roots) && tables[use.table] != nil {
            guard Self.hasWord(Shape(use.key).text) else { continue }
            let group = use.path + "\u{0}" + use.table + "\u{0}" + use.key
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(use)
        }
        var found: [LocalizationFinding] = []
        for group in order {
            guard let all = groups[group], let first = all.first, let table = tables[first.table] else { continue }
            let use = all.first(where: \.isAccessibility) ?? first
            if let held = table.exact[use.key] {
                // The key is there; what a formatted use passes is held to its source text.
                for formatted in all where !formatted.arguments.isEmpty && Shape(formatted.key).classes.isEmpty {
                    if let finding = Self.argumentType(formatted, against: held[0]) { found.append(finding) }
                }
                continue
            }
            let shape = Shape(use.key)
            let passed = use.arguments.count == shape.classes.count ? use.arguments.map(Self.argumentClass) : shape.classes
            if !passed.isEmpty, let candidates = table.shapes[shape.skeleton] {
                // The same text with other placeholders: the code passes another type than the
                // catalog reads.
                if candidates.contains(where: { Self.mismatch(passed, Shape($0.key.key).classes) == nil }) { continue }
                let held = candidates[0]
                guard let position = Self.mismatch(passed, Shape(held.key.key).classes) else { continue }
                let catalogUse = Shape(held.key.key).conversions[position]
                found.append(LocalizationFinding(
                    check: .argumentType, catalog: held.catalog, key: use.key, languages: [], form: use.context,
                    arguments: [String(position + 1), Self.shown(use.arguments, shape, at: position), Self.place(held), catalogUse],
                    location: Self.location(of: use)
                ))
                continue
            }
            let defaults = all.allSatisfy { $0.defaultValue != nil }
            let identifier = Self.isIdentifier(use.key) && !defaults
            // In a catalog of one language, a text shown as written is what its people read.
            guard identifier || table.languages > 1 else { continue }
            let meets: L10nKey.Report = switch (identifier, use.isAccessibility) {
            case (true, true): .rawKeySpoken
            case (true, false): .rawKeyShown
            case (false, true): .codeTextSpoken
            case (false, false): .codeTextShown
            }
            found.append(LocalizationFinding(
                check: .keyMissing, severity: identifier ? .error : .warning, catalog: table.catalogs[0], key: use.key,
                languages: [], form: use.context,
                arguments: [use.table, table.catalogs.joined(separator: ", "), meets.rawValue], location: Self.location(of: use)
            ))
        }
        return found
    }

    /// A formatted use's arguments against the source text of its key: the first one read as
    /// another type, if any.
    static func argumentType(_ use: KeyUse, against held: Held) -> LocalizationFinding? {
        let reads = LocalizationArguments(held.key.source).firstUses
        for (offset, specifier) in use.arguments.enumerated() {
            guard specifier != TypeGuess.unknown, let read = reads[offset + 1],
                  !compatible(argumentClass(specifier), read.argumentClass) else { continue }
            return LocalizationFinding(
                check: .argumentType, catalog: held.catalog, key: use.key, languages: [], form: use.context,
                arguments: [String(offset + 1), specifier, place(held), read.text], location: location(of: use)
            )
        }
        return nil
    }

    /// The first position where what the code passes and what a key reads differ in type; nil
    /// when they match (an unknown type matches any).
    static func mismatch(_ passed: [FormatSpecifier.ArgumentClass?], _ read: [FormatSpecifier.ArgumentClass?]) -> Int? {
        guard passed.count == read.count else { return 0 }
        for (position, (code, catalog)) in zip(passed, read).enumerated() {
            guard let code, let catalog else { continue }
            if !compatible(code, catalog) { return position }
        }
        return nil
    }

    /// Whether a conversion reads safely what the code passes: the same class, or whole numbers
    /// of either size (a `%d` for an `Int` prints right below 2³¹, which `placeholder-type`
    /// reports), or doubles.
    static func compatible(_ code: FormatSpecifier.ArgumentClass?, _ catalog: FormatSpecifier.ArgumentClass) -> Bool {
        guard let code else { return true }
        let numbers: Set<FormatSpecifier.ArgumentClass> = [.int, .int64]
        let fractions: Set<FormatSpecifier.ArgumentClass> = [.double, .longDouble]
        return code == catalog || (numbers.contains(code) && numbers.contains(catalog))
            || (fractions.contains(code) && fractions.contains(catalog))
    }

    /// What a specifier the code passes reads; nil for a type the reader cannot tell.
    static func argumentClass(_ specifier: String) -> FormatSpecifier.ArgumentClass? {
        guard specifier != TypeGuess.unknown else { return nil }
        for piece in FormatPiece.pieces(in: specifier) {
            if case .conversion(let conversion) = piece { return conversion.argumentClass }
        }
        return nil
    }

    /// The specifier the code passes at a position, as the message shows it.
    static func shown(_ arguments: [String], _ shape: Shape, at position: Int) -> String {
        arguments.count == shape.conversions.count ? arguments[position] : shape.conversions[position]
    }

    /// The catalog's place of a key, as a message names it: `path:line`.
    static func place(_ held: Held) -> String {
        guard let line = held.key.location?.line else { return held.catalog }
        return held.catalog + ":" + String(line)
    }

    static func location(of use: KeyUse) -> SourceLocation {
        SourceLocation(path: use.path, line: use.at.line, column: use.at.column)
    }

    /// Whether a file is a test's or a preview's, which the app never shows: below the root it
    /// was found under, a folder whose name ends in `Tests`, or Xcode's `Preview Content`.
    static func isTestPath(_ path: String, under roots: [String] = []) -> Bool {
        var inside = Substring(path)
        if let root = roots.filter({ path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }).max(by: { $0.count < $1.count }) {
            inside = path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1)
        }
        return inside.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0 == "Preview Content" }
    }

    /// Whether a text has a word of two letters or more: `•`, `%@`, `⌘K` have nothing to
    /// translate, nor hashtags, mentions and addresses (`#icecube, #techhub`, `@name`,
    /// `https://…`).
    static func hasWord(_ text: String) -> Bool {
        for token in text.split(whereSeparator: \.isWhitespace) {
            guard token.first != "#", token.first != "@", !token.contains("://") else { continue }
            var run = 0
            for character in token {
                run = character.isLetter ? run + 1 : 0
                if run >= 2 { return true }
            }
        }
        return false
    }

    /// Whether a key is an identifier a person would see or hear raw: one word of parts joined
    /// by dots or underscores, two of them words (`status.action.context-menu`, `SETTINGS_TITLE`,
    /// `account.followers %lld`); not a version (`v1.2`), a domain or a file name
    /// (`example.com`, `photo.png`), an address or a path, which show as written.
    static func isIdentifier(_ key: String) -> Bool {
        let words = Shape(key).text.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, words.dropFirst().allSatisfy({ !hasWord(String($0)) }) else { return false }
        guard !first.contains(where: { "@/:".contains($0) }) else { return false }
        let parts = first.split(whereSeparator: { $0 == "." || $0 == "_" })
        guard parts.filter({ hasWord(String($0)) }).count >= 2, let last = parts.last else { return false }
        return !shownAsWritten.contains(last.lowercased())
    }

    /// The endings of domains and file names.
    static let shownAsWritten: Set<String> = [
        "com", "org", "net", "io", "app", "dev", "edu", "gov", "social", "png", "jpg", "jpeg", "gif", "svg", "pdf", "json",
        "txt", "md", "html", "swift", "plist", "zip",
    ]

    // MARK: Keys nothing uses

    /// The keys of the tables the code names that no code uses or can build.
    func unused(_ reports: [L10nReport]) -> [LocalizationFinding] {
        let tables = Set(uses.map(\.table))
        let used = Set(uses.map(\.key))
        let shapes = Set(uses.map { Shape($0.key) }.filter { !$0.classes.isEmpty }.map(\.skeleton))
        let texts = literals.texts.union(names)
        let folded = Set(texts.map { $0.lowercased() })
        // `"status." + name`, `name + ".title"`: a literal that ends or starts with a joint.
        let joints: Set<Character> = [".", "_", "-", "/"]
        let starts = texts.filter { $0.count >= 2 && joints.contains($0.last ?? " ") }
        let ends = texts.filter { $0.count >= 2 && joints.contains($0.first ?? " ") }
        // `String(format: "item.%d", index)`: a format literal starts and ends its keys too.
        let formats = texts.compactMap { text -> KeyPattern? in
            guard FormatPiece.mayHavePieces(text) else { return nil }
            let shape = Shape(text)
            guard !shape.classes.isEmpty, let first = shape.skeleton.firstIndex(of: "\u{FFFC}"),
                  let last = shape.skeleton.lastIndex(of: "\u{FFFC}") else { return nil }
            let pattern = KeyPattern(
                prefix: String(shape.skeleton[..<first]), suffix: String(shape.skeleton[shape.skeleton.index(after: last)...]))
            return pattern.prefix.count + pattern.suffix.count >= 2 ? pattern : nil
        }
        let patterns = Array(literals.patterns) + formats
        var found: [LocalizationFinding] = []
        for report in reports {
            for key in report.keys where tables.contains(key.table) && !key.isStale && !key.isInterfaceBuilder {
                let name = key.key
                guard Self.hasWord(name), !used.contains(name), !texts.contains(name), !folded.contains(name.lowercased())
                else { continue }
                let shape = Shape(name)
                if !shape.classes.isEmpty, shapes.contains(shape.skeleton) { continue }
                if starts.contains(where: { name.hasPrefix($0) }) || ends.contains(where: { name.hasSuffix($0) }) { continue }
                if patterns.contains(where: { $0.matches(name) }) { continue }
                found.append(LocalizationFinding(
                    check: .keyUnused, catalog: report.path, key: name, languages: [], arguments: [key.table],
                    location: key.location, atEntry: true
                ))
            }
        }
        return found
    }
}

/// A key read as printf reads it: its text with each conversion replaced by one mark (its
/// skeleton), and what each conversion reads, in order.
struct Shape {
    /// The key with each conversion as U+FFFC.
    var skeleton = ""
    /// The key without its conversions.
    var text = ""
    /// What each conversion reads.
    var classes: [FormatSpecifier.ArgumentClass?] = []
    /// Each conversion as written.
    var conversions: [String] = []

    init(_ key: String) {
        guard FormatPiece.mayHavePieces(key) else {
            skeleton = key
            text = key
            return
        }
        for piece in FormatPiece.pieces(in: key) {
            switch piece {
            case .conversion(let specifier):
                skeleton += "\u{FFFC}"
                text += " "
                classes.append(specifier.argumentClass)
                conversions.append(specifier.text)
            case .text(let words):
                skeleton += words
                text += words
            default:
                skeleton += piece.written
                text += piece.written
            }
        }
    }
}
