// SPDX-License-Identifier: GPL-3.0-or-later

/// Something that speaks utterances: audio, a WAV file, or a transcript.
///
/// Every method returns at once except ``waitUntilIdle()``. All methods may be called from any
/// thread.
public protocol Speaker: AnyObject, Sendable {
    /// Interrupts whatever is being spoken, then speaks these in order.
    func speak(_ utterances: [Utterance])
    /// Speaks these after whatever is being spoken, without interrupting it.
    func enqueue(_ utterances: [Utterance])
    /// Silences speech at once and flushes queued audio.
    func stop()
    /// Blocks until everything queued has been spoken (or stopped).
    func waitUntilIdle()
    /// Waits at most `timeout` for everything queued to be spoken; true when it has been.
    func isIdle(within timeout: Duration) -> Bool
    /// Replaces the voice settings (clamped); they apply from the next utterance on.
    func update(_ settings: VoiceSettings)
    /// The current voice settings.
    var settings: VoiceSettings { get }
}
