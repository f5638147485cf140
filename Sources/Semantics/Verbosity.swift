// SPDX-License-Identifier: GPL-3.0-or-later

/// How much of an element's phrase is spoken: each part a person can turn off, and three
/// presets. High, the default, is VoiceOver's full phrase (transcripts always use it).
public struct Verbosity: Sendable, Hashable, Codable {
    /// "Actions available" after an element that has named actions.
    public var actionsAvailable: Bool
    /// Trait words: Button, Heading, Image … ("Selected" stays: it is the element's state).
    public var traits: Bool
    /// Values: "Fanned", "Not selected".
    public var values: Bool
    /// The hint, spoken after the phrase.
    public var hints: Bool

    /// Creates a verbosity from its switches.
    public init(actionsAvailable: Bool, traits: Bool, values: Bool, hints: Bool) {
        self.actionsAvailable = actionsAvailable
        self.traits = traits
        self.values = values
        self.hints = hints
    }

    /// Everything VoiceOver says.
    public static let high = Verbosity(actionsAvailable: true, traits: true, values: true, hints: true)
    /// No hints and no "Actions available": the actions are still a Down arrow away.
    public static let medium = Verbosity(actionsAvailable: false, traits: true, values: true, hints: false)
    /// Labels and values only.
    public static let low = Verbosity(actionsAvailable: false, traits: false, values: true, hints: false)

    /// The presets by name, as `verbosity high|medium|low` takes them.
    public static let presets: [(name: String, verbosity: Verbosity)] = [("high", .high), ("medium", .medium), ("low", .low)]

    /// The preset this is, when it is one.
    public var presetName: String? {
        Self.presets.first { $0.verbosity == self }?.name
    }
}
