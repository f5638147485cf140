// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Widgets

/// A tiny grammar of Rotor's document files, driven by the fuzzer's choices: a kind, then that
/// kind's fields, each present with the right type, left out, of the wrong type or given twice,
/// numbers taken from ``HostileValues`` or made digit by digit.
///
/// Byte mutations of the raw JSON rarely keep a file valid long enough to reach a number's
/// conversion; here every input is a document of some kind, so `{"kind":"deck-fan","cards":1e300}`
/// is a handful of choices away from any seed.
enum DocumentGrammar {
    /// The kinds as files name them: one for each component.
    static let kinds = DemoScreen.allCases.map(\.rawValue)

    /// A document made from the choices.
    static func document(_ input: inout FuzzInput) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        let kind = input.below(kinds.count + 1)
        switch input.below(16) {
        case 0: break
        case 1: members.append(("kind", anyValue(&input, depth: 1)))
        default: members.append(("kind", .string(kind < kinds.count ? kinds[kind] : string(&input))))
        }
        var fields: [(String, (inout FuzzInput) -> JSONValue)] = []
        switch DemoScreen.allCases[kind % kinds.count] {
        case .deckFan:
            fields = [("cards", { number(&$0) }), ("progress", { number(&$0) })]
        case .kanban:
            fields = [("columns", { list(&$0, limit: 6) { column(&$0, index: $1) } })]
        case .photoBoard:
            fields = [
                ("photos", { list(&$0, limit: 6) { photo(&$0, index: $1, text: "caption") } }),
                ("cardWidth", { number(&$0) }),
                ("board", { .object([("width", number(&$0)), ("height", number(&$0))]) }),
                ("offsets", { offsets(&$0) }),
                ("stacking", { list(&$0, limit: 4) { .string(photoID(&$0, $1)) } }),
            ]
        case .photoGrid:
            fields = [
                ("photos", { list(&$0, limit: 6) { photo(&$0, index: $1, text: "label") } }),
                ("selection", { list(&$0, limit: 4) { .string(photoID(&$0, $1)) } }),
                ("selecting", { .bool($0.oneIn(2)) }),
            ]
        case .snapCorner:
            let corners = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
            fields = [("corner", { $0.oneIn(4) ? .string(string(&$0)) : .string($0.pick(corners)) })]
        }
        for (key, make) in fields {
            members += field(key, &input, make)
        }
        if input.oneIn(8) { members.append((string(&input), anyValue(&input, depth: 1))) }
        return .object(members)
    }

    /// A field as the choices have it: usually present and of its type; sometimes left out, of
    /// another type, or given twice.
    private static func field(
        _ key: String, _ input: inout FuzzInput, _ make: (inout FuzzInput) -> JSONValue
    ) -> [(key: String, value: JSONValue)] {
        switch input.below(10) {
        case 0: []
        case 1: [(key, anyValue(&input, depth: 1))]
        case 2: [(key, make(&input)), (key, make(&input))]
        default: [(key, make(&input))]
        }
    }

    private static func column(_ input: inout FuzzInput, index: Int) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        members += field("id", &input) { .string(id(&$0, "c", index)) }
        members += field("title", &input) { .string(string(&$0)) }
        members += field("cards", &input) { input in
            list(&input, limit: 5) { input, card in
                .object(field("id", &input) { .string(id(&$0, "k\(index).", card)) }
                    + field("title", &input) { .string(string(&$0)) })
            }
        }
        return .object(members)
    }

    private static func photo(_ input: inout FuzzInput, index: Int, text: String) -> JSONValue {
        .object(field("id", &input) { .string(photoID(&$0, index)) } + field(text, &input) { .string(string(&$0)) })
    }

    private static func offsets(_ input: inout FuzzInput) -> JSONValue {
        .object((0..<input.below(4)).map { index in
            (photoID(&input, index), .object([("x", number(&input)), ("y", number(&input))]))
        })
    }

    /// Mostly distinct ids, sometimes a hostile one (which may repeat another).
    private static func id(_ input: inout FuzzInput, _ prefix: String, _ index: Int) -> String {
        input.oneIn(4) ? string(&input) : prefix + String(index)
    }

    private static func photoID(_ input: inout FuzzInput, _ index: Int) -> String {
        id(&input, "p", index)
    }

    private static func list(_ input: inout FuzzInput, limit: Int, _ element: (inout FuzzInput, Int) -> JSONValue) -> JSONValue {
        .array((0..<input.below(limit + 1)).map { element(&input, $0) })
    }

    /// A number literal: one of ``HostileValues/numbers``, or one made of the choices' digits.
    static func number(_ input: inout FuzzInput) -> JSONValue {
        .number(literal(&input))
    }

    /// A number literal as text.
    static func literal(_ input: inout FuzzInput) -> String {
        if !input.oneIn(3) { return input.pick(HostileValues.numbers) }
        let digits = Array("0123456789")
        func run(_ most: Int) -> String { String((0..<(1 + input.below(most))).map { _ in input.pick(digits) }) }
        var text = input.oneIn(2) ? "-" : ""
        text += run(24)
        if input.oneIn(2) { text += "." + run(20) }
        if input.oneIn(2) { text += input.pick(["e", "E", "e+", "e-", "E-"]) + run(4) }
        return text
    }

    /// A text: one of ``HostileValues/texts``, or the choices' bytes.
    static func string(_ input: inout FuzzInput) -> String {
        input.oneIn(2) ? HostileValues.text(&input) : input.text(maxLength: 12)
    }

    /// Any JSON value, nested at most `depth` more levels.
    static func anyValue(_ input: inout FuzzInput, depth: Int) -> JSONValue {
        switch input.below(depth > 0 ? 7 : 5) {
        case 0: .null
        case 1: .bool(input.oneIn(2))
        case 2: number(&input)
        case 3, 4: .string(string(&input))
        case 5: .array((0..<input.below(3)).map { _ in anyValue(&input, depth: depth - 1) })
        default: .object((0..<input.below(3)).map { _ in (string(&input), anyValue(&input, depth: depth - 1)) })
        }
    }
}
