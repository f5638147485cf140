// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Widgets

/// A view read from its source (`rotor open FILE.swift`): what the source leaves open about
/// the focused element, flipping a condition to hear the view's other state, and the audit's
/// findings on the view.
extension Session {
    /// What an element of a view read from its source says after its phrase: the audit's
    /// findings on it, and (with hints on) that it has another state, or stands for data the
    /// source cannot see.
    func sourceNotes(for node: AccessibilityNode) -> [String] {
        guard case .source = document, let sources = builder.sources else { return [] }
        var said = (sources.findingsByElement[node.id] ?? []).map { text(.consoleSourceIssue($0)) }
        guard settings.verbosity.hints, let note = sources.notes[node.id] else { return said }
        if let condition = note.alternatives.first {
            said.append(text(.consoleSourceAlternative(condition, commandWords.shown(command: "flip"))))
        }
        if note.templated { said.append(text(.consoleSourceTemplated)) }
        return said
    }

    /// `flip [CONDITION]`: the other branch of a condition of the view (the focused element's
    /// first, unless named), as a step that `undo` takes back.
    mutating func flip(_ condition: String) -> Reply {
        guard case .source = document, let sources = builder.sources else {
            return Reply([text(.consoleFlipNotSource)], isError: true)
        }
        let named = condition.trimmingCharacters(in: .whitespaces)
        if named.isEmpty {
            guard let first = focused.flatMap({ sources.notes[$0.id]?.alternatives.first }) else {
                return Reply([text(.consoleFlipNothing)], isError: true)
            }
            return apply(.source(.flip(first)))
        }
        // A condition is named as the code writes it; one the view does not have is refused
        // rather than flipped to no effect.
        let known = Array(Set(sources.notes.values.flatMap(\.alternatives))).sorted()
        guard let chosen = known.first(where: { $0 == named }) ?? known.first(where: { $0.lowercased() == named.lowercased() }) else {
            let listed = known.isEmpty ? text(.consoleFlipNothing) : text(.consoleFlipUnknown(named, known.joined(separator: ", ")))
            return Reply([listed], isError: true)
        }
        return apply(.source(.flip(chosen)))
    }

    /// `issues`: the audit's findings on the view, walked a line at a time in a terminal.
    mutating func issues() -> Reply {
        guard case .source = document, let sources = builder.sources else {
            return Reply([text(.consoleFlipNotSource)], isError: true)
        }
        let lines = sources.shownFindings.map { text(.consoleSourceIssueAt($0.message, number($0.line))) }
        guard !lines.isEmpty else { return Reply([text(.consoleSourceNoIssues)]) }
        guard walksLists else { return Reply([text(.consoleSourceIssuesIntro(lines.count))] + lines) }
        list = WalkList(kind: .issues, lines: lines, position: 0)
        return Reply([text(.consoleSourceIssuesIntro(lines.count)), lines[0]])
    }
}
