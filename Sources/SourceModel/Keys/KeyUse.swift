// SPDX-License-Identifier: GPL-3.0-or-later

/// A localized string the code asks for: its key as Xcode would extract it (each interpolation
/// a format specifier of its type), the table, where and how it is used.
public struct KeyUse: Sendable, Hashable, Codable {
    /// How the code asks for the string.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A `LocalizedStringKey`: `Text("…")`, `Button("…")`, `.accessibilityLabel("…")`.
        case swiftUI
        /// `String(localized:)`, `LocalizedStringResource(…)`.
        case localized
        /// `NSLocalizedString(…)`, `Bundle.localizedString(forKey:value:table:)`.
        case foundation
        /// A SwiftGen accessor's `tr(table, key, …)` in its generated file.
        case generated
    }

    /// The key, interpolations written as the specifiers Xcode extracts (`%@`, `%lld`, `%lf`).
    public var key: String
    /// The table (`Localizable` when the code names none).
    public var table: String
    /// How the code asks for it.
    public var kind: Kind
    /// Where the text goes: the view or modifier (`Text`, `accessibilityLabel`), or the call.
    public var context: String
    /// The arguments the code passes, in order, as specifiers (`%@`, `%lld`, `%lf`), or `%arg`
    /// where Rotor cannot tell the type.
    public var arguments: [String]
    /// Whether the text is formatted (`String(format:)`, an interpolation, arguments).
    public var formatted: Bool
    /// The text the code gives for the development language, when it gives one
    /// (`defaultValue:`, `value:`, a SwiftGen `fallback:`).
    public var defaultValue: String?
    /// Whether VoiceOver reads it as part of an element's accessibility (label, value, hint,
    /// input labels, an action's name).
    public var isAccessibility: Bool
    /// Whether it is in a preview (`#Preview`, a `PreviewProvider`), which the app never shows.
    public var inPreview: Bool
    /// The file.
    public var path: String
    /// Where in the file.
    public var at: SourcePoint

    /// Creates a use.
    public init(
        key: String, table: String = "Localizable", kind: Kind, context: String, arguments: [String] = [],
        formatted: Bool = false, defaultValue: String? = nil, isAccessibility: Bool = false, inPreview: Bool = false, path: String,
        at: SourcePoint
    ) {
        self.key = key
        self.table = table
        self.kind = kind
        self.context = context
        self.arguments = arguments
        self.formatted = formatted
        self.defaultValue = defaultValue
        self.isAccessibility = isAccessibility
        self.inPreview = inPreview
        self.path = path
        self.at = at
    }
}
