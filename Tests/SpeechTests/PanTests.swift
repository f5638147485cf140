// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

@testable import Speech

/// The equal-power pan law and how it spreads samples to two channels.
@Suite struct PanTests {
    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0])
    func theGainsFollowTheEqualPowerLaw(horizontal: Double) {
        let (left, right) = Pan(horizontal: horizontal).gains
        let angle = horizontal * Double.pi / 2
        #expect(abs(left - cos(angle)) < 1e-12)
        #expect(abs(right - sin(angle)) < 1e-12)
        #expect(abs(left * left + right * right - 1) < 1e-12, "the power is the same wherever the sound is")
    }

    @Test func theEdgesAreHardAndTheMiddleIsBalanced() {
        #expect(Pan(horizontal: 0).gains.left == 1)
        #expect(abs(Pan(horizontal: 0).gains.right) < 1e-12)
        #expect(abs(Pan(horizontal: 1).gains.left) < 1e-12)
        #expect(Pan(horizontal: 1).gains.right == 1)
        #expect(abs(Pan.centre.balanceDecibels) < 1e-9)
        #expect(abs(Pan.centre.gains.left - 0.5.squareRoot()) < 1e-12)
        // A quarter of the way across: 20·log10(cos 22.5° / sin 22.5°) ≈ 7.66 dB to the left.
        #expect(abs(Pan(horizontal: 0.25).balanceDecibels - 7.6555) < 0.001)
        #expect(abs(Pan(horizontal: 0.75).balanceDecibels + 7.6555) < 0.001)
    }

    @Test(arguments: [-3.0, 2.0, .infinity, .nan])
    func outOfRangePlacesAreKeptOnTheScreen(horizontal: Double) {
        let pan = Pan(horizontal: horizontal)
        #expect((0...1).contains(pan.horizontal))
    }

    @Test func spreadingMultipliesEachSampleByItsChannelsGain() {
        let mono: [Int16] = [10_000, -20_000, 32_767, -32_768, 0]
        #expect(Pan.spread(mono, pan: nil) == [10_000, 10_000, -20_000, -20_000, 32_767, 32_767, -32_768, -32_768, 0, 0])
        let left = Pan.spread(mono, pan: Pan(horizontal: 0))
        #expect(stride(from: 0, to: left.count, by: 2).map { left[$0] } == mono)
        #expect(stride(from: 1, to: left.count, by: 2).allSatisfy { left[$0] == 0 })
        let quarter = Pan(horizontal: 0.25)
        let placed = Pan.spread(mono, pan: quarter)
        for (index, sample) in mono.enumerated() {
            #expect(placed[2 * index] == Int16((Double(sample) * quarter.gains.left).rounded()))
            #expect(placed[2 * index + 1] == Int16((Double(sample) * quarter.gains.right).rounded()))
        }
    }

    @Test func heightMovesPitchAndTonesOnlyWhenGiven() {
        #expect(Pan(horizontal: 0.2).pitchOffset == 0)
        #expect(Pan(horizontal: 0.2).frequencyFactor == 1)
        #expect(Pan(horizontal: 0.2, vertical: 0).pitchOffset > 0, "the top is higher")
        #expect(Pan(horizontal: 0.2, vertical: 1).pitchOffset < 0, "the bottom is lower")
        #expect(Pan(horizontal: 0.2, vertical: 0.5).pitchOffset == 0)
        #expect(Pan(horizontal: 0.2, vertical: 0).frequencyFactor > Pan(horizontal: 0.2, vertical: 1).frequencyFactor)
        let settings = VoiceSettings.default.for(Utterance("Top", language: "en", pan: Pan(horizontal: 0.5, vertical: 0)))
        #expect(settings.pitch > VoiceSettings.default.pitch)
    }

    @Test func theTickLastsEightyMillisecondsWithItsSilence() {
        #expect(Earcon.tick.duration == .milliseconds(80))
        let samples = Earcon.tick.samples(sampleRate: 22_050)
        #expect(abs(samples.count - 22_050 * 80 / 1_000) <= 1)
        #expect(samples.prefix(551).contains { abs(Int($0)) > 2_000 }, "a tap first")
        #expect(samples.suffix(22_050 * 50 / 1_000).allSatisfy { $0 == 0 }, "then silence to the next one")
    }
}
