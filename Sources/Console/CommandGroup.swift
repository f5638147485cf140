// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The groups `help` lists the typed commands in, each under its heading; `help GROUP` lists one.
public enum CommandGroup: String, Sendable, CaseIterable {
    case navigation, review, operating, display, editing, voice, preferences, session

    /// The group's heading in `help`, with `help` and the group as typed in the session's
    /// language ("Moving around (help navigation):").
    func heading(_ typed: String) -> CatalogText {
        switch self {
        case .navigation: .consoleHelpGroupNavigation(typed)
        case .review: .consoleHelpGroupReview(typed)
        case .operating: .consoleHelpGroupOperating(typed)
        case .display: .consoleHelpGroupDisplay(typed)
        case .editing: .consoleHelpGroupEditing(typed)
        case .voice: .consoleHelpGroupVoice(typed)
        case .preferences: .consoleHelpGroupPreferences(typed)
        case .session: .consoleHelpGroupSession(typed)
        }
    }
}
