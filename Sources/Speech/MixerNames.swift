// SPDX-License-Identifier: GPL-3.0-or-later

/// The names a sound mixer (pavucontrol, `pactl list sink-inputs`) shows for Rotor's playback
/// stream, which a screen reader reading the mixer speaks: words from the catalog, in the
/// person's language.
public struct MixerNames: Sendable, Hashable {
    /// The application's name (`console.audioApplicationName`).
    public var application: String
    /// The stream's own name (`console.audioStreamName`).
    public var stream: String

    /// Names for a stream.
    public init(application: String, stream: String) {
        self.application = application
        self.stream = stream
    }
}
