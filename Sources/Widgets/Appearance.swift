// SPDX-License-Identifier: GPL-3.0-or-later

/// Light or dark appearance (SwiftUI's `ColorScheme`): which of its two values a system colour takes.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    case light, dark
}
