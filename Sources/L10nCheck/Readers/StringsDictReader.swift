// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Reporting

/// Reads a `.stringsdict` (a property list) into translations with substitutions:
/// `NSStringLocalizedFormatKey` is the value, and each variable of type `NSStringPluralRuleType`
/// a substitution with its plural forms and its value type (`NSStringFormatValueTypeKey`).
///
/// A variable reads the argument its `%#@name@` stands at in the format, as printf counts. In
/// an XML file each key, variable and form is found at the line of its `<key>`.
public enum StringsDictReader {
    /// The translations of a `.stringsdict` file by key.
    public static func read(contentsOf url: URL, named path: String? = nil) throws(CatalogReadError) -> [String: LocalizedString] {
        let data = try LprojReader.bytes(of: url, named: path ?? url.path)
        return try read(data, path: path ?? url.path)
    }

    /// The translations of a `.stringsdict`'s bytes by key; `path` names the file in locations.
    ///
    /// An XML file is read by ``XMLPropertyList``, which knows where each key is as it reads;
    /// what it does not expect (a binary property list among them) is read by Foundation, each
    /// key then found at its `<key>` afterwards.
    public static func read(_ data: Data, path: String) throws(CatalogReadError) -> [String: LocalizedString] {
        let fast = data.withUnsafeBytes { raw in XMLPropertyList.read(raw.bindMemory(to: UInt8.self), path: path) }
        if let fast { return try localizations(fast, path: path) }
        return try readWithFoundation(data, path: path)
    }

    /// The same, read by Foundation's `PropertyListSerialization` (any property list, binary
    /// ones too), each key found at its `<key>` afterwards.
    public static func readWithFoundation(_ data: Data, path: String) throws(CatalogReadError) -> [String: LocalizedString] {
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let root = object as? [String: Any] else { throw .invalidStringsDict(path: path) }
        let keys = KeyLines(String(decoding: data, as: UTF8.self), path: path)
        var result: [String: LocalizedString] = [:]
        for key in root.keys.sorted(by: { keys.order($0) < keys.order($1) }) {
            guard let entry = root[key] as? [String: Any],
                  let format = entry["NSStringLocalizedFormatKey"] as? String else { throw .invalidStringsDict(path: path) }
            let entryAt = keys.find(key)
            var localized = LocalizedString(
                forms: [.init(value: format, location: (keys.find("NSStringLocalizedFormatKey", after: entryAt) ?? entryAt)?.location)],
                location: entryAt?.location
            )
            for name in entry.keys.sorted() where name != "NSStringLocalizedFormatKey" {
                guard let variable = entry[name] as? [String: Any] else { throw .invalidStringsDict(path: path) }
                guard (variable["NSStringFormatSpecTypeKey"] as? String) == "NSStringPluralRuleType" else { continue }
                let variableAt = keys.find(name, after: entryAt)
                localized.substitutions[name] = .init(
                    formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String, location: variableAt?.location
                )
                let categories = variable.keys.filter { !$0.hasPrefix("NSString") }.sorted()
                localized.plurals.append(.init(path: "substitutions.\(name)", categories: categories, location: variableAt?.location))
                for category in categories {
                    guard let value = variable[category] as? String else { throw .invalidStringsDict(path: path) }
                    localized.forms.append(.init(
                        path: "substitutions.\(name).plural.\(category)", value: value,
                        location: (keys.find(category, after: variableAt) ?? variableAt)?.location
                    ))
                }
            }
            result[key] = localized
        }
        return result
    }

    /// The translations of a property list read with the place of each key, as ``read(_:path:)``
    /// makes them from Foundation's: entries in the file's order, variables and categories by name.
    private static func localizations(_ root: XMLPropertyList.Value, path: String) throws(CatalogReadError) -> [String: LocalizedString] {
        guard case .dictionary(let entries) = root else { throw .invalidStringsDict(path: path) }
        var result: [String: LocalizedString] = [:]
        // The forms' paths repeat from entry to entry ("substitutions.count.plural.one"): one
        // string each, shared, rather than one a form.
        var paths: Set<String> = []
        func shared(_ path: String) -> String { paths.insert(path).memberAfterInsert }
        for entry in entries {
            guard case .dictionary(let fields) = entry.value,
                  let formatField = fields.first(where: { $0.key == "NSStringLocalizedFormatKey" }),
                  case .string(let format) = formatField.value else { throw .invalidStringsDict(path: path) }
            var localized = LocalizedString(forms: [.init(value: format, location: formatField.location)], location: entry.location)
            for variable in fields.sorted(by: { $0.key < $1.key }) where variable.key != "NSStringLocalizedFormatKey" {
                guard case .dictionary(let rule) = variable.value else { throw .invalidStringsDict(path: path) }
                func string(_ name: String) -> String? {
                    guard case .string(let text)? = rule.first(where: { $0.key == name })?.value else { return nil }
                    return text
                }
                guard string("NSStringFormatSpecTypeKey") == "NSStringPluralRuleType" else { continue }
                let name = variable.key
                localized.substitutions[name] = .init(formatSpecifier: string("NSStringFormatValueTypeKey"), location: variable.location)
                let categories = rule.filter { !$0.key.hasPrefix("NSString") }.sorted { $0.key < $1.key }
                localized.plurals.append(.init(
                    path: shared("substitutions.\(name)"), categories: categories.map(\.key), location: variable.location
                ))
                for category in categories {
                    guard case .string(let value) = category.value else { throw .invalidStringsDict(path: path) }
                    localized.forms.append(.init(
                        path: shared("substitutions.\(name).plural.\(category.key)"), value: value, location: category.location
                    ))
                }
            }
            result[entry.key] = localized
        }
        return result
    }

    /// Where each `<key>` of an XML property list is, found in the order of the file.
    struct KeyLines {
        /// One `<key>`: its place among the keys and where it is.
        struct Found {
            var index: Int
            var location: SourceLocation
        }

        /// Where each `<key>` is, in file order.
        private var locations: [SourceLocation] = []
        /// The indices of each text's `<key>`s, ascending.
        private var byText: [String: [Int]] = [:]

        /// Finds every `<key>…</key>` in one pass over the text's UTF-8 bytes, counting lines and
        /// columns (in code points) as it goes. (Foundation's `range(of:)` on a substring
        /// measured each match from the text's start: 40 `.stringsdict` files of 270 keys took
        /// 38 seconds.)
        init(_ text: String, path: String) {
            var text = text
            let open = Array("<key>".utf8)
            let close = Array("</key>".utf8)
            text.withUTF8 { bytes in
                var line = 1
                var lineStart = 0
                var index = 0
                func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
                    guard offset + pattern.count <= bytes.count else { return false }
                    for (position, byte) in pattern.enumerated() where bytes[offset + position] != byte { return false }
                    return true
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == 0x0A {
                        line += 1
                        lineStart = index + 1
                        index += 1
                        continue
                    }
                    guard byte == UInt8(ascii: "<"), matches(open, at: index) else {
                        index += 1
                        continue
                    }
                    var column = 1
                    for position in lineStart..<index where bytes[position] & 0xC0 != 0x80 { column += 1 }
                    let at = SourceLocation(path: path, line: line, column: column)
                    let start = index + open.count
                    var end = start
                    while end < bytes.count, !(bytes[end] == UInt8(ascii: "<") && matches(close, at: end)) { end += 1 }
                    guard end < bytes.count else { break }
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    byText[Self.unescape(name), default: []].append(locations.count)
                    locations.append(at)
                    // A key's text may hold line breaks: count them.
                    for position in start..<end where bytes[position] == 0x0A {
                        line += 1
                        lineStart = position + 1
                    }
                    index = end + close.count
                }
            }
        }

        /// The first `<key>` with this text after another (anywhere when nil).
        func find(_ text: String, after start: Found? = nil) -> Found? {
            guard let indices = byText[text] else { return nil }
            let first = start.map { start in indices.first { $0 > start.index } } ?? indices.first
            return first.map { Found(index: $0, location: locations[$0]) }
        }

        /// Where a key first appears, for sorting keys in file order.
        func order(_ text: String) -> Int {
            byText[text]?.first ?? Int.max
        }

        private static func unescape(_ text: String) -> String {
            guard text.contains("&") else { return text }
            return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}
