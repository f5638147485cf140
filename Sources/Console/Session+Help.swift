// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TextSafety

extension Session {
    /// `help`: every command, a heading for each group and a line for each command with what
    /// it does, then the keys; `help GROUP` and `help keys`: from that group; `help COMMAND`: one
    /// command; `help here`: the focused element, what it is and which actions and keys apply.
    ///
    /// In a terminal (``walksLists``) help is a list walked a line at a time (``WalkList``),
    /// opened on the group asked for; in a script it is printed whole.
    mutating func help(_ topic: String) -> Reply {
        let topic = topic.lowercased()
        if topic == "here" { return Reply(helpHere()) }
        let here = focused == nil ? [] : [hereLines()]
        let commands = CommandGroup.allCases.map(commandLines)
        let groups = here + commands + [keyLines()]
        var opening: Int?
        if topic.isEmpty {
            opening = 0
        } else if topic == "keys" {
            opening = groups.count - 1
        } else if let group = CommandGroup(rawValue: topic), let index = CommandGroup.allCases.firstIndex(of: group) {
            opening = here.count + index
        }
        if let opening {
            // A script prints what it asked for whole: every command, or one group.
            guard walksLists else {
                return Reply(topic.isEmpty ? [text(.consoleHelpIntro)] + commands.flatMap { $0 } : groups[opening])
            }
            var starts: [Int] = []
            var line = 0
            for group in groups {
                starts.append(line)
                line += group.count
            }
            let lines = groups.flatMap { $0 }
            list = WalkList(kind: .help, lines: lines, groupStarts: starts, position: starts[opening])
            return Reply([text(.consoleHelpListIntro(lines.count)), lines[starts[opening]]])
        }
        guard let spec = Command.spec(named: topic) else {
            let topics = Command.specs.map(\.name) + CommandGroup.allCases.map(\.rawValue) + ["keys", "here"]
            let suggestion = Command.synonyms[topic] ?? Suggestion.closest(to: topic, among: topics + commandWords.localCommandNames)
            return Reply([errorWords.describe(CommandError.unknown(topic, suggestion: suggestion))], isError: true)
        }
        return Reply([helpLine(spec, aliasesInWords: true)])
    }

    /// The focused element's group of help: its heading, then ``helpHere()``.
    private func hereLines() -> [String] {
        [text(.consoleHelpGroupHere(typed("here")))] + helpHere()
    }

    /// A group of commands: its heading, then a line for each command.
    private func commandLines(_ group: CommandGroup) -> [String] {
        [text(group.heading(typed(group.rawValue)))] + Command.specs.filter { $0.group == group }.map { helpLine($0) }
    }

    /// The keys: a heading, then a line for each key, in the language's words.
    private func keyLines() -> [String] {
        let bound = KeyBinding.all.map { text(.consoleKeyLine(text($0.nameKey), text($0.descriptionKey))) }
        let fixed = KeyBinding.fixed.map { text(.consoleKeyLine(text($0.nameKey), text($0.descriptionKey))) }
        return [text(.consoleKeysIntro)] + bound + fixed
    }

    /// `help` and a topic as typed in the session's language: "help keys", "ayuda teclas".
    private func typed(_ topic: String) -> String {
        commandWords.shown(command: "help") + " " + commandWords.shown(value: topic)
    }

    /// A command's line of help: "next (n): Move to the next element."; in another language its
    /// own name first, the English one among the others ("siguiente (next, n): …").
    /// `help COMMAND` (`aliasesInWords`) says the short forms in a sentence of their own:
    /// "acciones (actions): Enumera las acciones del elemento. Abreviatura: ac."
    private func helpLine(_ spec: Command.Spec, aliasesInWords: Bool = false) -> String {
        let name = commandWords.shown(command: spec.name)
        let usage = name + (commandWords.shownArgument(of: spec).map { " " + $0 } ?? "")
        let english = name == spec.name ? [] : [spec.name]
        let description = strings.text(CommandHelpKey(spec.name), environment.language)
        if aliasesInWords {
            let named = english.isEmpty ? usage : usage + " (" + spec.name + ")"
            let line = text(.consoleKeyLine(named, description))
            return spec.aliases.isEmpty ? line : line + " " + text(.consoleAliases(spec.aliases.joined(separator: listSeparator)))
        }
        let others = english + spec.aliases
        guard !others.isEmpty else { return text(.consoleKeyLine(usage, description)) }
        return text(.consoleKeyLine(usage + " (" + others.joined(separator: listSeparator) + ")", description))
    }

    /// `help here` (Shift-F1, Control-X W): the focused element as VoiceOver says it, what kind
    /// of element it is and where, what Enter does, its actions and how to do them, its hint.
    func helpHere() -> [String] {
        guard let node = focused else { return [text(.consoleEmptyScreen)] }
        var lines = [phrase.spoken(node, environment.language)]
        let kind: CatalogText = if node.traits.contains(.button) {
            .consoleKindButton
        } else if node.traits.contains(.adjustable) {
            .consoleKindAdjustable
        } else if node.traits.contains(.link) {
            .consoleKindLink
        } else if node.traits.contains(.header) {
            .consoleKindHeading
        } else if node.traits.contains(.image) {
            .consoleKindImage
        } else if node.traits.contains(.staticText) {
            .consoleKindText
        } else {
            .consoleKindElement
        }
        lines.append(text(kind) + " " + whereAmI().utterances.joined(separator: listSeparator))
        if node.defaultAction != nil {
            lines.append(text(.consoleHelpEnterActivates))
        } else if !node.actions.isEmpty {
            lines.append(text(.consoleHelpEnterChosen))
        } else {
            lines.append(text(.consoleHelpEnterNothing))
        }
        if node.actions.isEmpty {
            lines.append(text(.consoleHelpNoActions))
        } else {
            lines.append(text(.consoleHelpActions(node.actions.map(\.name).joined(separator: listSeparator), commandWords.shown(command: "do"))))
        }
        if !node.hint.isEmpty { lines.append(text(.consoleHelpHint(node.hint))) }
        return lines
    }

    /// `history` (Shift-F3, Control-X E): in a terminal, everything said this session, the
    /// latest last, as a list walked from the latest back; `history TEXT`: what holds the text.
    /// In a script, the last 20.
    mutating func history(_ filter: String) -> Reply {
        let needle = BidiIsolation.removingControls(filter).lowercased()
        let matches = spoken.filter { needle.isEmpty || BidiIsolation.removingControls($0).lowercased().holds(needle) }
        guard !matches.isEmpty else { return Reply([text(.consoleHistoryEmpty)]) }
        guard walksLists else { return Reply(Array(matches.suffix(20))) }
        list = WalkList(kind: .history, lines: matches, position: matches.count - 1)
        return Reply([text(.consoleHistoryListIntro(matches.count)), matches[matches.count - 1]])
    }

    /// The orientation the first start speaks (and `welcome` again): how to move, act, get
    /// help and quit, with the commands in the session's words.
    func orientation() -> [String] {
        let help = commandWords.shown(command: "help")
        return [
            text(.consoleWelcomeMove),
            text(.consoleWelcomeAct),
            text(.consoleWelcomeHelp(help, help + " " + commandWords.shown(value: "here"))),
            text(.consoleWelcomeQuit(commandWords.shown(command: "quit"), commandWords.shown(command: "welcome"))),
        ]
    }

    /// Keeps a line said outside a command's reply (Tab's choices, "No completions") in the
    /// history, so `history` steps through it too.
    public mutating func remember(_ line: String) {
        spoken.append(line)
        if spoken.count > 1_000 { spoken.removeFirst(spoken.count - 1_000) }
    }
}
