// SPDX-License-Identifier: GPL-3.0-or-later

import Testing

@testable import Speech

/// When a write comes after the audio before it ran out, and only then.
@Suite struct UnderrunWatchTests {
    /// Writes as (when it began, in ms from the first, how much audio, in ms).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var writes: [(at: Int, audio: Int)]
        var late: [Bool]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a burst ahead of the device", writes: [(0, 20), (1, 20), (2, 20), (3, 20)], late: [false, false, false, false]),
        Case(name: "writes just in time, as a full buffer makes them", writes: [(0, 20), (15, 20), (35, 20), (55, 20)], late: [false, false, false, false]),
        Case(name: "one write after the audio ran out", writes: [(0, 20), (15, 20), (50, 20), (65, 20)], late: [false, false, true, false]),
        Case(name: "a late write starts a new count from its own time", writes: [(0, 20), (100, 20), (115, 20), (160, 20)], late: [false, true, false, true]),
        Case(name: "exactly when it runs out is still in time", writes: [(0, 20), (20, 20)], late: [false, false]),
    ]

    @Test(arguments: cases)
    func lateWritesAreCounted(_ example: Case) {
        let origin = ContinuousClock.now
        var watch = UnderrunWatch()
        let late = example.writes.map { watch.wrote(.milliseconds($0.audio), startingAt: origin + .milliseconds($0.at)) }
        #expect(late == example.late)
        #expect(watch.underruns == example.late.filter { $0 }.count)
    }
}
