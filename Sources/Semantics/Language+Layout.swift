// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Widgets

extension Language {
    /// The layout direction to use when none is asked for: right to left for Hebrew, Arabic and `ar-XB`.
    public var defaultLayoutDirection: LayoutDirection {
        isRightToLeft ? .rightToLeft : .leftToRight
    }
}
