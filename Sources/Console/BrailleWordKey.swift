// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics

/// The catalog keys of the braille display's words: the short forms of traits shown in braille,
/// what the braille settings say, and braille's errors (worded in `ErrorWords+Braille.swift`).
public enum BrailleWordKey: String, Sendable, CaseIterable, CatalogKey {
    case traitSelected = "braille.trait.selected"
    case traitDimmed = "braille.trait.dimmed"
    case traitButton = "braille.trait.button"
    case traitHeader = "braille.trait.header"
    case traitLink = "braille.trait.link"
    case traitAdjustable = "braille.trait.adjustable"
    case traitImage = "braille.trait.image"
    case actionsAvailable = "braille.actionsAvailable"
    case on = "braille.on"
    case off = "braille.off"
    case auto = "braille.auto"
    case contractedOn = "braille.contractedOn"
    case contractedOff = "braille.contractedOff"
    case unavailable = "braille.unavailable"
    case lost = "braille.lost"
    case errorClientLibrary = "error.braille.clientLibrary"
    case errorNoServer = "error.braille.noServer"
    case errorNotAuthorized = "error.braille.notAuthorized"
    case errorNoDisplay = "error.braille.noDisplay"
    case errorConnection = "error.braille.connection"
    case errorDisconnected = "error.braille.disconnected"
    case errorTranslator = "error.braille.translator"
    case errorTable = "error.braille.table"

    /// The short braille word of a trait, in the order a phrase shows traits; nil for a trait
    /// with no word (static text).
    static func short(_ trait: Traits) -> BrailleWordKey? {
        switch trait {
        case .selected: .traitSelected
        case .notEnabled: .traitDimmed
        case .button: .traitButton
        case .header: .traitHeader
        case .link: .traitLink
        case .adjustable: .traitAdjustable
        case .image: .traitImage
        default: nil
        }
    }
}
