// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
@testable import RotorCLI
import Testing

/// Every range help gives is the one the parser enforces, in every language: the bounds help
/// shows are accepted and the values just past them refused, and help names no other number.
/// (`rotor help say` said `--rate` took 80 to 450 in all four languages while the parser took
/// 80 to 1,350.)
@Suite struct OptionRangeTests {
    /// Every option with a range, with its subcommand.
    static var ranged: [(command: String, option: String)] {
        Subcommand.all.flatMap { command in
            command.options.compactMap { option -> (String, String)? in
                switch option.value {
                case .integer, .decimal, .size: (command.name, option.name)
                case .flag, .choice: nil
                }
            }
        }
    }

    /// The help line (and its wrapped continuation) of an option, without bidi isolates.
    static func row(_ option: String, in help: String) -> String? {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  --\(option) ") }) else { return nil }
        var row = [lines[start]]
        for line in lines[(start + 1)...] {
            guard line.hasPrefix(String(repeating: " ", count: HelpGenerator.descriptionColumn)) else { break }
            row.append(line)
        }
        return row.joined(separator: " ").unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) }
            .map(String.init).joined()
    }

    @Test func thereAreRangesToCheck() {
        let names = Set(Self.ranged.map { "\($0.command) --\($0.option)" })
        #expect(names.isSuperset(of: ["say --rate", "l10n --max-ratio", "audit --screen", "snapshot --screen", "transcript --screen"]))
    }

    @Test(arguments: HelpTests.languages)
    func helpGivesTheRangeTheParserEnforces(language: String) throws {
        for (name, optionName) in Self.ranged {
            let command = try #require(Subcommand.named(name))
            let option = try #require(command.options.first { $0.name == optionName })
            let (status, captured) = CapturedOutput.run([name, "--help"], language: language)
            #expect(status == 0)
            let row = try #require(Self.row(optionName, in: captured.standardOutput), "\(name) --\(optionName) in \(language)")
            let described = option.described
            // The numbers help gives are the bounds and the default, as they are typed.
            let numbers = row.matches(of: /[0-9]+(?:\.[0-9]+)?/).map { String($0.output) }
            let allowed = Set([described.lower, described.upper] + described.defaultValue.components(separatedBy: "x"))
            #expect(numbers.contains(described.lower) && numbers.contains(described.upper), "\(row)")
            #expect(Set(numbers).isSubset(of: allowed), "\(name) --\(optionName) in \(language): \(numbers) against \(allowed)")
            // The parser takes the bounds and refuses what is just past them.
            let (inside, outside) = Self.values(option.value)
            for value in inside {
                #expect(option.check(value) == nil, "\(name) --\(optionName) \(value) should be accepted")
                #expect(throws: Never.self) { _ = try parseArguments(["--\(optionName)", value], options: command.options, command: name) }
            }
            for value in outside {
                #expect(option.check(value) != nil, "\(name) --\(optionName) \(value) should be refused")
                #expect(throws: RotorError.self) { _ = try parseArguments(["--\(optionName)", value], options: command.options, command: name) }
            }
        }
    }

    /// Values at the bounds, and values just past them.
    static func values(_ value: OptionSpec.Value) -> (inside: [String], outside: [String]) {
        switch value {
        case .flag, .choice:
            return ([], [])
        case .integer(let range, _):
            return ([range.lowerBound, range.upperBound].map(String.init), [range.lowerBound - 1, range.upperBound + 1].map(String.init))
        case .decimal(let range, _):
            return ([range.lowerBound, range.upperBound].map(OptionSpec.plain), ["\(range.lowerBound - 0.01)", "\(range.upperBound + 0.01)", "nan"])
        case .size(let range, _):
            let (low, high) = (OptionSpec.plain(range.lowerBound), OptionSpec.plain(range.upperBound))
            return (["\(low)x\(high)", "\(high)×\(low)"], ["\(OptionSpec.plain(range.lowerBound - 1))x\(low)", "\(low)x\(OptionSpec.plain(range.upperBound + 1))"])
        }
    }

    /// The figure docs/cli.md gives for `--rate` is the one help gives, in every language.
    @Test func sayRateIsEightyToThirteenFifty() throws {
        let cli = try String(contentsOf: DocsCoverageTests.root.appending(path: "docs/cli.md"), encoding: .utf8)
        #expect(cli.contains("80 to 1,350"))
        for language in HelpTests.languages {
            let (_, captured) = CapturedOutput.run(["help", "say"], language: language)
            let row = try #require(Self.row("rate", in: captured.standardOutput))
            #expect(row.contains("80") && row.contains("1350") && !row.contains("450 "), "\(language): \(row)")
        }
    }

    /// Too few or too many arguments are refused from the specs, before a command runs.
    @Test(arguments: [
        (["say"], "Missing argument TEXT."), (["new", "kanban"], "Missing argument FILE."),
        (["new"], "Missing argument KIND."), (["transcript"], "Missing argument SCREEN|FILE|FILE.swift|FOLDER."),
        (["snapshot", "kanban", "deck-fan"], "Unexpected argument 'deck-fan'."),
        (["open", "kanban", "deck-fan"], "Unexpected argument 'deck-fan'."),
        (["help", "say", "open"], "Unexpected argument 'open'."), (["l10n"], "Missing argument check."),
        (["new", "kanban", "a.json", "b.json"], "Unexpected argument 'b.json'."),
    ])
    func argumentCountsComeFromTheSpecs(arguments: [String], message: String) {
        let (status, captured) = CapturedOutput.run(arguments)
        #expect(status == RotorCommand.usageExitCode)
        #expect(captured.standardError.hasPrefix(message), "\(captured.standardError)")
    }
}
