// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Localization
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
        var environment = try CommonOptions.environment(invocation, &context)
        try CommonOptions.expectAtMost(1, invocation, command: spec.name)
        // The person's settings, under what the command line says.
        let settingsFile = StatePaths.settings(context.variables).map(SettingsFile.init(path:))
        let (loaded, problem) = settingsFile?.load() ?? (Settings(), nil)
        let settings = loaded ?? Settings()
        if invocation.value(CommonOptions.lang.name) == nil, let language = settings.language {
            environment.language = language
            environment.layoutDirection = language.defaultLayoutDirection
        }
        if invocation.value(CommonOptions.direction.name) == nil, let direction = settings.direction {
            environment.layoutDirection = direction
        }
        environment.reduceMotion = environment.reduceMotion || settings.reduceMotion
        let failure = OutputFailure()
        let announcer = SpeakerOptions.announcer(invocation, context, print: failure.printer(context.output))
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
            // A bad file is said, and printed on standard error, and left exactly as it was.
            let session = Session(screen: "", document: .deckFan(.init()), environment: environment, strings: strings)
            let message = session.errorWords.describe(problem)
            SpeakerOptions.ready(announcer)
            context.report(message)
            announcer.echo(message, kind: .text, session)
            announcer.speaker.waitUntilIdle()
            return 1
        }
        var session = Session(
            screen: source.name, document: source.document, environment: environment, strings: strings,
            voice: SpeakerOptions.voice(invocation), editableScreen: source.file == nil ? nil : source.name
        )
        session.tour = invocation.positionals.isEmpty
        session.settings = settings
        session.voice = SpeakerOptions.voice(invocation, session.voice)
        session.chosenLanguage = invocation.value(CommonOptions.lang.name).flatMap(Language.init(code:)) ?? settings.language
        session.chosenDirection = invocation.value(CommonOptions.direction.name).flatMap(LayoutDirection.init(rawValue:))
            ?? settings.direction
        // The document is read and its tree built while the speaker started; now it must be ready.
        SpeakerOptions.ready(announcer)
        let settingsProblem = problem.map { session.text(.consoleSettingsProblem, settingsFile?.path ?? "", session.errorWords.describe($0)) }
        let driver = SessionDriver(
            session: session, announcer: announcer, file: source.file,
            // A settings file that cannot be used is left as the person wrote it.
            settingsFile: problem == nil ? settingsFile : nil, startNotices: settingsProblem.map { [$0] } ?? []
        )
        let end: SessionEnd
        if Posix.isTerminal(.standardInput) && Posix.isTerminal(.standardOutput) {
            end = InteractiveRunner(driver: driver, signals: signals, historyPath: StatePaths.commandHistory(context.variables)).run()
        } else {
            end = ScriptRunner.run(driver, signals: signals)
        }
        driver.finishSaving()
        let finished = SpeakerOptions.finish(announcer, context, language: environment.language)
        // A session ended by a signal or by the end of its script keeps what it could not save.
        var code = finished
        let interactive = Posix.isTerminal(.standardInput) && Posix.isTerminal(.standardOutput)
        if case .signal = end { driver.keepUnsavedChanges() }
        if case .finished = end, !interactive, driver.unsavedChanges > 0, let file = source.file {
            let words = driver.session.errorWords
            if let kept = driver.keepUnsavedChanges() {
                context.report(words.text(.unsavedKept, number: driver.unsavedChanges, file.path, kept))
            } else {
                context.report(words.text(.unsavedLost, number: driver.unsavedChanges, file.path))
            }
            code = 1
        }
        source.file?.close()
        if case .signal(let signal) = end { SignalPipe.dieOf(signal) }
        try failure.check()
        // A script whose commands did not all work says so with its exit code.
        if !interactive, driver.anyCommandFailed { code = 1 }
        return code
    }
}
