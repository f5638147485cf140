// SPDX-License-Identifier: GPL-3.0-or-later
import Reporting
import Audit
import Foundation
import Localization
import Semantics
import Widgets

/// An audit report as one self-contained HTML page, in the reader's language: a summary, each
/// screen's snapshot with the elements that break a rule outlined and numbered, then each broken
/// rule with its impact, its help and its numbered findings, and the rules that passed.
///
/// The page needs no network: its style is inline and its pictures are SVG in `data:` URLs. It
/// is itself accessible: a skip link, landmarks (banner, navigation, main, contentinfo),
/// headings in order, alternative text on every picture that names the outlined elements, text
/// of at least 4.5:1 contrast, and the impact written as a word, never shown by colour alone.
public enum AuditHTMLReporter: Reporter {
    /// The page, ending in a newline.
    public static func render(_ pictures: AuditPictures, _ words: Wording) -> String {
        let report = pictures.report
        let h = SVGFormat.text
        let list = words.listSeparator
        var out: [String] = []
        out.append("<!DOCTYPE html>")
        out.append(#"<html lang="\#(words.language.code)" dir="\#(words.language.defaultLayoutDirection.rawValue)">"#)
        out.append("<head>")
        out.append(#"<meta charset="utf-8">"#)
        out.append(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
        out.append("<title>\(h(words(CatalogText.pictureReportTitle)))</title>")
        out.append("<style>\n\(style)</style>")
        out.append("</head>")
        out.append("<body>")
        out.append(##"<a class="skip" href="#rules-broken">\##(h(words(CatalogText.pictureReportSkip)))</a>"##)

        out.append("<header>")
        out.append("<h1>\(h(words(CatalogText.pictureReportTitle)))</h1>")
        let directions = report.directions.map { AuditTextReporter.directionWord($0, words) }.joined(separator: list)
        let scope = words.text(
            AuditKey.report(.scope), number: report.screens.count,
            arguments: [report.languages.map(\.code).joined(separator: list), directions]
        )
        out.append("<p>\(h(scope))</p>")
        out.append("</header>")

        let passes = report.passes
        out.append(#"<nav aria-label="\#(h(words(CatalogText.pictureReportContents)))">"#)
        out.append("<ul>")
        out.append(##"<li><a href="#summary">\##(h(words(CatalogText.pictureReportSummary)))</a></li>"##)
        if !pictures.screens.isEmpty { out.append(##"<li><a href="#screens">\##(h(words(CatalogText.pictureReportScreens)))</a></li>"##) }
        out.append(##"<li><a href="#rules-broken">\##(h(words(CatalogText.pictureReportRulesBroken)))</a></li>"##)
        if !passes.isEmpty { out.append(##"<li><a href="#rules-passed">\##(h(words(CatalogText.pictureReportRulesPassed)))</a></li>"##) }
        out.append("</ul>")
        out.append("</nav>")

        out.append("<main>")
        out += summary(report, words)
        if !pictures.screens.isEmpty { out += screens(pictures, words) }
        out += rulesBroken(pictures, words)
        if !passes.isEmpty {
            out.append(#"<section id="rules-passed" aria-labelledby="rules-passed-heading">"#)
            out.append(#"<h2 id="rules-passed-heading">\#(h(words(CatalogText.pictureReportRulesPassed)))</h2>"#)
            out.append("<ul>")
            for rule in passes {
                out.append("<li><code>\(h(rule.id))</code>: \(h(words(rule.helpKey)))</li>")
            }
            out.append("</ul>")
            out.append("</section>")
        }
        out.append("</main>")
        out.append("<footer>")
        out.append("<p>\(h(words(CatalogText.pictureReportGenerator(ToolInfo.name, ToolInfo.version))))</p>")
        out.append("</footer>")
        out.append("</body>")
        out.append("</html>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The verdict and how many findings there are of each impact.
    static func summary(_ report: AuditReport, _ words: Wording) -> [String] {
        let h = SVGFormat.text
        var out = [#"<section id="summary" aria-labelledby="summary-heading">"#]
        out.append(#"<h2 id="summary-heading">\#(h(words(CatalogText.pictureReportSummary)))</h2>"#)
        let verdict = report.verdict(violations: report.findings.count, words)
        // A file that could not be read is the first thing to know: nothing of it was audited.
        for error in report.inputErrors {
            out.append(#"<p role="alert">\#(h(words(AuditKey.report(.inputError), error.file, error.message)))</p>"#)
        }
        out += verdict.map { "<p>\(h($0))</p>" }
        let counts = Impact.allCases.map { impact in (impact, report.findings.filter { $0.rule.impact == impact }.count) }
            .filter { $0.1 > 0 }
        if !counts.isEmpty {
            out.append("<ul>")
            for (impact, count) in counts {
                let line = words(CatalogText.pictureReportImpactCount(count, words(impact.wordKey)))
                out.append(#"<li><span class="impact impact-\#(impact.rawValue)">\#(h(line))</span></li>"#)
            }
            out.append("</ul>")
        }
        out.append("</section>")
        return out
    }

    /// Each screen's snapshot, its broken elements outlined with their findings' numbers.
    static func screens(_ pictures: AuditPictures, _ words: Wording) -> [String] {
        let h = SVGFormat.text
        var out = [#"<section id="screens" aria-labelledby="screens-heading">"#]
        out.append(#"<h2 id="screens-heading">\#(h(words(CatalogText.pictureReportScreens)))</h2>"#)
        for (index, screen) in pictures.screens.enumerated() {
            let marks = pictures.findings(on: screen)
            let snapshot = Snapshot(
                tree: screen.tree, strings: pictures.strings, language: screen.language, direction: screen.direction,
                findings: marks, document: screen.document, environment: screen.environment
            )
            let layout = snapshot.layout()
            let svg = snapshot.svg()
            let id = "screen-\(index + 1)"
            out.append(#"<section class="screen" aria-labelledby="\#(id)">"#)
            out.append(#"<h3 id="\#(id)">\#(h(screen.name))</h3>"#)
            let direction = AuditTextReporter.directionWord(screen.direction, words)
            out.append("<p>\(h(words(CatalogText.pictureReportScreenScope(screen.language.code, direction))))</p>")
            out.append("<figure>")
            let source = "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
            out.append(
                #"<img src="\#(source)" width="\#(Int(layout.width.rounded(.up)))" height="\#(Int(layout.height.rounded(.up)))" "#
                    + #"alt="\#(h(alternativeText(layout, screen, words)))">"#
            )
            out.append("<figcaption>\(h(words(CatalogText.pictureReportCaption)))</figcaption>")
            out.append("</figure>")
            out.append("</section>")
        }
        out.append("</section>")
        return out
    }

    /// What a picture shows, for a person who cannot see it: how many elements, and which are
    /// outlined with which findings.
    static func alternativeText(_ layout: Snapshot.Layout, _ screen: AuditPictures.Screen, _ words: Wording) -> String {
        let drawn = layout.entries.filter { $0.node.frame != nil }
        var text = words(CatalogText.pictureReportAlt(drawn.count, screen.tree.title))
        let marked = drawn.filter { !$0.findings.isEmpty }
        if !marked.isEmpty {
            let items = marked.map { entry in
                words(CatalogText.pictureReportAltFinding(String(entry.number), entry.node.label, Snapshot.numbers(entry.findings, words)))
            }
            text += " " + words(CatalogText.pictureReportAltFindings(marked.count, items.joined(separator: words.listSeparator)))
        }
        return text
    }

    /// Each broken rule: its id, impact and help, and its numbered findings.
    static func rulesBroken(_ pictures: AuditPictures, _ words: Wording) -> [String] {
        let h = SVGFormat.text
        var out = [#"<section id="rules-broken" aria-labelledby="rules-broken-heading">"#]
        out.append(#"<h2 id="rules-broken-heading">\#(h(words(CatalogText.pictureReportRulesBroken)))</h2>"#)
        let violations = pictures.report.violations
        if violations.isEmpty { out.append("<p>\(h(words(CatalogText.pictureReportNoneBroken)))</p>") }
        var number = 0
        for (rule, findings) in violations {
            out.append(#"<section class="rule" aria-labelledby="rule-\#(rule.id)">"#)
            out.append(#"<h3 id="rule-\#(rule.id)"><code>\#(h(rule.id))</code></h3>"#)
            let impact = words(CatalogText.pictureReportImpact(words(rule.impact.wordKey)))
            out.append(#"<p><span class="impact impact-\#(rule.impact.rawValue)">\#(h(impact))</span></p>"#)
            out.append("<p>\(h(words(rule.helpKey)))</p>")
            out.append(#"<ol class="findings">"#)
            for (index, finding) in findings.enumerated() {
                number += 1
                guard index < maximumFindingsPerRule else { continue }
                let line = words(
                    AuditKey.report(.node), AuditTextReporter.location(finding, words),
                    finding.summary(words.strings, words.language)
                )
                out.append(
                    #"<li id="finding-\#(number)"><strong>\#(h(words(CatalogText.pictureReportFindingNumber(String(number)))))</strong> "#
                        + "\(h(line))</li>"
                )
            }
            if findings.count > maximumFindingsPerRule {
                let more = words(CatalogText.pictureReportMoreFindings(findings.count - maximumFindingsPerRule, words.strings.number(maximumFindingsPerRule, words.language)))
                out.append("<li>\(h(more))</li>")
            }
            out.append("</ol>")
            out.append("</section>")
        }
        out.append("</section>")
        return out
    }

    /// The most findings of one rule a report lists: a board of a million photos that all break
    /// a rule would otherwise make a page of gigabytes. The rest are counted; the other formats
    /// list them all.
    public static let maximumFindingsPerRule = 200

    /// The page's style: readable, high-contrast, a visible focus and a skip link that shows on focus.
    static let style = """
        :root { color: #1C1C1E; background: #FFFFFF; font-family: "DejaVu Sans", "Noto Sans", sans-serif; line-height: 1.5; }
        body { margin: 0 auto; max-width: 60rem; padding: 0 1rem 2rem; }
        a { color: #0B57D0; }
        a:focus-visible { outline: 3px solid #0B57D0; outline-offset: 2px; }
        .skip { position: absolute; left: -100rem; top: 0.5rem; background: #FFFFFF; padding: 0.5rem; }
        .skip:focus { left: 0.5rem; }
        nav ul { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; padding: 0; }
        figure { margin: 1rem 0; }
        img { max-width: 100%; height: auto; border: 1px solid #8E8E93; }
        figcaption { color: #3A3A3C; max-width: 40rem; }
        .impact { display: inline-block; color: #FFFFFF; border-radius: 0.25rem; padding: 0 0.5rem; font-weight: bold; }
        .impact-critical { background: #8E0000; }
        .impact-serious { background: #9A4A00; }
        .impact-moderate { background: #5C5F00; }
        .impact-minor { background: #3A3A3C; }
        .findings { list-style: none; padding: 0; }
        .findings li { margin: 0.5rem 0; }
        code { font-family: "DejaVu Sans Mono", monospace; }

        """
}
