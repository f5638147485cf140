// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Widgets

/// What one check of a rule covered: a screen in a language and a direction, a screen alone
/// (none today), or a language alone (the catalog's missing translations).
public struct AuditScope: Sendable, Hashable {
    /// The target's name, when the check was about one.
    public var screen: String?
    /// The tree's language, when it mattered.
    public var language: Language?
    /// The tree's layout direction, when it mattered.
    public var direction: LayoutDirection?
    /// The appearance the colours were judged in, for the contrast rules.
    public var appearance: Appearance?

    /// Creates a scope.
    public init(screen: String? = nil, language: Language? = nil, direction: LayoutDirection? = nil, appearance: Appearance? = nil) {
        self.screen = screen
        self.language = language
        self.direction = direction
        self.appearance = appearance
    }

    /// The parts that are set, as identifiers: `kanban`, `es`, `rtl`.
    public var parts: [String] {
        [screen, language?.code, direction?.rawValue, appearance?.rawValue].compactMap { $0 }
    }
}
