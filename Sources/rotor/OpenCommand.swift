// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Semantics
import Speech
import Widgets

/// `rotor [open SCREEN]`: the interactive screen reader, or script mode when standard input
/// is not a terminal. With no screen, a tour of every demo that arrows alone can walk.
enum OpenCommand {
    static let options = CommonOptions.specs + SpeakerOptions.specs

    static func run(_ arguments: [String], _ strings: inout Strings, _ language: Language) throws(UsageError) -> Int32 {
        let invocation = try parseArguments(arguments, options: options, command: "open")
        if invocation.has("help") {
            Output.out(HelpCommand.text(for: "open", strings, language))
            return 0
        }
        let environment = try CommonOptions.environment(invocation, &strings, language)
        if invocation.positionals.count > 1 {
            throw .unexpectedArgument(command: "open", argument: invocation.positionals[1])
        }
        let screen = try invocation.positionals.first.map { name throws(UsageError) in try CommonOptions.screen(name) }
        var session = Session(
            screen: (screen ?? .photoBoard).rawValue, document: (screen ?? .photoBoard).document,
            environment: environment, strings: strings
        )
        session.tour = screen == nil
        let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let announcer = SpeakerOptions.announcer(invocation) { line in Output.out(line + "\n") }
        let code: Int32
        if interactive {
            let history = StatePaths.commandHistory(ProcessInfo.processInfo.environment)
            code = InteractiveRunner(session: session, announcer: announcer, historyPath: history).run()
        } else {
            code = ScriptRunner.run(&session, announcer: announcer) { readLine(strippingNewline: true) }
        }
        let finished = SpeakerOptions.finish(announcer) { SpeechErrorWords.describe($0, strings, environment.language) }
        return code == 0 ? finished : code
    }
}
