// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics

/// The catalog keys of the pictures' words: the snapshot's title and legend, the HTML audit
/// report's headings and text, and the rasterizer's errors.
public enum PictureKey: String, Sendable, CaseIterable, CatalogKey {
    // A snapshot.
    case snapshotTitle = "picture.snapshot.title"
    case legendHeading = "picture.legend.heading"
    case legendHint = "picture.legend.hint"
    case legendActions = "picture.legend.actions"
    case legendFindings = "picture.legend.findings"
    case legendOffScreen = "picture.legend.offScreen"
    case legendNotDrawn = "picture.legend.notDrawn"
    case scaled = "picture.scaled"

    // The HTML audit report.
    case reportTitle = "picture.report.title"
    case reportSkip = "picture.report.skip"
    case reportContents = "picture.report.contents"
    case reportSummary = "picture.report.summary"
    case reportImpactCount = "picture.report.impactCount"
    case reportScreens = "picture.report.screens"
    case reportScreenScope = "picture.report.screenScope"
    case reportAlt = "picture.report.alt"
    case reportAltFindings = "picture.report.altFindings"
    case reportAltFinding = "picture.report.altFinding"
    case reportCaption = "picture.report.caption"
    case reportRulesBroken = "picture.report.rulesBroken"
    case reportImpact = "picture.report.impact"
    case reportFindingNumber = "picture.report.findingNumber"
    case reportMoreFindings = "picture.report.moreFindings"
    case reportRulesPassed = "picture.report.rulesPassed"
    case reportNoneBroken = "picture.report.noneBroken"
    case reportGenerator = "picture.report.generator"

    // Errors.
    case errorRasterizerMissing = "picture.error.rasterizerMissing"
    case errorRasterizerFailed = "picture.error.rasterizerFailed"
    case errorUnwritable = "picture.error.unwritable"
}
