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
        overviewKey: .helpOpenOverview,
        summaryKey: .helpOpenSummary,
        arguments: [ArgumentSpec(
            alternatives: [
                CommonOptions.screen,
                .init(nameKey: .helpValueFile, helpKey: .helpArgumentEditedFile),
                .init(nameKey: .helpValueFolder, helpKey: .helpArgumentFolder),
                CommonOptions.swiftSource,
            ],
            optional: true, repeating: false
        )],
        options: CommonOptions.environmentSpecs + CommonOptions.speakerSpecs
            + [CommonOptions.openAs, CommonOptions.view],
        run: run
    )

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        let launch = try CommonOptions.launch(invocation, &context)
        let launcher = SessionLauncher(
            launch: launch, strings: context.strings,
            settingsFile: StatePaths.settings(context.variables).map(SettingsFile.init(path:)),
            historyPath: StatePaths.commandHistory(context.variables))
        let failure = OutputFailure()
        let announcer = try SpeakerOptions.announcer(invocation, context, print: failure.printer(context.output))
        let signals: SignalPipe
        do {
            signals = try SignalPipe(routing: InteractiveRunner.handledSignals)
        } catch {
            throw .system(error)
        }
        if let argument = invocation.positionals.first, invocation.value("as") == nil, DemoScreen(rawValue: argument) == nil,
           SourceProject.names(argument) {
            // A SwiftUI view's source: read, never written.
            let opened = try SourceProject.open(
                argument, view: invocation.value("view"), environment: launch.environment(with: launcher.settings), context: context)
            let outcome = launcher.run(
                screen: opened.name, document: opened.document, file: nil, tour: false, sources: opened.sources,
                announcer: announcer, signals: signals, report: context.report,
                finishSpeaking: { SpeakerOptions.finish(announcer, context, language: launcher.language) }
            )
            switch outcome {
            case .signal(let signal): SignalPipe.dieOf(signal)
            case .exit(let code):
                try failure.check()
                return code
            }
        }
        let source: DocumentSource
        do {
            source = try DocumentSource.resolve(
                invocation.positionals.first ?? DemoScreen.photoBoard.rawValue, openAs: invocation.value("as"), edit: true
            )
        } catch {
            guard case .document(let problem) = error else { throw error }
            return launcher.refuse(problem, announcer: announcer, report: context.report)
        }
        let outcome = launcher.run(
            screen: source.name, document: source.document, file: source.file, tour: invocation.positionals.isEmpty,
            announcer: announcer, signals: signals, report: context.report,
            finishSpeaking: { SpeakerOptions.finish(announcer, context, language: launcher.language) }
        )
        switch outcome {
        case .signal(let signal):
            SignalPipe.dieOf(signal)
        case .exit(let code):
            try failure.check()
            return code
        }
    }
}
