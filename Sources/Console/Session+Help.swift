// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TextSafety

extension Session {
    /// `help`: every command, a heading for each group and a line for each command with what
    /// it does; `help GROUP`: one group; `help COMMAND`: one command; `help keys`: the keys.
    func help(_ topic: String) -> Reply {
        let topic = topic.lowercased()
        if topic.isEmpty {
            return Reply([text(.consoleHelpIntro)] + CommandGroup.allCases.flatMap(helpLines))
        }
        if topic == "keys" {
            let bound = KeyBinding.all.map { text(.consoleKeyLine(text($0.nameKey), text($0.descriptionKey))) }
            let fixed = KeyBinding.fixed.map { text(.consoleKeyLine(text($0.nameKey), text($0.descriptionKey))) }
            return Reply([text(.consoleKeysIntro)] + bound + fixed)
        }
        if let group = CommandGroup(rawValue: topic) { return Reply(helpLines(group)) }
        guard let spec = Command.spec(named: topic) else {
            let topics = Command.specs.map(\.name) + CommandGroup.allCases.map(\.rawValue) + ["keys"]
            let suggestion = Command.synonyms[topic] ?? Suggestion.closest(to: topic, among: topics)
            return Reply([errorWords.describe(CommandError.unknown(topic, suggestion: suggestion))], isError: true)
        }
        let aliases = spec.aliases.isEmpty ? "" : " " + text(.consoleAliases(spec.aliases.joined(separator: listSeparator)))
        return Reply([text(.consoleKeyLine(usage(of: spec), strings.text(CommandHelpKey(spec.name), environment.language))) + aliases])
    }

    /// A group's heading, then a line for each of its commands: "next (n): Move to the next element."
    private func helpLines(_ group: CommandGroup) -> [String] {
        let lines = Command.specs.filter { $0.group == group }.map { spec in
            let aliases = spec.aliases.isEmpty ? "" : " (" + spec.aliases.joined(separator: listSeparator) + ")"
            return text(.consoleKeyLine(usage(of: spec) + aliases, strings.text(CommandHelpKey(spec.name), environment.language)))
        }
        return [text(group.headingKey)] + lines
    }

    /// A command as it is typed: its name and what its argument is ("do ACTION", "rotor [UNIT]").
    private func usage(of spec: Command.Spec) -> String {
        guard let argument = spec.argument else { return spec.name }
        return spec.name + " " + (spec.argumentIsOptional ? "[" + argument + "]" : argument)
    }

    /// `history`: the last things spoken; `history TEXT`: those that hold the text.
    func history(_ filter: String) -> Reply {
        let needle = BidiIsolation.removingControls(filter).lowercased()
        let matches = spoken.filter { needle.isEmpty || BidiIsolation.removingControls($0).lowercased().holds(needle) }
        guard !matches.isEmpty else { return Reply([text(.consoleHistoryEmpty)]) }
        return Reply(Array(matches.suffix(20)))
    }
}
