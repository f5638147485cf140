// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

extension Strings {
    /// The text of one of Semantics' own keys (written `.traitButton`).
    public func text(_ key: StringKey, _ language: Language, number: Int? = nil, arguments: [String] = []) -> String {
        text(key.rawValue, language, number: number, arguments: arguments)
    }
}
