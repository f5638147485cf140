// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety
import Audit
import Foundation

/// How pictures write numbers and text into SVG and HTML, the same bytes on every machine.
enum SVGFormat {
    /// A number to two decimals, without trailing zeros or a negative zero: `12`, `12.5`, `-3.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(min(abs(hundredths), 1e15))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" + String(fraction) : String(fraction))
        return sign + String(whole) + "." + digits
    }

    /// Text for an element's content or an attribute: markup escaped, characters XML cannot hold
    /// replaced, and line breaks and tabs made spaces.
    static func text(_ text: String) -> String {
        XMLText.escape(text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " "))
    }

    /// Text wrapped in a first-strong isolate, so that its own script decides its direction
    /// inside a line of either direction. The isolate is written as character references, so the
    /// file holds no invisible control a terminal or an editor might act on.
    static func isolated(_ text: String) -> String {
        "&#x2068;" + Self.text(text) + "&#x2069;"
    }
}
