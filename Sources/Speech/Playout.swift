// SPDX-License-Identifier: GPL-3.0-or-later

/// Where an output stands with the audio written to it: how much is still queued in front of the
/// device, and how long the device takes to play what it was handed.
///
/// A device's latency is never zero, even after the last sample was heard: a sink that renders
/// ahead counts the silence it renders after the audio too. So the audio has played out once
/// nothing is queued and one device latency has passed, not when the latency reaches zero.
struct Playout: Equatable, Sendable {
    /// Audio written but not yet handed to the device (µs).
    var queuedMicroseconds: UInt64
    /// How long the device takes from being handed a sample to playing it (µs).
    var deviceMicroseconds: UInt64
}
