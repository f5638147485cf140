// SPDX-License-Identifier: GPL-3.0-or-later

/// What a person chose for braille: whether a display is used, and contracted braille or not.
public struct BrailleSettings: Sendable, Equatable {
    /// When a braille display is used.
    public enum Mode: String, Sendable, CaseIterable {
        /// Whenever BRLTTY runs; nothing is said when it does not (the default).
        case auto
        /// Always: when no display can be used, that is said once.
        case on
        /// Never.
        case off
    }

    /// When a braille display is used.
    public var mode = Mode.auto
    /// Whether braille is contracted (grade 2) rather than uncontracted (grade 1).
    public var contracted = false

    /// The defaults: a display whenever BRLTTY runs, uncontracted braille (as Orca and NVDA start).
    public init(mode: Mode = .auto, contracted: Bool = false) {
        self.mode = mode
        self.contracted = contracted
    }
}
