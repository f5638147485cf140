// SPDX-License-Identifier: GPL-3.0-or-later
import Audit
import Localization
import Semantics
import Widgets

/// Writes help the way swift-argument-parser lays it out (OVERVIEW, USAGE, ARGUMENTS, OPTIONS),
/// generated from the subcommands' specs and worded from the catalog.
struct HelpGenerator {
    /// Where the words come from.
    let strings: Strings
    /// The reader's language.
    let language: Language

    /// The widest a help line gets before it wraps.
    static let width = 100
    /// The column descriptions start at.
    static let descriptionColumn = 24

    private func text(_ text: CatalogText) -> String {
        strings.text(text, language)
    }

    private var screens: String { DemoScreen.allCases.map(\.rawValue).joined(separator: ", ") }

    /// The help of one subcommand.
    func help(for command: Subcommand) -> String {
        var sections = [paragraph(text(.helpSectionOverview) + " " + text(command.overviewKey))]
        sections.append(usage(of: command))
        let arguments = command.arguments.flatMap(\.alternatives)
        if !arguments.isEmpty {
            sections.append(([text(.helpSectionArguments)] + arguments.map { argument in
                row(text(argument.nameKey), text(argument.help(screens)))
            }).joined(separator: "\n"))
        }
        let options = command.options.map { option in
            row(label(of: option), text(option.help(option.described)))
        } + [row("-h, --help", text(.helpOptionHelp))]
        sections.append(([text(.helpSectionOptions)] + options).joined(separator: "\n"))
        if command.listsRules {
            let rules = AuditRule.allCases.map(\.id).joined(separator: ", ") + "."
            sections.append(text(.helpSectionRules) + "\n" + wrap(rules, indent: 2, first: 2))
        }
        if let key = command.exitStatusKey {
            sections.append(paragraph(text(.helpSectionExitStatus) + " " + text(key)))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `rotor help`: every subcommand in a line, the screens, and where to read more.
    func overview() -> String {
        let rows = Subcommand.all.map { command in
            row(([command.name] + command.actions + command.arguments.map(usage(of:))).joined(separator: " "), text(command.summaryKey))
        }
        return [
            paragraph(text(.helpSectionOverview) + " " + text(.helpOverview)),
            text(.helpSectionUsage) + " rotor " + text(.helpOverviewUsage),
            ([text(.helpSectionSubcommands)] + rows).joined(separator: "\n"),
            text(.helpSectionScreens) + " " + screens,
            text(.helpSeeSubcommand),
        ].joined(separator: "\n\n") + "\n"
    }

    /// USAGE: the name, its words, its arguments and every option, wrapped under the name.
    private func usage(of command: Subcommand) -> String {
        let name = command.isDefault ? "[\(command.name)]" : command.name
        let prefix = ([text(.helpSectionUsage), "rotor", name] + command.actions).joined(separator: " ")
        let tokens = command.arguments.map(usage(of:)) + command.options.map { option in
            "[" + label(of: option) + (option.repeatable ? " ..." : "") + "]"
        }
        var lines = [prefix]
        let indent = String(repeating: " ", count: prefix.count + 1)
        for token in tokens {
            if lines[lines.count - 1].count + 1 + token.count > Self.width {
                lines.append(indent + token)
            } else {
                lines[lines.count - 1] += " " + token
            }
        }
        return lines.joined(separator: "\n")
    }

    /// SCREEN|FILE, with `...` when it repeats and brackets when it may be left out.
    private func usage(of argument: ArgumentSpec) -> String {
        let names = argument.alternatives.map { text($0.nameKey) }.joined(separator: "|") + (argument.repeating ? " ..." : "")
        return argument.optional ? "[\(names)]" : names
    }

    /// `--name` and, for an option with a value, its placeholder.
    private func label(of option: OptionSpec) -> String {
        guard let values = option.values else { return "--" + option.name }
        let placeholder = switch option.valueName {
        case .choices: values.isEmpty ? "VALUE" : values.joined(separator: "|")
        case .literal(let name): name
        case .word(let key): text(key)
        }
        return "--\(option.name) \(placeholder)"
    }

    /// A label and its description in two columns, the description wrapped under itself.
    private func row(_ label: String, _ description: String) -> String {
        let start = "  " + label
        let padded = start.count + 2 <= Self.descriptionColumn
            ? start + String(repeating: " ", count: Self.descriptionColumn - start.count)
            : start + "  "
        return wrap(description, indent: Self.descriptionColumn, first: padded.count, prefix: padded)
    }

    /// A paragraph wrapped to the width.
    private func paragraph(_ words: String) -> String {
        let first = words.prefix { $0 != " " }
        return wrap(String(words.dropFirst(first.count + 1)), indent: 0, first: first.count + 1, prefix: first + " ")
    }

    /// Words wrapped to the width: the first line after `prefix` (of `first` columns), the rest
    /// indented by `indent`.
    private func wrap(_ words: String, indent: Int, first: Int, prefix: String? = nil) -> String {
        var lines = [prefix ?? String(repeating: " ", count: first)]
        var lineHasWords = false
        for word in words.split(separator: " ", omittingEmptySubsequences: false) {
            if lineHasWords, lines[lines.count - 1].count + 1 + word.count > Self.width {
                lines.append(String(repeating: " ", count: indent))
                lineHasWords = false
            }
            lines[lines.count - 1] += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        return lines.joined(separator: "\n")
    }
}
