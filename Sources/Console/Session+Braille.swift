// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Braille
import Semantics

extension Session {
    /// What a braille display shows for an element: the spoken phrase's parts in VoiceOver's order
    /// at the session's verbosity, with the state, traits and "Actions available" in the short
    /// forms screen readers use in braille ("Selected, Photo 2, Button, Image, Actions available"
    /// is `sel Photo 2 btn img actns`), joined by spaces.
    ///
    /// The label and value are the element's own words, without the bidi isolates print puts around
    /// them: braille is read in the text's logical order, left to right, in every script.
    public func brailleText(of node: AccessibilityNode) -> String {
        var parts: [String] = []
        // As in speech, "Selected" comes first at every verbosity.
        if node.traits.contains(.selected) { parts.append(brailleWord(.brailleTraitSelected)) }
        parts.append(node.label)
        if settings.verbosity.values { parts.append(node.value) }
        if settings.verbosity.traits {
            for described in Traits.described where described.trait != .selected && node.traits.contains(described.trait) {
                if let key = Self.brailleShortWord(described.trait) { parts.append(brailleWord(key)) }
            }
        }
        if settings.verbosity.actionsAvailable, !node.actions.isEmpty { parts.append(brailleWord(.brailleActionsAvailable)) }
        return BidiIsolation.removingControls(parts.filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// The focused element in braille (``brailleText(of:)``), or the words for an empty screen.
    public var focusedBrailleText: String {
        focused.map(brailleText(of:)) ?? text(.consoleEmptyScreen)
    }

    /// The braille table of the session's language, contracted or not as chosen.
    public var brailleTable: BrailleTable {
        BrailleTable.forLanguage(environment.language.code, contracted: settings.braille.contracted)
    }

    /// A braille word in the session's language.
    func brailleWord(_ text: CatalogText) -> String {
        strings.text(text, environment.language)
    }

    /// `braille on|off|auto`: whether a display is used (the runner connects or lets go).
    mutating func setBraille(_ value: String) -> Reply {
        guard let mode = BrailleSettings.Mode(rawValue: value.lowercased()) else {
            return invalid(value, valid: BrailleSettings.Mode.allCases.map(\.rawValue))
        }
        settings.braille.mode = mode
        let said: CatalogText = switch mode {
        case .on: .brailleOn
        case .off: .brailleOff
        case .auto: .brailleAuto
        }
        return changedSetting(Reply([brailleWord(said)]))
    }

    /// `contracted on|off`: contracted (grade 2) braille or uncontracted.
    mutating func setContracted(_ value: String) -> Reply {
        switch value.lowercased() {
        case "on": settings.braille.contracted = true
        case "off": settings.braille.contracted = false
        default: return invalid(value, valid: ["on", "off"])
        }
        return changedSetting(Reply([brailleWord(settings.braille.contracted ? .brailleContractedOn : .brailleContractedOff)]))
    }

    /// The short braille word of a trait, in the order a phrase shows traits; nil for a trait
    /// with no word (static text).
    static func brailleShortWord(_ trait: Traits) -> CatalogText? {
        switch trait {
        case .selected: .brailleTraitSelected
        case .notEnabled: .brailleTraitDimmed
        case .button: .brailleTraitButton
        case .header: .brailleTraitHeader
        case .link: .brailleTraitLink
        case .adjustable: .brailleTraitAdjustable
        case .image: .brailleTraitImage
        default: nil
        }
    }
}
