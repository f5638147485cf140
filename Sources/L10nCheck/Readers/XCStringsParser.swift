// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import TextSafety

/// Reads a String Catalog's JSON in one pass over its bytes, straight into the checks' model, and
/// notes where each key, translation, text, plural variation and substitution is (line and
/// column, in characters), so that findings point into the file.
///
/// It reads what ``StringCatalogFile`` reads and skips what that skips; anything it does not
/// expect (a value of another type, a number that is not a plain integer, an escape it cannot
/// decode) makes it give up, and ``XCStringsReader`` reads the file again with
/// ``StringCatalogFile``, whose typed errors say what is wrong. So the two readers cannot
/// disagree on what a catalog holds, and a catalog of 120,000 translations is read without
/// building a JSON tree first. Its tokens (strings and their escapes, numbers, positions) are
/// read by ``JSONScanner``, the reader the board files' parser shares.
struct XCStringsParser {
    /// Anything this parser does not read: the slower reader decides.
    struct GiveUp: Error {}

    /// The JSON reader every JSON reader of Rotor shares: strings, escapes, numbers, positions.
    private var scanner: JSONScanner
    private let path: String

    /// Reads a catalog's bytes; `path` names it in locations.
    static func catalog(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(GiveUp) -> LocalizationCatalog {
        var entries: [LocalizationEntry] = []
        let source = try stream(bytes, path: path) { _, entry in entries.append(entry) }
        return LocalizationCatalog(path: path, sourceLanguage: source, entries: entries)
    }

    /// Reads a catalog's bytes and hands each entry on as soon as it is read, with the source
    /// language (a key with no source-language text has the key itself as its source text);
    /// returns the source language. Xcode writes `sourceLanguage` before `strings`; a file that
    /// does not has its entries held until the end.
    static func stream(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, _ body: (String, LocalizationEntry) -> Void
    ) throws(GiveUp) -> String {
        var parser = XCStringsParser(bytes: bytes, path: path)
        return try parser.catalog(body)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.scanner = JSONScanner(bytes)
        self.path = path
    }

    // MARK: The catalog's shape

    private mutating func catalog(_ body: (String, LocalizationEntry) -> Void) throws(GiveUp) -> String {
        var sourceLanguage: String?
        var held: [LocalizationEntry] = []
        var sawStrings = false
        func deliver(_ entry: LocalizationEntry, _ source: String) {
            var entry = entry
            if entry.localizations[source] == nil { entry.localizations[source] = LocalizedString(entry.key) }
            body(source, entry)
        }
        try members { parser, name, _ throws(GiveUp) in
            switch name {
            case "sourceLanguage" where parser.peek == UInt8(ascii: "\""):
                sourceLanguage = try parser.string()
            case "strings":
                guard parser.peek == UInt8(ascii: "{") else { throw GiveUp() }
                sawStrings = true
                try parser.members { parser, key, position throws(GiveUp) in
                    let entry = try parser.entry(key: key, at: position)
                    if let sourceLanguage { deliver(entry, sourceLanguage) } else { held.append(entry) }
                }
            default:
                try parser.skipValue()
            }
        }
        skipWhitespace()
        guard scanner.atEnd, sawStrings else { throw GiveUp() }
        let source = sourceLanguage ?? "en"
        for entry in held { deliver(entry, source) }
        return source
    }

    private mutating func entry(key: String, at position: SourceLocation) throws(GiveUp) -> LocalizationEntry {
        var entry = LocalizationEntry(key: key, localizations: [:], location: position)
        try members { parser, name, _ throws(GiveUp) in
            switch name {
            case "comment": entry.comment = try parser.optionalString()
            case "extractionState": entry.isStale = try parser.optionalString() == "stale"
            case "shouldTranslate": entry.shouldTranslate = try parser.optionalBool() ?? true
            case "localizations":
                guard try !parser.null() else { return }
                try parser.members { parser, language, position throws(GiveUp) in
                    var localized = LocalizedString(forms: [], location: position)
                    try parser.localization(at: "", into: &localized, topLevel: true)
                    entry.localizations[language] = localized
                }
            default: try parser.skipValue()
            }
        }
        return entry
    }

    /// A localization or a case of a variation at `path`: its text, variations and (at the top)
    /// substitutions.
    private mutating func localization(at path: String, into result: inout LocalizedString, topLevel: Bool) throws(GiveUp) {
        guard try !null() else { return }
        var unit: LocalizedString.Form?
        var variations: [LocalizedString.Form] = []
        var plurals: [LocalizedString.PluralSet] = []
        var substitutionForms: [LocalizedString.Form] = []
        var substitutionPlurals: [LocalizedString.PluralSet] = []
        var substitutions: [String: LocalizedString.Substitution] = [:]
        try members { parser, name, _ throws(GiveUp) in
            switch name {
            case "stringUnit":
                unit = try parser.stringUnit(at: path)
            case "variations":
                var nested = LocalizedString(forms: [])
                try parser.variations(at: path, into: &nested)
                variations = nested.forms
                plurals = nested.plurals
            case "substitutions" where topLevel:
                guard try !parser.null() else { return }
                try parser.members { parser, name, position throws(GiveUp) in
                    var substitution = LocalizedString.Substitution(location: position)
                    var nested = LocalizedString(forms: [])
                    guard try !parser.null() else { throw GiveUp() }
                    try parser.members { parser, field, _ throws(GiveUp) in
                        switch field {
                        case "argNum": substitution.argumentNumber = try parser.optionalInteger()
                        case "formatSpecifier": substitution.formatSpecifier = try parser.optionalString()
                        case "variations": try parser.variations(at: "substitutions." + name, into: &nested)
                        default: try parser.skipValue()
                        }
                    }
                    substitutions[name] = substitution
                    substitutionForms += nested.forms
                    substitutionPlurals += nested.plurals
                }
            default:
                try parser.skipValue()
            }
        }
        // The order XCStringsReader has always given: the text, its variations, then each
        // substitution's (by name).
        if let unit { result.forms.append(unit) }
        result.forms += variations
        result.plurals += plurals
        if topLevel {
            for name in substitutions.keys.sorted() {
                result.substitutions[name] = substitutions[name]
                let prefix = "substitutions." + name
                result.forms += substitutionForms.filter { $0.path == prefix || $0.path.hasPrefix(prefix + ".") }
                result.plurals += substitutionPlurals.filter { $0.path == prefix || $0.path.hasPrefix(prefix + ".") }
            }
        }
    }

    private mutating func stringUnit(at path: String) throws(GiveUp) -> LocalizedString.Form? {
        guard try !null() else { return nil }
        var state: String?
        var value: String?
        var valueAt: SourceLocation?
        try members { parser, name, position throws(GiveUp) in
            switch name {
            case "state": state = try parser.optionalString()
            case "value":
                guard parser.peek == UInt8(ascii: "\"") else { throw GiveUp() }
                value = try parser.string()
                valueAt = position
            default: try parser.skipValue()
            }
        }
        guard let value else { throw GiveUp() }
        return LocalizedString.Form(path: path, value: value, state: state ?? "translated", location: valueAt)
    }

    /// The cases of a variation: device first, then plural, each sorted by name.
    private mutating func variations(at path: String, into result: inout LocalizedString) throws(GiveUp) {
        guard try !null() else { return }
        var device: (SourceLocation, [(String, LocalizedString)])?
        var plural: (SourceLocation, [(String, LocalizedString)])?
        try members { parser, kind, position throws(GiveUp) in
            guard kind == "plural" || kind == "device" else { return try parser.skipValue() }
            guard try !parser.null() else { return }
            var cases: [(String, LocalizedString)] = []
            try parser.members { parser, name, _ throws(GiveUp) in
                var nested = LocalizedString(forms: [])
                let casePath = (path.isEmpty ? "" : path + ".") + kind + "." + name
                try parser.localization(at: casePath, into: &nested, topLevel: false)
                cases.append((name, nested))
            }
            if kind == "plural" { plural = (position, cases) } else { device = (position, cases) }
        }
        for (kind, found) in [("device", device), ("plural", plural)] {
            guard let (position, cases) = found else { continue }
            let sorted = cases.sorted { $0.0 < $1.0 }
            if kind == "plural" {
                result.plurals.append(.init(path: path, categories: sorted.map(\.0), location: position))
            }
            for (_, nested) in sorted {
                result.forms += nested.forms
                result.plurals += nested.plurals
            }
        }
    }

    // MARK: JSON, through the scanner every JSON reader of Rotor shares

    private var peek: UInt8? { scanner.peek }

    private mutating func skipWhitespace() { scanner.skipWhitespace() }

    /// Where the parser is: the line, and the column in characters.
    private mutating func position() -> SourceLocation {
        let (line, column) = scanner.position()
        return SourceLocation(path: path, line: line, column: column)
    }

    private mutating func expect(_ byte: UInt8) throws(GiveUp) {
        skipWhitespace()
        guard peek == byte else { throw GiveUp() }
        scanner.index += 1
    }

    /// Each member of the object at the parser, with its name and where the name is; the value
    /// is for `body` to read.
    @inline(__always)
    private mutating func members(
        _ body: (inout XCStringsParser, String, SourceLocation) throws(GiveUp) -> Void
    ) throws(GiveUp) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            scanner.index += 1
            return
        }
        while true {
            skipWhitespace()
            let at = position()
            let name = try string()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try body(&self, name, at)
            skipWhitespace()
            guard let next = peek else { throw GiveUp() }
            scanner.index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw GiveUp() }
        }
    }

    /// `null` at the parser, read; false when the value is something else.
    private mutating func null() throws(GiveUp) -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    private mutating func literal(_ word: StaticString) throws(GiveUp) {
        do { try scanner.literal(word) } catch { throw GiveUp() }
    }

    private mutating func optionalString() throws(GiveUp) -> String? {
        if try null() { return nil }
        guard peek == UInt8(ascii: "\"") else { throw GiveUp() }
        return try string()
    }

    private mutating func optionalBool() throws(GiveUp) -> Bool? {
        if try null() { return nil }
        switch peek {
        case UInt8(ascii: "t"):
            try literal("true")
            return true
        case UInt8(ascii: "f"):
            try literal("false")
            return false
        default: throw GiveUp()
        }
    }

    /// A plain integer that an `Int` holds; any other number is for the slower reader.
    private mutating func optionalInteger() throws(GiveUp) -> Int? {
        if try null() { return nil }
        let number: (text: String, isInteger: Bool)
        do { number = try scanner.number() } catch { throw GiveUp() }
        guard number.isInteger, let value = Int(number.text) else { throw GiveUp() }
        return value
    }

    /// A string at the parser (at its opening quote), escapes decoded; a lone surrogate is for
    /// the slower reader, which decides what it is.
    private mutating func string() throws(GiveUp) -> String {
        do { return try scanner.string(loneSurrogates: .refused) } catch { throw GiveUp() }
    }

    /// Reads past any JSON value, checking that it is JSON.
    private mutating func skipValue() throws(GiveUp) {
        skipWhitespace()
        guard let byte = peek else { throw GiveUp() }
        switch byte {
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "{"):
            try members { parser, _, _ throws(GiveUp) in try parser.skipValue() }
        case UInt8(ascii: "["):
            scanner.index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") {
                scanner.index += 1
                return
            }
            while true {
                try skipValue()
                skipWhitespace()
                guard let next = peek else { throw GiveUp() }
                scanner.index += 1
                if next == UInt8(ascii: "]") { return }
                guard next == UInt8(ascii: ",") else { throw GiveUp() }
            }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default:
            // A plain integer; any other number is for the slower reader (JSON's parser refuses 1e400).
            _ = try optionalInteger()
        }
    }
}
