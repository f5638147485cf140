// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Foundation
import Semantics
import Speech

/// `rotor say TEXT`: speaks one text, the quickest way to check the voice. The text is printed
/// too, so with no sound device it is still heard by a braille display or another reader.
enum SayCommand {
    static let options: [OptionSpec] = [
        .value("lang", Language.allCases.map(\.code) + ["es-419"]),
        .value("rate"),
        .value("locales"),
    ] + SpeakerOptions.specs

    static func run(_ arguments: [String], _ strings: inout Strings, _ language: Language) throws(UsageError) -> Int32 {
        let invocation = try parseArguments(arguments, options: options, command: "say")
        if invocation.has("help") {
            Output.out(HelpCommand.text(for: "say", strings, language))
            return 0
        }
        _ = try CommonOptions.environment(invocation, &strings, language)
        guard !invocation.positionals.isEmpty else { throw .missingArgument(command: "say", name: "TEXT") }
        var voice = VoiceSettings.default
        if let rate = invocation.value("rate") {
            guard let number = Int(rate), VoiceSettings.rateRange.contains(number) else {
                throw .invalidValue(option: "--rate", value: rate, valid: ["80…450"])
            }
            voice.rate = number
        }
        let code = invocation.value("lang") ?? language.code
        if code == "es-419" { voice.spanishVariant = "es-419" }
        let spoken = Language(code: code) ?? language
        let text = invocation.positionals.joined(separator: " ")
        var session = Session(screen: "say", document: .deckFan(.init()), environment: .init(language: spoken), strings: strings, voice: voice)
        session.hints = false
        let announcer = SpeakerOptions.announcer(invocation) { line in Output.out(line + "\n") }
        announcer.deliver(Reply([text]), session)
        announcer.speaker.waitUntilIdle()
        announcer.announcePendingEvents(session)
        return SpeakerOptions.finish(announcer) { SpeechErrorWords.describe($0, strings, spoken) }
    }
}
