// SPDX-License-Identifier: GPL-3.0-or-later

/// The system colours the original components use, in light and dark appearance, with the
/// values Apple's Human Interface Guidelines (Color, "System colors" and "Dynamic system
/// colors", iOS 15 to 18) give them.
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
    case blue, indigo, purple, pink, teal, orange, yellow, green, red, cyan, mint, gray
    /// SwiftUI's `.primary`: UIKit's `label`.
    case label
    /// SwiftUI's `.secondary`: UIKit's `secondaryLabel`.
    case secondaryLabel
    /// SwiftUI's `.quaternary`: UIKit's `quaternaryLabel`.
    case quaternaryLabel
    /// SwiftUI's `.background`: UIKit's `systemBackground`.
    case background
    /// `Color.white` and `Color.black`, the same in both appearances.
    case white, black

    /// The colour in an appearance.
    public func resolved(_ appearance: Appearance) -> RGBA {
        let (light, dark) = values
        return appearance == .light ? light : dark
    }

    private var values: (RGBA, RGBA) {
        switch self {
        case .blue: (RGBA(0, 122, 255), RGBA(10, 132, 255))
        case .indigo: (RGBA(88, 86, 214), RGBA(94, 92, 230))
        case .purple: (RGBA(175, 82, 222), RGBA(191, 90, 242))
        case .pink: (RGBA(255, 45, 85), RGBA(255, 55, 95))
        case .teal: (RGBA(48, 176, 199), RGBA(64, 200, 224))
        case .orange: (RGBA(255, 149, 0), RGBA(255, 159, 10))
        case .yellow: (RGBA(255, 204, 0), RGBA(255, 214, 10))
        case .green: (RGBA(52, 199, 89), RGBA(48, 209, 88))
        case .red: (RGBA(255, 59, 48), RGBA(255, 69, 58))
        case .cyan: (RGBA(50, 173, 230), RGBA(100, 210, 255))
        case .mint: (RGBA(0, 199, 190), RGBA(102, 212, 207))
        case .gray: (RGBA(142, 142, 147), RGBA(142, 142, 147))
        case .label: (RGBA(0, 0, 0), RGBA(255, 255, 255))
        case .secondaryLabel: (RGBA(60, 60, 67, alpha: 0.6), RGBA(235, 235, 245, alpha: 0.6))
        case .quaternaryLabel: (RGBA(60, 60, 67, alpha: 0.18), RGBA(235, 235, 245, alpha: 0.16))
        case .background: (RGBA(255, 255, 255), RGBA(0, 0, 0))
        case .white: (.white, .white)
        case .black: (.black, .black)
        }
    }
}
