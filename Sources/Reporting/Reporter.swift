// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// Writes a report (an audit, a catalog check) as text in one format, in the reader's words.
public protocol Reporter {
    /// What is reported.
    associatedtype Report
    /// The report, ending in a newline.
    static func render(_ report: Report, _ words: Wording) -> String
}
