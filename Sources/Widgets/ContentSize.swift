// SPDX-License-Identifier: GPL-3.0-or-later

/// A Dynamic Type content size, the text size a person chooses in Settings: seven standard sizes
/// from xSmall to xxxLarge (Large is the default), then five accessibility sizes, AX1 to AX5.
///
/// The raw values are how Xcode's Accessibility Inspector and Rotor's `--content-size` name them.
public enum ContentSize: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The size iOS starts with.
    public static let `default` = ContentSize.large

    /// Whether it is one of the five accessibility sizes (Larger Accessibility Sizes in Settings).
    public var isAccessibilitySize: Bool { self >= .ax1 }

    /// Its place from xSmall (0) to AX5 (11).
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (left: ContentSize, right: ContentSize) -> Bool { left.index < right.index }

    /// Every size from xSmall up to this one.
    public var andSmaller: [ContentSize] { Array(Self.allCases.prefix(index + 1)) }
}
