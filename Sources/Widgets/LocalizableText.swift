// SPDX-License-Identifier: GPL-3.0-or-later

/// Text a model carries without knowing its words: either the user's own text, or a catalog key.
///
/// Demo content is localized (`demo.kanban.column.todo` reads "To do" or "Por hacer"); content
/// that comes from a person's file is verbatim. Semantics resolves both; Widgets never does.
public enum LocalizableText: Sendable, Hashable {
    /// Text exactly as the person wrote it.
    case verbatim(String)
    /// A catalog entry, with an optional number substituted for `%lld`.
    case catalog(key: String, number: Int? = nil)

    /// The verbatim text, or the key itself; for ids and debugging, never for speech.
    public var raw: String {
        switch self {
        case .verbatim(let text): text
        case .catalog(let key, let number): number.map { "\(key)#\($0)" } ?? key
        }
    }
}
