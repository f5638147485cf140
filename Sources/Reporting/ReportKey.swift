// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The catalog keys of the words CI reports share: the text summary's headings and columns,
/// the totals, and the fix line.
public enum ReportKey: String, CatalogKey, CaseIterable {
    /// "Fix: %@", the line under a finding.
    case fix = "report.text.fix"
    /// "Findings per rule:".
    case perRule = "report.text.perRule"
    /// The column of rule ids.
    case columnRule = "report.column.rule"
    /// The column of errors.
    case columnErrors = "report.column.errors"
    /// The column of warnings.
    case columnWarnings = "report.column.warnings"
    /// The column of notes.
    case columnNotes = "report.column.notes"
    /// The column of findings to review.
    case columnReviews = "report.column.reviews"
    /// "Errors: 1. Warnings: 2. Notes: 3."
    case totals = "report.text.totals"
    /// "To review: 4.", after the totals when there is something to review.
    case totalReviews = "report.text.totalReviews"
    /// "No problems found."
    case clean = "report.text.clean"
    /// How many findings the baseline held back (a plural).
    case baselined = "report.text.baselined"
}
