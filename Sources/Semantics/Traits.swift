// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// An element's accessibility traits, as VoiceOver knows them.
public struct Traits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16

    /// Creates traits from raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let selected = Traits(rawValue: 1 << 0)
    public static let notEnabled = Traits(rawValue: 1 << 1)
    public static let button = Traits(rawValue: 1 << 2)
    public static let header = Traits(rawValue: 1 << 3)
    public static let link = Traits(rawValue: 1 << 4)
    public static let adjustable = Traits(rawValue: 1 << 5)
    public static let image = Traits(rawValue: 1 << 6)
    public static let staticText = Traits(rawValue: 1 << 7)

    /// Every trait with its lower-case name (for JSON) and its spoken word, if any, in VoiceOver's
    /// order: Selected comes first in a phrase, then Dimmed, Button, Heading, Link, Adjustable, Image.
    public static let described: [(trait: Traits, name: String, word: CatalogText?)] = [
        (.selected, "selected", .traitSelected),
        (.notEnabled, "dimmed", .traitDimmed),
        (.button, "button", .traitButton),
        (.header, "header", .traitHeader),
        (.link, "link", .traitLink),
        (.adjustable, "adjustable", .traitAdjustable),
        (.image, "image", .traitImage),
        (.staticText, "staticText", nil),
    ]

    /// The lower-case names of these traits, in order.
    public var names: [String] {
        Self.described.filter { contains($0.trait) }.map(\.name)
    }
}
