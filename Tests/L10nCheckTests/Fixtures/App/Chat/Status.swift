// SPDX-License-Identifier: GPL-3.0-or-later
import SwiftUI

/// Keys made at run time: `status.online`, `status.away`, and one held in a constant.
enum Presence: String {
    case online, away

    var title: String {
        NSLocalizedString("status.\(rawValue)", comment: "")
    }
}

struct Welcome: View {
    let key = "onboarding.welcome"

    var body: some View {
        Text(LocalizedStringKey(key))
    }
}
