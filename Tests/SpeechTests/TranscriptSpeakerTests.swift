// SPDX-License-Identifier: GPL-3.0-or-later

import Testing

@testable import Speech

struct TranscriptSpeakerTests {
    @Test func recordsUtterancesInOrderAsGiven() {
        let speaker = TranscriptSpeaker()
        speaker.speak([Utterance("Lisbon, Image", language: "en")])
        speaker.speak([Utterance("To do, 3 cards", language: "en"), Utterance("Mover a Hecho", language: "es")])
        speaker.stop()
        speaker.waitUntilIdle()
        #expect(
            speaker.utterances.map(\.text) == ["Lisbon, Image", "To do, 3 cards", "Mover a Hecho"])
        #expect(speaker.utterances.last?.language == "es")
        speaker.update(VoiceSettings(rate: 2_000))
        #expect(speaker.settings.rate == 1_350)
        speaker.clear()
        #expect(speaker.utterances.isEmpty)
    }
}
