// SPDX-License-Identifier: GPL-3.0-or-later

/// Voice parameters applied before every utterance.
///
/// Values outside their ranges are clamped by ``clamped()``, which every speaker applies in
/// ``Speaker/update(_:)``.
public struct VoiceSettings: Sendable, Equatable {
    /// Speaking rate in words per minute, within ``rateRange``.
    public var rate: Int
    /// Base pitch, 0...100 (50 is normal).
    public var pitch: Int
    /// Volume, 0...200 (100 is normal; above 100 may distort).
    public var volume: Int
    /// How much punctuation is named aloud.
    public var punctuation: PunctuationLevel
    /// How capital letters are signalled.
    public var capitals: CapitalStyle
    /// The voice for utterances in language `"es"`: `"es"` (Spain) or `"es-419"` (Latin America).
    public var spanishVariant: String
    /// The voice that reads Latin-script words (a card title in English, a name) in a Hebrew or
    /// Arabic utterance: `"en"` (the default), `"es"` or `"es-419"`. See ``ScriptRun``.
    public var latinVoice: String

    /// The allowed speaking rates, in words per minute: eSpeak NG's own range (80 to 450,
    /// `espeakRATE_MINIMUM` and `espeakRATE_MAXIMUM`) with its rate boost, which triples the top
    /// (`RATE_BOOST_MULTIPLIER` in eSpeak NG's Android settings). From 450 up, libespeak-ng 1.51
    /// speeds up its 175-word rendering with libsonic by rate / 175 and sets no limit itself.
    public static let rateRange = 80...1_350
    /// The allowed pitches.
    public static let pitchRange = 0...100
    /// The allowed volumes.
    public static let volumeRange = 0...200
    /// The Spanish voices Rotor offers.
    public static let spanishVariants = ["es", "es-419"]
    /// The voices that may read Latin-script words in Hebrew and Arabic utterances.
    public static let latinVoices = ["en", "es", "es-419"]

    /// Rate 175, pitch 50, volume 100, some punctuation, no capital signal, Spanish of Spain,
    /// Latin-script words in Hebrew and Arabic read in English.
    public static let `default` = VoiceSettings()

    /// Creates settings; every parameter has its default.
    public init(
        rate: Int = 175,
        pitch: Int = 50,
        volume: Int = 100,
        punctuation: PunctuationLevel = .some,
        capitals: CapitalStyle = .none,
        spanishVariant: String = "es",
        latinVoice: String = "en"
    ) {
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
        self.punctuation = punctuation
        self.capitals = capitals
        self.spanishVariant = spanishVariant
        self.latinVoice = latinVoice
    }

    /// These settings with every number clamped to its range, an unknown Spanish variant replaced
    /// by `"es"` and an unknown Latin voice by `"en"`.
    public func clamped() -> VoiceSettings {
        var copy = self
        copy.rate = min(max(rate, Self.rateRange.lowerBound), Self.rateRange.upperBound)
        copy.pitch = min(max(pitch, Self.pitchRange.lowerBound), Self.pitchRange.upperBound)
        copy.volume = min(max(volume, Self.volumeRange.lowerBound), Self.volumeRange.upperBound)
        if !Self.spanishVariants.contains(spanishVariant) {
            copy.spanishVariant = "es"
        }
        if !Self.latinVoices.contains(latinVoice) {
            copy.latinVoice = "en"
        }
        return copy
    }

    /// The settings for one utterance: a single typed character is named whatever the
    /// punctuation level (a typed comma or space must be heard), and a capital is marked by
    /// pitch, as screen readers mark it in character echo. An utterance placed at a height
    /// (``Pan/vertical``) is pitched slightly up or down by it.
    public func `for`(_ utterance: Utterance) -> VoiceSettings {
        var copy = self
        if let offset = utterance.pan?.pitchOffset, offset != 0 {
            copy.pitch = min(max(pitch + offset, Self.pitchRange.lowerBound), Self.pitchRange.upperBound)
        }
        guard utterance.kind == .character else { return copy }
        copy.capitals = .pitch
        if copy.punctuation != .none { copy.punctuation = .all }
        return copy
    }
}
