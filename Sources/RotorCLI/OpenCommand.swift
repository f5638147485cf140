// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Documents
import Foundation
import Semantics
import Speech
import Widgets

/// `rotor [open SCREEN|FILE]`: the interactive screen reader, or script mode when standard
/// input is not a terminal. With nothing named, a tour of every demo that arrows alone can walk.
enum OpenCommand {
    static let options = CommonOptions.specs + SpeakerOptions.specs + [.value("as", [DemoScreen.photoGrid.rawValue])]

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
        let announcer = SpeakerOptions.announcer(invocation) { line in Output.out(line + "\n") }
        let words = DocumentWords(strings: strings, language: environment.language)
        let source: DocumentSource
        do {
            source = try DocumentSource.resolve(
                invocation.positionals.first ?? DemoScreen.photoBoard.rawValue, openAs: invocation.value("as"), edit: true
            )
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .folderNeedsAs(let path): throw .folderNeedsAs(path)
            case .document(let problem):
                // A bad file is said and printed, and left exactly as it was.
                let session = Session(screen: "", document: .deckFan(.init()), environment: environment, strings: strings)
                announcer.deliver(Reply([words.describe(problem)], isError: true), session)
                announcer.speaker.waitUntilIdle()
                return 1
            }
        }
        var session = Session(
            screen: source.name, document: source.document, environment: environment, strings: strings,
            editableScreen: source.file == nil ? nil : source.name
        )
        session.tour = invocation.positionals.isEmpty
        let driver = SessionDriver(session: session, announcer: announcer, file: source.file)
        let code: Int32
        if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
            let history = StatePaths.commandHistory(ProcessInfo.processInfo.environment)
            code = InteractiveRunner(driver: driver, historyPath: history).run()
        } else {
            code = ScriptRunner.run(driver) { readLine(strippingNewline: true) }
        }
        let finished = SpeakerOptions.finish(announcer) { SpeechErrorWords.describe($0, strings, environment.language) }
        return code == 0 ? finished : code
    }
}
