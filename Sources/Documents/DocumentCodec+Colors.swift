// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec.Reader {
    /// A colour field that may be left out: `#RRGGBB`, `#RRGGBBAA`, or a system colour's name.
    func optionalColor(_ key: String) throws(DocumentError) -> AdaptiveColor? {
        guard value[key] != nil else { return nil }
        return try Self.color(try string(key), path: path(of: key))
    }

    /// A list of colours that may be left out (a gradient, top first, or the deck's cards); a
    /// single colour is a list of one.
    func optionalColors(_ key: String) throws(DocumentError) -> [AdaptiveColor]? {
        guard let found = value[key] else { return nil }
        if case .string = found { return [try Self.color(try string(key), path: path(of: key))] }
        let names = try optionalStrings(key)
        guard !names.isEmpty else { throw .invalidValue(path: path(of: key), value: "[]", valid: Self.colorForms) }
        var colors: [AdaptiveColor] = []
        for (index, name) in names.enumerated() {
            colors.append(try Self.color(name, path: "\(path(of: key))[\(index)]"))
        }
        return colors
    }

    /// What a colour may be written as, for errors.
    static let colorForms = ["#RRGGBB", "#RRGGBBAA"] + SystemColor.allCases.map(\.rawValue)

    private static func color(_ name: String, path: String) throws(DocumentError) -> AdaptiveColor {
        guard let color = AdaptiveColor(name: name) else {
            throw .invalidValue(path: path, value: shown(name), valid: colorForms)
        }
        return color
    }
}
