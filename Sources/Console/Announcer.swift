// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Speech
import Synchronization

/// Delivers replies: every utterance printed on its own line and, unless muted, spoken.
/// It also turns the speaker's events into one clear notice each, in the session's language.
public final class Announcer: Sendable {
    public let speaker: any Speaker
    private let printer: Mutex<@Sendable (String) -> Void>
    private let waker = Mutex<@Sendable () -> Void>({})
    private let pending = Mutex<[SpeechEvent]>([])

    /// Creates an announcer; `print` writes one line.
    public init(speaker: any Speaker, print: @escaping @Sendable (String) -> Void) {
        self.speaker = speaker
        self.printer = Mutex(print)
    }

    /// Replaces how lines are printed (the interactive terminal prints above its prompt) and what
    /// is called, from any thread, when a speaker event waits to be announced.
    public func redirect(print: @escaping @Sendable (String) -> Void, wake: @escaping @Sendable () -> Void) {
        printer.withLock { $0 = print }
        waker.withLock { $0 = wake }
    }

    /// Called by the speaker from its own thread; the notice is delivered on the next `deliver`
    /// or `announcePendingEvents`.
    public func receive(_ event: SpeechEvent) {
        pending.withLock { $0.append(event) }
        waker.withLock { $0 }()
    }

    /// Prints and speaks a reply in the session's language, after any pending notices.
    public func deliver(_ reply: Reply, _ session: Session) {
        if reply.stopSpeech { speaker.stop() }
        if speaker.settings != session.voice { speaker.update(session.voice) }
        let notices = takeNotices(session)
        let utterances = notices + reply.utterances
        let print = printer.withLock { $0 }
        for line in utterances { print(TerminalText.neutralize(line)) }
        guard !utterances.isEmpty, !session.muted else { return }
        speaker.speak(utterances.map { Utterance($0, language: session.environment.language.code) })
    }

    /// Prints and speaks the notices of events that arrived since the last delivery.
    public func announcePendingEvents(_ session: Session) {
        deliver(Reply(), session)
    }

    private func takeNotices(_ session: Session) -> [String] {
        let events = pending.withLock { events in
            defer { events.removeAll() }
            return events
        }
        return events.map { event in
            switch event {
            case .audioUnavailable: session.text(.consoleNoAudio)
            case .audioRestored: session.text(.consoleAudioRestored)
            case .synthesisUnavailable(let reason): session.text(.consoleSynthesisUnavailable, reason)
            case .voiceFellBack(let voice): session.text(.consoleVoiceFellBack, voice)
            }
        }
    }
}

extension Announcer {
    /// Creates an announcer and its speaker together, the speaker's events routed to the announcer.
    public static func make(
        print: @escaping @Sendable (String) -> Void,
        speaker makeSpeaker: (@escaping @Sendable (SpeechEvent) -> Void) -> any Speaker
    ) -> Announcer {
        let relay = EventRelay()
        let announcer = Announcer(speaker: makeSpeaker { event in relay.forward(event) }, print: print)
        relay.attach(announcer)
        return announcer
    }
}

/// Forwards speaker events to an announcer created after the speaker.
private final class EventRelay: Sendable {
    private let target = Mutex<Announcer?>(nil)
    func attach(_ announcer: Announcer) { target.withLock { $0 = announcer } }
    func forward(_ event: SpeechEvent) { target.withLock { $0 }?.receive(event) }
}
