// SPDX-License-Identifier: GPL-3.0-or-later
import SwiftUI

/// Keys made at run time: `status.online`, `status.away`, and one held in a constant.
enum Presence: String {
    case online, away

    var title: String {
        NSLocalizedString("status.\(rawValue)", comment: "")
    }
}

/// `tip.1`, `tip.2`: made by a format literal.
func tip(_ number: Int) -> String {
    NSLocalizedString(String(format: "tip.%d", number), comment: "")
}

struct Welcome: View {
    let key = "onboarding.welcome"

    var body: some View {
        Text(LocalizedStringKey(key))
    }
}
