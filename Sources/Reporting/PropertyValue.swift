// SPDX-License-Identifier: GPL-3.0-or-later

/// A fact about a finding as JSON and SARIF write it, in its own type: `"original": true`, not
/// `"true"`; a contrast's ratio as a number and its colours as an object.
public indirect enum PropertyValue: Sendable, Hashable, Encodable {
    case text(String)
    case number(Double)
    case flag(Bool)
    case list([PropertyValue])
    case object([String: PropertyValue])

    /// Encodes the value as the JSON value of its type.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .flag(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .list(let values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case .object(let fields):
            var container = encoder.container(keyedBy: Name.self)
            for (name, value) in fields { try container.encode(value, forKey: Name(stringValue: name)) }
        }
    }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
