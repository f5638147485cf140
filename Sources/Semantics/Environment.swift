// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Widgets

/// Everything besides the document that decides what the tree says.
public struct Environment: Sendable, Hashable {
    public var language: Language
    public var layoutDirection: LayoutDirection
    public var reduceMotion: Bool
    /// Whether the document is a person's own file, open for editing: Kanban cards then also
    /// offer "Move up", "Move down" and "Delete". The demos stay exactly as the originals.
    public var editing: Bool
    /// The screen the document is laid out on, in points (`--screen WxH`); nil for the
    /// document's own (a photo board's `board`) or else ``Screen/defaultSize``.
    public var screen: Size?
    /// The Dynamic Type content size text is laid out at (`--content-size`); Large unless told.
    public var contentSize: ContentSize
    /// Light or dark appearance (`--appearance`): the colours the audit's contrast rules judge.
    public var appearance: Appearance

    /// Creates an environment; English, full motion, not editing, on the document's own or the
    /// default screen, at the Large content size in light appearance, unless told. The layout direction is the language's own (right to left
    /// for Hebrew, Arabic and `ar-XB`) unless given.
    public init(
        language: Language = .english, layoutDirection: LayoutDirection? = nil,
        reduceMotion: Bool = false, editing: Bool = false, screen: Size? = nil,
        contentSize: ContentSize = .default, appearance: Appearance = .light
    ) {
        self.language = language
        self.layoutDirection = layoutDirection ?? language.defaultLayoutDirection
        self.reduceMotion = reduceMotion
        self.editing = editing
        self.screen = screen
        self.contentSize = contentSize
        self.appearance = appearance
    }

    /// The screen to lay out on: the one asked for, else `own` (the document's), else the default.
    public func screenSize(own: Size? = nil) -> Size {
        screen ?? own ?? Screen.defaultSize
    }
}
