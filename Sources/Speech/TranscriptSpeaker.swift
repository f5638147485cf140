// SPDX-License-Identifier: GPL-3.0-or-later

import Synchronization

/// A speaker that records utterances in order instead of speaking them.
///
/// Utterances are kept exactly as given (not sanitized): the transcript is what was asked to be
/// spoken. Thread-safe.
public final class TranscriptSpeaker: Speaker {
    private struct State {
        var utterances: [Utterance] = []
        var settings: VoiceSettings = .default
    }

    private let state = Mutex(State())
    private let events: @Sendable (SpeechEvent) -> Void

    /// Creates an empty transcript; a tagged utterance is reported as started through `events`
    /// when it is recorded, as if heard at once.
    public init(events: @escaping @Sendable (SpeechEvent) -> Void = { _ in }) {
        self.events = events
    }

    /// Every utterance spoken so far, in order.
    public var utterances: [Utterance] {
        state.withLock { $0.utterances }
    }

    /// The current voice settings.
    public var settings: VoiceSettings {
        state.withLock { $0.settings }
    }

    /// Appends these utterances to the transcript.
    public func speak(_ utterances: [Utterance]) {
        state.withLock { $0.utterances.append(contentsOf: utterances) }
        for case let tag? in utterances.map(\.tag) { events(.started(tag: tag)) }
    }

    /// Appends these utterances, as `speak` does: a transcript interrupts nothing.
    public func enqueue(_ utterances: [Utterance]) {
        speak(utterances)
    }

    /// Does nothing: a transcript has no sound to stop.
    public func stop() {}

    /// Returns at once: recording is immediate.
    public func waitUntilIdle() {}

    /// True at once: recording is immediate.
    public func isIdle(within timeout: Duration) -> Bool { true }

    /// Replaces the voice settings (clamped).
    public func update(_ settings: VoiceSettings) {
        state.withLock { $0.settings = settings.clamped() }
    }

    /// Forgets every recorded utterance.
    public func clear() {
        state.withLock { $0.utterances.removeAll() }
    }
}
