// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TextSafety

extension Session {
    /// `help`: the commands; `help COMMAND`: one of them; `help keys`: the key bindings.
    func help(_ topic: String) -> Reply {
        let topic = topic.lowercased()
        if topic.isEmpty {
            return Reply([text(.consoleHelpIntro), Command.specs.map(\.name).joined(separator: listSeparator)])
        }
        if topic == "keys" {
            let bound = KeyBinding.all.map { text(.consoleKeyLine, text($0.nameKey), text($0.descriptionKey)) }
            let fixed = KeyBinding.fixed.map { text(.consoleKeyLine, text($0.nameKey), text($0.descriptionKey)) }
            return Reply([text(.consoleKeysIntro)] + bound + fixed)
        }
        guard let spec = Command.spec(named: topic) else {
            let suggestion = Suggestion.closest(to: topic, among: Command.specs.map(\.name) + ["keys"])
            return Reply([errorWords.describe(CommandError.unknown(topic, suggestion: suggestion))], isError: true)
        }
        let usage = ([spec.name] + (spec.argument.map { [$0] } ?? [])).joined(separator: " ")
        let aliases = spec.aliases.isEmpty ? "" : " " + text(.consoleAliases, spec.aliases.joined(separator: listSeparator))
        return Reply([usage + ": " + strings.text(CommandHelpKey(spec.name), environment.language) + aliases])
    }

    /// `history`: the last things spoken; `history TEXT`: those that hold the text.
    func history(_ filter: String) -> Reply {
        let needle = BidiIsolation.removingControls(filter).lowercased()
        let matches = spoken.filter { needle.isEmpty || BidiIsolation.removingControls($0).lowercased().holds(needle) }
        guard !matches.isEmpty else { return Reply([text(.consoleHistoryEmpty)]) }
        return Reply(Array(matches.suffix(20)))
    }
}
