// SPDX-License-Identifier: GPL-3.0-or-later
import CICU

extension ICU {
    /// A moment written as people of a locale write it, from a skeleton of the fields wanted:
    /// `MMMMdjmm` is "December 4, 14:17" in `en`… as CLDR orders and spells them. `zone` is a
    /// time zone id ("UTC", "Europe/Madrid"); nil is the system's.
    public static func dateText(
        _ secondsSince1970: Double, skeleton: String, locale: String, zone: String? = nil
    ) -> String? {
        text { buffer, capacity in
            rotor_icu_format_date(locale, skeleton, secondsSince1970 * 1_000, zone, buffer, capacity)
        }
    }
}
