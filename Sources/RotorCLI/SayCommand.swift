// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Localization
import Semantics
import Speech

/// `rotor say TEXT`: speaks one text, the quickest way to check the voice. The text is printed
/// too, so with no sound device it is still heard by a braille display or another reader.
enum SayCommand {
    static let spec = Subcommand(
        name: "say",
        overviewKey: .helpSayOverview,
        summaryKey: .helpSaySummary,
        arguments: [ArgumentSpec(alternatives: [.init(nameKey: .helpValueText, helpKey: .helpArgumentText)], optional: false, repeating: true)],
        options: [
            .value("lang", Language.allCases.map(\.code) + ["es-419"], help: CatalogText.helpOptionLangSay),
            .ranged("rate", .integer(VoiceSettings.rateRange, default: VoiceSettings.default.rate), shown: .literal("N")) {
                .helpOptionRate($0.lower, $0.upper, $0.defaultValue)
            },
            CommonOptions.locales,
        ] + CommonOptions.speakerSpecs,
        run: run
    )

    /// Exit code when the text could not be heard: no sound device, or it went away (BSD's
    /// EX_UNAVAILABLE).
    static let notHeardExitCode: Int32 = 69

    static func run(_ invocation: Invocation, _ context: inout CommandContext) throws(RotorError) -> Int32 {
        try CommonOptions.loadLocales(invocation, &context)
        var voice = SpeakerOptions.voice(invocation)
        // The parser held it to its range.
        if let rate = invocation.value("rate").flatMap(Int.init) { voice.rate = rate }
        let code = invocation.value("lang") ?? context.language.code
        if code == "es-419" { voice.spanishVariant = "es-419" }
        let spoken = Language(code: code) ?? context.language
        let text = invocation.positionals.joined(separator: " ")
        var settings = Settings()
        settings.voice = voice
        settings.verbosity.hints = false
        let session = Session(
            screen: spec.name, document: .deckFan(.init()), launch: Launch(.init(language: spoken)), settings: settings,
            strings: context.strings
        )
        let failure = OutputFailure()
        let announcer = try SpeakerOptions.announcer(invocation, context, print: failure.printer(context.output))
        SpeakerOptions.ready(announcer)
        announcer.deliver(Reply([text]), session)
        announcer.speaker.waitUntilIdle()
        announcer.handleEvents(session)
        let finished = SpeakerOptions.finish(announcer, context, language: spoken)
        try failure.check()
        // The text was printed, but not heard: a script (or a person checking the voice) is told
        // on standard error and by the exit code, as a session says it aloud.
        if announcer.audioWasUnavailable {
            context.report(session.text(.consoleNoAudio))
            return max(finished, Self.notHeardExitCode)
        }
        return finished
    }
}
