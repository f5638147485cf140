// SPDX-License-Identifier: GPL-3.0-or-later

/// The compact binary form in which `rotor-swift` hands a project's index to `rotor`: tags,
/// variable-length integers, and each distinct string once. Written and read by hand, as
/// Foundation's JSON coders took as long as the parse itself on a 40,000-line project.
///
/// The stream starts with ``magic`` and a version; a reader that meets anything else throws.
public enum IndexCoding {
    /// The first bytes of a stream: "RSIX".
    public static let magic: [UInt8] = [0x52, 0x53, 0x49, 0x58]
    /// The format's version; a change to any type's layout raises it.
    public static let version: UInt8 = 1

    /// Why a stream could not be read.
    public enum Failure: Error, Sendable, Equatable {
        /// It does not start with the magic bytes and this version.
        case notAnIndex
        /// It ends in the middle of a value, or holds a tag no type has.
        case malformed(offset: Int)
    }

    /// The bytes of files' indexes.
    public static func encode(_ files: [SwiftFileIndex]) -> [UInt8] {
        var writer = IndexWriter()
        writer.count(files.count)
        for file in files { file.write(to: &writer) }
        return magic + [version] + writer.finish()
    }

    /// Files' indexes from their bytes.
    public static func decode(_ bytes: [UInt8]) throws(Failure) -> [SwiftFileIndex] {
        guard bytes.count > magic.count, Array(bytes[0..<magic.count]) == magic, bytes[magic.count] == version else {
            throw .notAnIndex
        }
        var reader = try IndexReader(bytes, from: magic.count + 1)
        let count = try reader.count()
        var files: [SwiftFileIndex] = []
        files.reserveCapacity(count)
        for _ in 0..<count { files.append(try SwiftFileIndex(from: &reader)) }
        return files
    }
}

/// Writes values into the index's binary form: the strings go into a table written first.
public struct IndexWriter {
    var body: [UInt8] = []
    var strings: [String: Int] = [:]
    var table: [String] = []

    /// The table of strings, then the body.
    mutating func finish() -> [UInt8] {
        var head = IndexWriter()
        head.count(table.count)
        for text in table {
            let utf8 = Array(text.utf8)
            head.count(utf8.count)
            head.body += utf8
        }
        return head.body + body
    }

    /// A non-negative number, seven bits a byte.
    mutating func count(_ value: Int) {
        var rest = UInt64(max(value, 0))
        while rest >= 0x80 {
            body.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        body.append(UInt8(rest))
    }

    mutating func byte(_ value: UInt8) { body.append(value) }
    mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        if let known = strings[value] {
            count(known)
        } else {
            strings[value] = table.count
            count(table.count)
            table.append(value)
        }
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }

    mutating func point(_ value: SourcePoint) {
        count(value.line)
        count(value.column)
    }

    mutating func list<T: IndexCodable>(_ values: [T]) {
        count(values.count)
        for value in values { value.write(to: &self) }
    }

    mutating func optional<T: IndexCodable>(_ value: T?) {
        bool(value != nil)
        value?.write(to: &self)
    }
}

/// Reads values from the index's binary form.
public struct IndexReader {
    let bytes: [UInt8]
    var offset: Int
    var table: [String] = []

    init(_ bytes: [UInt8], from offset: Int) throws(IndexCoding.Failure) {
        self.bytes = bytes
        self.offset = offset
        let count = try self.count()
        table.reserveCapacity(count)
        for _ in 0..<count {
            let length = try self.count()
            guard offset + length <= bytes.count else { throw .malformed(offset: self.offset) }
            table.append(String(decoding: bytes[self.offset..<(self.offset + length)], as: UTF8.self))
            self.offset += length
        }
    }

    mutating func count() throws(IndexCoding.Failure) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw .malformed(offset: offset) }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        guard value <= UInt64(Int.max) else { throw .malformed(offset: offset) }
        return Int(value)
    }

    mutating func byte() throws(IndexCoding.Failure) -> UInt8 {
        guard offset < bytes.count else { throw .malformed(offset: offset) }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func bool() throws(IndexCoding.Failure) -> Bool { try byte() != 0 }

    mutating func string() throws(IndexCoding.Failure) -> String {
        let position = try count()
        guard position < table.count else { throw .malformed(offset: offset) }
        return table[position]
    }

    mutating func optionalString() throws(IndexCoding.Failure) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(IndexCoding.Failure) -> [String] {
        let count = try count()
        var result: [String] = []
        for _ in 0..<count { result.append(try string()) }
        return result
    }

    mutating func point() throws(IndexCoding.Failure) -> SourcePoint {
        SourcePoint(line: try count(), column: try count())
    }

    mutating func list<T: IndexCodable>(_ type: T.Type) throws(IndexCoding.Failure) -> [T] {
        let count = try count()
        guard count <= bytes.count - offset + 1 else { throw .malformed(offset: offset) }
        var result: [T] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try T(from: &self)) }
        return result
    }

    mutating func optional<T: IndexCodable>(_ type: T.Type) throws(IndexCoding.Failure) -> T? {
        try bool() ? try T(from: &self) : nil
    }

    /// The failure for a tag no type has, at the byte before the reader.
    func unexpected() -> IndexCoding.Failure { .malformed(offset: offset - 1) }
}

/// A type the index's binary form holds.
public protocol IndexCodable {
    /// Writes the value.
    func write(to writer: inout IndexWriter)
    /// Reads a value.
    init(from reader: inout IndexReader) throws(IndexCoding.Failure)
}
