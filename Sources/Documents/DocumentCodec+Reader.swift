// SPDX-License-Identifier: GPL-3.0-or-later

extension DocumentCodec {
    /// A JSON value and where it stands in the document, with typed, path-naming accessors.
    ///
    /// The path ("columns[1].cards[0]") is put together only when an error names it: the
    /// elements of an array share their array's path and keep their index apart (building a
    /// path string for every card and field was a third of opening a large board).
    struct Reader {
        let value: JSONValue
        /// The path of the array this value is an element of, or this value's own path.
        private let base: String
        /// The element's index in that array; nil when `base` is the whole path.
        private let index: Int?

        init(value: JSONValue, path: String) {
            self.init(value: value, base: path, index: nil)
        }

        private init(value: JSONValue, base: String, index: Int?) {
            self.value = value
            self.base = base
            self.index = index
        }

        /// Where this value is, as error messages name it ("" for the root).
        var path: String {
            index.map { "\(base)[\($0)]" } ?? base
        }

        /// The path of a member of this value.
        func path(of key: String) -> String {
            let own = path
            return own.isEmpty ? key : own + "." + key
        }

        func child(_ key: String) -> Reader {
            Reader(value: value[key] ?? .null, path: path(of: key))
        }

        func object() throws(DocumentError) -> [(key: String, value: JSONValue)] {
            guard case .object(let members) = value else {
                throw .wrongType(path: path.isEmpty ? "/" : path, expected: .object, found: value.kind)
            }
            return members
        }

        /// A member that must be there.
        private func field(_ key: String) throws(DocumentError) -> JSONValue {
            guard let found = value[key] else { throw .missingField(path: path.isEmpty ? "/" : path, field: key) }
            return found
        }

        /// A string field within the length limit: an id or a person's words.
        func string(_ key: String) throws(DocumentError) -> String {
            let found = try field(key)
            guard case .string(let text) = found else {
                throw .wrongType(path: path(of: key), expected: .string, found: found.kind)
            }
            if let refusal = DocumentLimits.refusal(of: text, at: path(of: key)) { throw refusal }
            return text
        }

        /// A number field within `range`; the literal is checked before it becomes a `Double`,
        /// so 1e300 or 1e-320 are errors that quote what the file says, never a trap.
        func number(_ key: String, in range: ClosedRange<Double>) throws(DocumentError) -> Double {
            let found = try field(key)
            guard case .number(let literal) = found else {
                throw .wrongType(path: path(of: key), expected: .number, found: found.kind)
            }
            guard let number = Double(literal), number.isFinite, range.contains(number) else {
                throw .numberOutOfRange(
                    path: path(of: key), literal: Self.shown(literal), minimum: Self.shown(range.lowerBound), maximum: Self.shown(range.upperBound)
                )
            }
            return number == 0 ? 0 : number
        }

        /// A whole number field within `range`: a count, never truncated.
        func integer(_ key: String, in range: ClosedRange<Int>) throws(DocumentError) -> Int {
            let number = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
            guard number == number.rounded(.towardZero) else {
                throw .notWholeNumber(path: path(of: key), literal: Self.literal(of: value[key]))
            }
            return Int(number)
        }

        /// A number as an error message shows it: as written, shortened past 40 characters.
        static func shown(_ literal: String) -> String {
            literal.count > 40 ? literal.prefix(40) + "…" : literal
        }

        /// A bound as an error message shows it: whole numbers without a fraction.
        static func shown(_ bound: Double) -> String {
            bound == bound.rounded() && abs(bound) < 1e15 ? String(Int(bound)) : String(bound)
        }

        private static func literal(of value: JSONValue?) -> String {
            if case .number(let literal)? = value { return shown(literal) }
            return ""
        }

        func array(_ key: String, limit: Int) throws(DocumentError) -> [Reader] {
            let found = try field(key)
            let arrayPath = path(of: key)
            guard case .array(let values) = found else {
                throw .wrongType(path: arrayPath, expected: .array, found: found.kind)
            }
            guard values.count <= limit else { throw .tooMany(path: arrayPath, count: values.count, limit: limit) }
            var readers: [Reader] = []
            readers.reserveCapacity(values.count)
            for (index, element) in values.enumerated() {
                let reader = Reader(value: element, base: arrayPath, index: index)
                _ = try reader.object()
                readers.append(reader)
            }
            return readers
        }

        func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(DocumentError) -> Double? {
            value[key] == nil ? nil : try number(key, in: range)
        }

        func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(DocumentError) -> Int? {
            value[key] == nil ? nil : try integer(key, in: range)
        }

        /// An array that may be left out, which means an empty one.
        func optionalArray(_ key: String, limit: Int) throws(DocumentError) -> [Reader] {
            value[key] == nil ? [] : try array(key, limit: limit)
        }

        func optionalBool(_ key: String) throws(DocumentError) -> Bool? {
            guard let found = value[key] else { return nil }
            guard case .bool(let flag) = found else {
                throw .wrongType(path: child(key).path, expected: .boolean, found: found.kind)
            }
            return flag
        }

        func optionalObject(_ key: String) throws(DocumentError) -> Reader? {
            guard value[key] != nil else { return nil }
            let field = child(key)
            _ = try field.object()
            return field
        }

        func optionalMembers(_ key: String) throws(DocumentError) -> [(String, Reader)] {
            guard let field = try optionalObject(key) else { return [] }
            return try field.object().map { member throws(DocumentError) in
                let reader = field.child(member.key)
                _ = try reader.object()
                return (member.key, reader)
            }
        }

        func optionalStrings(_ key: String) throws(DocumentError) -> [String] {
            guard let found = value[key] else { return [] }
            let field = child(key)
            guard case .array(let values) = found else {
                throw .wrongType(path: field.path, expected: .array, found: found.kind)
            }
            return try values.enumerated().map { index, element throws(DocumentError) in
                guard case .string(let text) = element else {
                    throw .wrongType(path: "\(field.path)[\(index)]", expected: .string, found: element.kind)
                }
                return text
            }
        }
    }
}
