// SPDX-License-Identifier: GPL-3.0-or-later
@testable import RotorCLI
import Testing

/// Help is generated from what each subcommand accepts, so it cannot drift from it.
@Suite struct HelpTests {
    static let languages = ["C.UTF-8", "es_ES.UTF-8", "he_IL.UTF-8", "ar_EG.UTF-8"]

    @Test(arguments: Subcommand.all.map(\.name), languages)
    func everyAcceptedOptionAndArgumentIsInHelp(command: String, language: String) throws {
        let (status, captured) = CapturedOutput.run([command, "--help"], language: language)
        #expect(status == 0)
        let help = captured.standardOutput
        let spec = try #require(Subcommand.named(command))
        for option in spec.options {
            #expect(help.contains("  --\(option.name)"), "--\(option.name) is accepted by \(command) but not in its help")
            #expect(help.contains("[--\(option.name)"), "--\(option.name) is not in the usage line of \(command)")
        }
        #expect(help.contains("-h, --help"))
        for line in help.split(separator: "\n") {
            #expect(line.count <= HelpGenerator.width || !line.dropFirst(HelpGenerator.descriptionColumn).contains(" "),
                    "a help line is longer than \(HelpGenerator.width) columns: \(line)")
        }
        #expect(!help.contains("%@") && help.firstMatch(of: /help\.[a-z]/) == nil, "a placeholder or a key leaked into help")
    }

    @Test(arguments: Subcommand.all.map(\.name))
    func everyOptionInHelpIsAccepted(command: String) throws {
        let spec = try #require(Subcommand.named(command))
        for option in spec.options {
            let arguments = ["--\(option.name)"] + (option.sample.map { [$0] } ?? [])
            #expect(throws: Never.self) { _ = try parseArguments(arguments, options: spec.options, command: command) }
        }
    }

    @Test(arguments: [
        (["--help"], "C.UTF-8", "USAGE: rotor [open]"),
        (["help", "transcript"], "es_ES.UTF-8", "USO: rotor transcript PANTALLA|ARCHIVO"),
        (["audit", "--help"], "C.UTF-8", "OVERVIEW: Audit screens"),
        (["help", "audit"], "es_ES.UTF-8", "RESUMEN: Audita pantallas"),
        (["help", "transcript"], "he_IL.UTF-8", "שימוש: rotor transcript מסך|קובץ"),
        (["help", "say"], "ar_EG.UTF-8", "الاستخدام: rotor say نص"),
    ])
    func helpIsInTheReadersLanguage(arguments: [String], language: String, words: String) {
        let (status, captured) = CapturedOutput.run(arguments, language: language)
        #expect(status == 0)
        #expect(captured.standardOutput.contains(words), "\(captured.standardOutput)")
    }

    @Test func theOverviewListsEverySubcommandAndScreen() {
        let (_, captured) = CapturedOutput.run(["help"])
        let overview = captured.standardOutput
        #expect(overview.contains("  audit [SCREEN|FILE|FOLDER ...]"))
        #expect(overview.contains("  l10n check [CATALOG ...]"))
        for command in Subcommand.all { #expect(overview.contains("  \(command.name)")) }
        #expect(overview.contains("SCREENS: photo-board, photo-grid, deck-fan, kanban, snap-corner"))
    }

    @Test func auditHelpListsEveryRule() {
        let (_, captured) = CapturedOutput.run(["audit", "--help"])
        #expect(captured.standardOutput.contains("parity-drag-action"))
        #expect(captured.standardOutput.contains("language-fallback,") && captured.standardOutput.contains("review-duplicate-label-screen."))
        #expect(captured.standardOutput.contains("geometry-target-size,") && captured.standardOutput.contains("contrast-text,"))
        #expect(captured.standardOutput.contains("EXIT STATUS: 0 when no violation is at or above --fail-on, 1 when one is, 65 when a file"))
    }
}
