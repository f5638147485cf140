// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization

extension Session {
    /// A moment as people of the session's language say it, with CLDR's words and order
    /// through ICU: "December 4 at 2:17 PM", "4 de diciembre, 14:17"; the year only when it is
    /// not this year's. ISO 8601 when ICU cannot be loaded.
    func spokenTime(_ moment: Date, now: Date = Date(), zone: String? = nil) -> String {
        var calendar = Calendar(identifier: .gregorian)
        if let zone, let timeZone = TimeZone(identifier: zone) { calendar.timeZone = timeZone }
        let sameYear = calendar.component(.year, from: moment) == calendar.component(.year, from: now)
        let skeleton = sameYear ? "MMMMdjmm" : "yMMMMdjmm"
        return ICU.dateText(moment.timeIntervalSince1970, skeleton: skeleton, locale: environment.language.code, zone: zone)
            ?? moment.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
    }
}
