// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

/// The contrast rules: the originals' colours (or a board file's own) in each appearance,
/// judged by WCAG 2.2's contrast ratio.
///
/// Text (1.4.3) needs 4.5:1, or 3:1 when large (18 points, or 14 points and bold); its colour is
/// laid over what is behind it first, so `.secondary` and white at 80 % are judged as drawn.
/// Behind a text on a gradient, the worst point of its rows counts. An actionable element
/// with no text of its own (a card of the deck, a photo card, the tile) needs 3:1 against what
/// is behind it (1.4.11): the best of its colours against the best point behind it counts,
/// since one edge that stands out is enough to find it.
extension Auditor {
    /// WCAG 2.2 1.4.3's ratio for text.
    static let textContrast = 4.5
    /// WCAG 2.2 1.4.3's ratio for large text, and 1.4.11's for non-text.
    static let largeContrast = 3.0

    func contrastFindings(_ c: TreeContext) -> [(AuditRule, [AuditFinding])] {
        var text: [AuditFinding] = []
        var nonText: [AuditFinding] = []
        for appearance in appearances {
            let judge = ContrastJudge(context: c, appearance: appearance)
            switch c.target.document {
            case .photoBoard(let board): judge.photoBoard(board, &text, &nonText)
            case .photoGrid: judge.photoGrid(&text)
            case .deckFan(let deck): judge.deck(deck, &nonText)
            case .kanban: judge.kanban(&text)
            case .snapCorner(let tile): judge.snapCorner(tile, &text, &nonText)
            // A view read from its source has no colours Rotor knows.
            case .source: break
            }
        }
        return [(.contrastText, text), (.contrastNonText, nonText)]
    }
}
