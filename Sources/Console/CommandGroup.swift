// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The groups `help` lists the typed commands in, each under its heading; `help GROUP` lists one.
public enum CommandGroup: String, Sendable, CaseIterable {
    case navigation, review, operating, display, editing, voice, preferences, session

    /// The catalog key of the group's heading in `help`.
    var headingKey: CatalogText {
        switch self {
        case .navigation: .consoleHelpGroupNavigation
        case .review: .consoleHelpGroupReview
        case .operating: .consoleHelpGroupOperating
        case .display: .consoleHelpGroupDisplay
        case .editing: .consoleHelpGroupEditing
        case .voice: .consoleHelpGroupVoice
        case .preferences: .consoleHelpGroupPreferences
        case .session: .consoleHelpGroupSession
        }
    }
}
