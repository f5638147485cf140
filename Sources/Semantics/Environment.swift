// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// Everything besides the document that decides what the tree says.
public struct Environment: Sendable, Hashable {
    public var language: Language
    public var layoutDirection: LayoutDirection
    public var reduceMotion: Bool

    /// Creates an environment; English, left to right, full motion unless told.
    public init(language: Language = .english, layoutDirection: LayoutDirection = .leftToRight, reduceMotion: Bool = false) {
        self.language = language
        self.layoutDirection = layoutDirection
        self.reduceMotion = reduceMotion
    }
}
