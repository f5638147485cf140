// SPDX-License-Identifier: GPL-3.0-or-later

import Testing

@testable import Speech

struct VoiceSettingsTests {
    @Test func defaults() {
        let settings = VoiceSettings.default
        #expect(settings.rate == 175)
        #expect(settings.pitch == 50)
        #expect(settings.volume == 100)
        #expect(settings.punctuation == .some)
        #expect(settings.capitals == .none)
        #expect(settings.spanishVariant == "es")
        #expect(settings.clamped() == settings)
    }

    @Test(arguments: [
        (VoiceSettings(rate: 10, pitch: 101, volume: -1), VoiceSettings(rate: 80, pitch: 100, volume: 0)),
        (VoiceSettings(rate: 1_351, pitch: -1, volume: 201), VoiceSettings(rate: 1_350, pitch: 0, volume: 200)),
        (VoiceSettings(spanishVariant: "es-419"), VoiceSettings(spanishVariant: "es-419")),
        (VoiceSettings(spanishVariant: "es-MX"), VoiceSettings(spanishVariant: "es")),
    ])
    func clamps(_ input: VoiceSettings, _ expected: VoiceSettings) {
        #expect(input.clamped() == expected)
    }

    @Test(arguments: [
        ("en", "es", "en"),
        ("en-US", "es", "en"),
        ("es", "es", "es"),
        ("es", "es-419", "es-419"),
        ("es-419", "es", "es-419"),
        ("ES_419", "es", "es-419"),
        ("fr", "es-419", "en"),
        ("", "es", "en"),
    ])
    func voiceFollowsLanguage(_ language: String, _ variant: String, _ voice: String) {
        #expect(VoiceSettings(spanishVariant: variant).voiceName(for: language) == voice)
    }

    @Test func punctuationLists() {
        let some = Set(VoiceSettings(punctuation: .some).punctuationList)
        let most = Set(VoiceSettings(punctuation: .most).punctuationList)
        #expect(VoiceSettings(punctuation: .none).punctuationList.isEmpty)
        #expect(VoiceSettings(punctuation: .all).punctuationList.isEmpty)
        #expect(some.isSubset(of: most))
        for spokenOnlyAtAll in ",.'!?()-".unicodeScalars {
            #expect(!most.contains(spokenOnlyAtAll))
        }
        for named in "#;:\"[]{}<>@&*/\\".unicodeScalars {
            #expect(most.contains(named))
        }
        #expect(most.count < 60)  // eSpeak NG keeps at most 60 characters
    }
}
