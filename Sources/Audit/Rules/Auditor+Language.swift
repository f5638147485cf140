// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics

/// The language rule: no text of a translated tree falls back to English.
extension Auditor {
    /// Every text of the tree (title, group labels, labels, values, hints, action names) that is
    /// the English of a catalog entry translated differently, or not at all. The words a person
    /// wrote into their own file are theirs: "To do" is a column of theirs, not a catalog word
    /// left in English.
    func fallbackFindings(_ c: TreeContext) -> [AuditFinding] {
        let matcher = FallbackMatcher(strings: c.strings, language: c.language)
        let own = c.target.document.ownWords
        var found: [AuditFinding] = []
        // Every card of a board shares its column's action names: each distinct text is matched
        // once, not once per card and column.
        var matched: [String: String?] = [:]
        func check(_ text: String, _ element: String) {
            let key: String?
            if let known = matched[text] {
                key = known
            } else {
                key = matcher.match(text, ignoring: own)
                matched[text] = key
            }
            guard let key else { return }
            found.append(c.finding(.languageFallback, element: element, .fallback, [.text(text), .text(key)]))
        }
        var fallenBackMoves: [ObjectIdentifier: [String]] = [:]
        func fallenBack(_ moves: ColumnMoves) -> [String] {
            if let known = fallenBackMoves[ObjectIdentifier(moves)] { return known }
            let names = moves.targets.map(\.name).filter { name in
                if let known = matched[name] { return known != nil }
                let key = matcher.match(name, ignoring: own)
                matched[name] = key
                return key != nil
            }
            fallenBackMoves[ObjectIdentifier(moves)] = names
            return names
        }
        check(c.tree.title, "")
        for group in c.tree.groups {
            check(group.label, group.id.description)
            for node in group.elements {
                // A column's shared moves: only the names that fell back, found once per column.
                let moves = node.moves.map(fallenBack) ?? []
                for text in [node.label, node.value, node.hint] + moves + node.ownActions.map(\.name) {
                    check(text, node.id.description)
                }
            }
        }
        return found
    }

    /// The catalog's entries with no translation in a language: they are read in English.
    func missingTranslationCheck(_ language: Language) -> AuditReport.Check {
        let scope = AuditScope(language: language)
        let findings = strings.missingKeys(in: language).map { key in
            AuditFinding(
                rule: .languageFallback, scope: scope, element: key,
                kind: .missingTranslation, arguments: [.text(key)]
            )
        }
        return AuditReport.Check(rule: .languageFallback, scope: scope, findings: findings)
    }
}
