// SPDX-License-Identifier: GPL-3.0-or-later

/// The directions a screen's content scrolls in (SwiftUI's `ScrollView` axes): what lies past
/// the screen's edge on such an axis can be scrolled to; on another it cannot be reached.
public struct ScrollAxes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates axes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Left and right.
    public static let horizontal = ScrollAxes(rawValue: 1 << 0)
    /// Up and down.
    public static let vertical = ScrollAxes(rawValue: 1 << 1)
}
