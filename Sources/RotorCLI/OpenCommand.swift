// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Semantics
import Speech
import SystemInterface
import Widgets

/// `rotor [open SCREEN|FILE]`: the interactive screen reader, or script mode when standard
/// input is not a terminal. With nothing named, a tour of every demo that arrows alone can walk.
enum OpenCommand {
    static let spec = Subcommand(
        name: "open",
        overviewKey: .openOverview,
        summaryKey: .openSummary,
        arguments: [ArgumentSpec(
            alternatives: [
                CommonOptions.screen,
                .init(nameKey: .valueFile, helpKey: .argumentEditedFile),
                .init(nameKey: .valueFolder, helpKey: .argumentFolder),
            ],
            optional: true, repeating: false
        )],
        options: CommonOptions.environmentSpecs + CommonOptions.speakerSpecs
            + [.value("as", [DemoScreen.photoGrid.rawValue], help: .optionAs)],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let environment = try CommonOptions.environment(invocation, &context)
        try CommonOptions.expectAtMost(1, invocation, command: spec.name)
        let failure = OutputFailure()
        let announcer = SpeakerOptions.announcer(invocation, print: failure.printer(context.output))
        let strings = context.strings
        let signals: SignalPipe
        do {
            signals = try SignalPipe(routing: InteractiveRunner.handledSignals)
        } catch {
            throw .system(error)
        }
        let source: DocumentSource
        do {
            source = try DocumentSource.resolve(
                invocation.positionals.first ?? DemoScreen.photoBoard.rawValue, openAs: invocation.value("as"), edit: true
            )
        } catch {
            guard case .document(let problem) = error else { throw error }
            // A bad file is said and printed, and left exactly as it was.
            let session = Session(screen: "", document: .deckFan(.init()), environment: environment, strings: strings)
            announcer.deliver(Reply([session.errorWords.describe(problem)], isError: true), session)
            announcer.speaker.waitUntilIdle()
            try failure.check()
            return 1
        }
        var session = Session(
            screen: source.name, document: source.document, environment: environment, strings: strings,
            voice: SpeakerOptions.voice(invocation), editableScreen: source.file == nil ? nil : source.name
        )
        session.tour = invocation.positionals.isEmpty
        session.directionFollowsLanguage = invocation.value("direction") == nil
        let driver = SessionDriver(session: session, announcer: announcer, file: source.file)
        let end: SessionEnd
        if Posix.isTerminal(STDIN_FILENO) && Posix.isTerminal(STDOUT_FILENO) {
            end = InteractiveRunner(driver: driver, signals: signals, historyPath: StatePaths.commandHistory(context.variables)).run()
        } else {
            end = ScriptRunner.run(driver, signals: signals)
        }
        let finished = SpeakerOptions.finish(announcer, context, language: environment.language)
        source.file?.close()
        if case .signal(let signal) = end { SignalPipe.dieOf(signal) }
        try failure.check()
        return finished
    }
}
