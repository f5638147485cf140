// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// What Up and Down (and `next-item`, `previous-item`) move by, as VoiceOver's rotor chooses it:
/// the focused element's actions (the default, so Up and Down choose an action as before),
/// containers (a Kanban column, the grid, the board), lines (one element each, as printed),
/// words and characters of the focused element's phrase or of the last thing said, and the
/// units a screen has of its own: the selected photos of the grid.
public enum RotorUnit: String, Sendable, CaseIterable {
    case actions, containers, lines, words, characters, selected

    /// The catalog key of the unit's name, said when the rotor turns to it.
    var nameKey: CatalogText {
        switch self {
        case .actions: .rotorActions
        case .containers: .rotorContainers
        case .lines: .rotorLines
        case .words: .rotorWords
        case .characters: .rotorCharacters
        case .selected: .rotorSelected
        }
    }

    /// Whether the unit moves inside a text (the review cursor) rather than between elements.
    var reviewsText: Bool { self == .words || self == .characters }
}
