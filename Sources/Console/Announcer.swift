// SPDX-License-Identifier: GPL-3.0-or-later
import TextSafety
import Localization
import Semantics
import Speech
import Synchronization

/// Delivers replies: sounds played, every utterance printed on its own line and, unless muted,
/// spoken. Say-all lines are printed as each starts to be heard, and the speaker's other events
/// become one clear notice each, in the session's language.
public final class Announcer: Sendable {
    public let speaker: any Speaker
    /// How lines are printed and the loop is woken, behind one lock.
    ///
    /// The closures are fields of a struct: a `Mutex` of a bare closure re-wrapped it in two
    /// reabstraction thunks at every read (the generic `inout` is written back), so every
    /// printed line walked a chain as long as the session: 44% of an action after 10,000.
    private struct Outlets: Sendable {
        var print: @Sendable (String) -> Void
        var wake: @Sendable () -> Void
    }

    private let outlets: Mutex<Outlets>
    private let pending = Mutex<[SpeechEvent]>([])
    private let audioLost = Mutex(false)
    /// Say-all items waiting to be heard, by tag.
    private let sayAll = Mutex<(next: Int, items: [Int: Reply.SayAllItem])>((1, [:]))

    /// Creates an announcer; `print` writes one line.
    public init(speaker: any Speaker, print: @escaping @Sendable (String) -> Void) {
        self.speaker = speaker
        self.outlets = Mutex(Outlets(print: print, wake: {}))
    }

    /// Replaces how lines are printed (the interactive terminal prints above its prompt) and what
    /// is called, from any thread, when a speaker event waits to be announced.
    public func redirect(print: @escaping @Sendable (String) -> Void, wake: @escaping @Sendable () -> Void) {
        outlets.withLock { $0 = Outlets(print: print, wake: wake) }
    }

    /// Called by the speaker from its own thread; the event is handled on the next `deliver`
    /// or `handleEvents`.
    public func receive(_ event: SpeechEvent) {
        if event == .audioUnavailable { audioLost.withLock { $0 = true } }
        pending.withLock { $0.append(event) }
        wakeUp()
    }

    /// Whether the sound device was missing or went away at some moment of the run, so that
    /// what was said was not all heard.
    public var audioWasUnavailable: Bool {
        audioLost.withLock { $0 }
    }

    /// Tells the session's loop, from any thread, that something waits to be announced.
    public func wakeUp() {
        outlets.withLock { $0.wake }()
    }

    /// Plays, prints and speaks a reply in the session's language, after any pending notices;
    /// returns the elements a say-all has reached meanwhile, the one heard last at the end.
    @discardableResult
    public func deliver(_ reply: Reply, _ session: Session) -> [NodeID] {
        if reply.stopSpeech { speaker.stop() }
        if speaker.settings != session.voice { speaker.update(session.voice) }
        var reached = handleEvents(session)
        let print = outlets.withLock { $0.print }
        for line in reply.utterances { print(Self.printable(line, session)) }
        let language = session.environment.language.code
        // Spatial speech: each utterance from where its element is, the rest from the middle.
        let pans: [Pan?] = session.settings.spatial
            ? reply.utterances.indices.map { session.spatialPan(of: reply.places.indices.contains($0) ? reply.places[$0] : nil) }
            : reply.utterances.map { _ in nil }
        let soundPan = session.settings.spatial ? session.spatialPan(of: reply.places.compactMap { $0 }.first) : nil
        var utterances = session.settings.sounds ? reply.sounds.map { Utterance.sound($0, pan: soundPan) } : []
        for (index, (line, pan)) in zip(reply.utterances, pans).enumerated() {
            guard let parts = reply.spokenAs[index] else {
                utterances.append(Utterance(line, language: language, pan: pan))
                continue
            }
            utterances += parts.map { Utterance($0.text, language: language, kind: $0.isCharacter ? .character : .text, pan: pan) }
        }
        utterances += reply.ticks.map { Utterance.sound(.tick, pan: $0) }
        if session.muted {
            // Nothing will be heard, so say-all prints at once and ends on its last element.
            for item in reply.sayAll { item.utterances.forEach { print(Self.printable($0, session)) } }
            if let last = reply.sayAll.last { reached.append(last.id) }
            return reached
        }
        for item in reply.sayAll {
            let tag = sayAll.withLock { state in
                defer { state.next += 1 }
                state.items[state.next] = item
                return state.next
            }
            let pan = session.settings.spatial ? session.spatialPan(of: item.id) : nil
            utterances += item.utterances.enumerated().map { index, text in
                Utterance(text, language: language, tag: index == 0 ? tag : nil, pan: pan)
            }
        }
        guard !utterances.isEmpty else { return reached }
        speaker.speak(utterances)
        // A transcript hears at once: its say-all lines are printed now, in order.
        return reached + handleEvents(session)
    }

    /// An utterance as its line is printed: laid out in the session language's direction
    /// (``BidiIsolation/paragraph(_:in:)``) and safe for a terminal.
    static func printable(_ line: String, _ session: Session) -> String {
        TerminalText.neutralize(BidiIsolation.paragraph(line, in: session.environment.language))
    }

    /// Speaks what typing says (a character, a word, a line) without printing it: the terminal
    /// already shows the line being edited.
    public func echo(_ text: String, kind: Utterance.Kind, _ session: Session) {
        guard !session.muted, !text.isEmpty else { return }
        if speaker.settings != session.voice { speaker.update(session.voice) }
        let utterance = Utterance(text, language: session.environment.language.code, kind: kind, pan: session.settings.spatial ? .centre : nil)
        // When keys do not interrupt, what is typed waits for the speech in progress.
        if session.settings.interruptOnKeys { speaker.speak([utterance]) } else { speaker.enqueue([utterance]) }
    }

    /// Silences speech; say-all items not yet heard are dropped.
    public func stop() {
        speaker.stop()
        sayAll.withLock { $0.items.removeAll() }
    }

    /// Prints and speaks the notices of events that arrived, and prints each say-all line whose
    /// turn came; returns the elements the say-all reached, in order.
    @discardableResult
    public func handleEvents(_ session: Session) -> [NodeID] {
        let events = pending.withLock { events in
            defer { events.removeAll() }
            return events
        }
        let print = outlets.withLock { $0.print }
        var notices: [String] = []
        var reached: [NodeID] = []
        for event in events {
            switch event {
            case .audioUnavailable: notices.append(session.text(.consoleNoAudio))
            case .audioRestored: notices.append(session.text(.consoleAudioRestored))
            case .synthesisUnavailable(.voice(let voice)): notices.append(session.text(.consoleSynthesisUnavailable(voice)))
            case .synthesisUnavailable(.data): notices.append(session.text(.consoleSynthesisDataMissing))
            case .synthesisUnavailable(.library): notices.append(session.text(.consoleSynthesisLibraryMissing))
            case .voiceFellBack(let voice): notices.append(session.text(.consoleVoiceFellBack(voice)))
            case .started(let tag):
                guard let item = sayAll.withLock({ $0.items.removeValue(forKey: tag) }) else { continue }
                item.utterances.forEach { print(Self.printable($0, session)) }
                reached.append(item.id)
            }
        }
        guard !notices.isEmpty else { return reached }
        notices.forEach { print(Self.printable($0, session)) }
        // A notice is printed at once, but never cuts off a say-all in progress.
        if !session.muted, sayAll.withLock({ $0.items.isEmpty }) {
            speaker.speak(notices.map { Utterance($0, language: session.environment.language.code, pan: session.settings.spatial ? .centre : nil) })
        }
        return reached
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

/// Forwards speaker events to an announcer created after the speaker. It holds the announcer
/// weakly: the announcer holds the speaker, whose events closure holds this relay, and a strong
/// reference back would keep all three alive for ever.
private final class EventRelay: Sendable {
    private struct Target {
        weak var announcer: Announcer?
    }

    private let target = Mutex(Target())
    func attach(_ announcer: Announcer) { target.withLock { $0.announcer = announcer } }
    func forward(_ event: SpeechEvent) { target.withLock { $0.announcer }?.receive(event) }
}
