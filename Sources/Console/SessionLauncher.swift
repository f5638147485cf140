// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Localization
import Semantics
import Speech
import SystemInterface
import Widgets

/// How the screen reader starts and ends a run: the person's settings under the command line, a
/// file that cannot be opened said and left alone, and changes that could not be saved kept
/// and reported.
public struct SessionLauncher {
    /// How the run was started.
    public var launch: Launch
    /// Where the catalog's words come from.
    public var strings: Strings
    /// The person's settings file, when there is a place for one.
    public var settingsFile: SettingsFile?
    /// Where typed commands are remembered between runs.
    public var historyPath: String?
    /// The person's settings as loaded: the defaults when there are none or they cannot be used.
    public let settings: Settings
    /// Why the settings file cannot be used, when it cannot.
    public let settingsProblem: SettingsFile.Problem?

    /// How a run ended.
    public enum Outcome: Equatable, Sendable {
        /// It ended by itself (quit, the end of a script): exit with this code.
        case exit(Int32)
        /// A signal ended it: the caller cleans up and dies of it.
        case signal(Int32)
    }

    /// A launcher for a run started as `launch` says.
    public init(launch: Launch, strings: Strings, settingsFile: SettingsFile?, historyPath: String?) {
        self.launch = launch
        self.strings = strings
        self.settingsFile = settingsFile
        self.historyPath = historyPath
        let (loaded, problem) = settingsFile?.load() ?? (Settings(), nil)
        self.settings = loaded ?? Settings()
        self.settingsProblem = problem
    }

    /// The language the run speaks: the command line's, else the saved one, else the system's.
    public var language: Language { launch.environment(with: settings).language }

    /// Says why a document could not be opened, aloud and through `report` (standard error);
    /// the file is left exactly as it was. The exit code is 1.
    public func refuse(_ problem: DocumentError, announcer: Announcer, report: (String) -> Void) -> Int32 {
        let session = Session(screen: "", document: .deckFan(.init()), launch: launch, settings: settings, strings: strings)
        let message = session.errorWords.describe(problem)
        announcer.speaker.waitUntilIdle()
        report(message)
        announcer.echo(message, kind: .text, session)
        announcer.speaker.waitUntilIdle()
        return 1
    }

    /// Runs a session on a document until `quit`, the end of a script or a signal: interactive
    /// on a terminal, else a script read from standard input. `finishSpeaking` waits for the
    /// speaker and returns its exit code (a WAV file that could not be written is 1).
    public func run(
        screen: String, document: Document, file: DocumentFile?, tour: Bool, sources: SourceTree? = nil,
        announcer: Announcer, signals: SignalPipe, report: (String) -> Void, finishSpeaking: () -> Int32
    ) -> Outcome {
        var launch = self.launch
        launch.settingsPath = settingsFile?.path
        launch.settingsUnusable = settingsProblem != nil
        var session = Session(
            screen: screen, document: document, launch: launch, settings: settings,
            strings: strings, editableScreen: file == nil ? nil : screen, sources: sources)
        session.tour = tour
        let interactive = Posix.isTerminal(.standardInput) && Posix.isTerminal(.standardOutput)
        // In a terminal help and the history are lists walked with the arrows; a script prints them.
        session.walksLists = interactive
        // The document was read and its tree built while the speaker started; now it must be ready.
        announcer.speaker.waitUntilIdle()
        let notice = settingsProblem.map { problem in
            session.text(.consoleSettingsProblem(settingsFile?.path ?? "", session.errorWords.describe(problem)))
        }
        let driver = SessionDriver(
            session: session, announcer: announcer, file: file,
            // A settings file that cannot be used is left as the person wrote it.
            settingsFile: settingsProblem == nil ? settingsFile : nil, startNotices: notice.map { [$0] } ?? [])
        let end = interactive
            ? InteractiveRunner(driver: driver, signals: signals, historyPath: historyPath).run()
            : ScriptRunner.run(driver, signals: signals)
        driver.finishSaving()
        var code = finishSpeaking()
        switch end {
        case .signal(let signal):
            driver.keepUnsavedChanges()
            file?.close()
            return .signal(signal)
        case .finished:
            // A script that ends with a change it could not save keeps it and says so.
            if !interactive, driver.unsavedChanges > 0, let file {
                let words = driver.session.errorWords
                if let kept = driver.keepUnsavedChanges() {
                    report(words.text(.errorUnsavedKept(driver.unsavedChanges, file.path, kept)))
                } else {
                    report(words.text(.errorUnsavedLost(driver.unsavedChanges, file.path)))
                }
                code = 1
            }
            // A script whose commands did not all work says so with its exit code.
            if !interactive, driver.anyCommandFailed { code = 1 }
            file?.close()
            return .exit(code)
        }
    }
}
