// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Glibc
import Harness
import Localization
import Semantics
import Speech
import TestSupport
import Testing
import Widgets

@testable import Console

/// Spatial speech as it is heard: real eSpeak NG synthesis into stereo WAV files and at a
/// stereo null sink's monitor, the balance of each utterance measured from its samples.
@Suite struct SpatialSpeechTests {
    /// The left channel's energy against the right one's, in dB (positive: on the left), over
    /// interleaved stereo samples.
    static func balance<C: Collection>(_ stereo: C) -> Double where C.Element == Int16, C.Index == Int {
        var left = 0.0, right = 0.0
        var index = stereo.startIndex
        while index + 1 < stereo.endIndex {
            left += Double(stereo[index]) * Double(stereo[index])
            right += Double(stereo[index + 1]) * Double(stereo[index + 1])
            index += 2
        }
        return 10 * log10(max(left, 1) / max(right, 1))
    }

    /// A session on a demo screen with spatial speech on and sounds off (so only words are heard).
    static func session(_ screen: DemoScreen, direction: LayoutDirection = .leftToRight) -> Session {
        var session = Session(
            screen: screen.rawValue, document: screen.document,
            environment: .init(language: .english, layoutDirection: direction))
        session.settings.spatial = true
        session.settings.sounds = false
        return session
    }

    /// Delivers a reply through the announcer into a WAV file and reads the file back.
    static func heard(_ reply: Reply, _ session: Session) throws -> WAVFile {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("heard.wav")
        let speaker = WAVSpeaker(url: url)
        let announcer = Announcer(speaker: speaker, print: { _ in })
        announcer.deliver(reply, session)
        speaker.waitUntilIdle()
        try speaker.finish()
        return try WAVFile(contentsOf: url)
    }

    /// The three Kanban column headers, focused in turn and read: their balance in dB.
    static func kanbanColumns(_ direction: LayoutDirection) throws -> [Double] {
        var session = session(.kanban, direction: direction)
        var balances: [Double] = []
        _ = session.handle(line: "first")
        for step in 0..<3 {
            if step > 0 { _ = session.handle(line: "next-group") }
            let reply = session.handle(line: "read")
            #expect(reply.places.first ?? nil != nil, "the header's phrase is about the header")
            let wav = try heard(reply, session)
            #expect(wav.channels == 2)
            balances.append(balance(wav.samples))
        }
        return balances
    }

    @Test func theKanbanColumnsAreHeardLeftCentreAndRight() throws {
        let balances = try Self.kanbanColumns(.leftToRight)
        print("spatial WAV: Kanban columns \(balances) dB")
        #expect(balances[0] > 3, "To do is on the left: \(balances)")
        #expect(abs(balances[1]) < 3, "Doing is near the middle: \(balances)")
        #expect(balances[2] < -3, "Done is on the right: \(balances)")
        #expect(balances[0] > balances[1] && balances[1] > balances[2], "monotonic across the columns: \(balances)")
        // Right to left the first column is drawn on the right.
        let mirrored = try Self.kanbanColumns(.rightToLeft)
        #expect(mirrored[0] < -3 && mirrored[2] > 3, "mirrored: \(mirrored)")
    }

    /// The photo grid's three columns: the first row's photos from left to right, and mirrored.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theGridsColumnsAreHeardInOrder(direction: LayoutDirection) throws {
        var session = Self.session(.photoGrid, direction: direction)
        var balances: [Double] = []
        for line in ["find Photo 1", "find Photo 2", "find Photo 3"] {
            let reply = session.handle(line: line)
            balances.append(Self.balance(try Self.heard(reply, session).samples))
        }
        if direction == .leftToRight {
            #expect(balances[0] > balances[1] && balances[1] > balances[2] && balances[0] > 3 && balances[2] < -3, "\(balances)")
        } else {
            #expect(balances[0] < balances[1] && balances[1] < balances[2] && balances[0] < -3 && balances[2] > 3, "\(balances)")
        }
    }

    @Test func eachUtteranceFollowsTheEqualPowerLawOfItsFrame() throws {
        var session = Self.session(.kanban)
        _ = session.handle(line: "first")
        for _ in 0..<4 {
            let reply = session.handle(line: "next")
            guard let node = session.focused, let pan = session.pan(of: node) else {
                Issue.record("no frame")
                return
            }
            let measured = Self.balance(try Self.heard(reply, session).samples)
            #expect(abs(measured - pan.balanceDecibels) < 0.2, "\(node.id): \(measured) dB against \(pan.balanceDecibels) dB")
        }
    }

    @Test func theCameraTileChangesEarsWithTheDirection() throws {
        var results: [LayoutDirection: Double] = [:]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var session = Self.session(.snapCorner, direction: direction)
            let reply = session.handle(line: "last")
            #expect(session.focused?.id == .tile)
            results[direction] = Self.balance(try Self.heard(reply, session).samples)
        }
        let ltr = results[.leftToRight] ?? 0, rtl = results[.rightToLeft] ?? 0
        print("spatial WAV: the camera tile \(ltr) dB left to right, \(rtl) dB right to left")
        #expect(ltr < -3, "bottom right, the right ear: \(ltr) dB")
        #expect(rtl > 3, "bottom left in right to left, the left ear: \(rtl) dB")
    }

    @Test func theTileMovedToTheOtherCornerMovesToTheOtherEar() throws {
        var session = Self.session(.snapCorner)
        _ = session.handle(line: "last")
        let before = Self.balance(try Self.heard(session.handle(line: "read"), session).samples)
        _ = session.handle(line: "do Move to bottom left")
        let after = Self.balance(try Self.heard(session.handle(line: "read"), session).samples)
        #expect(before < -3 && after > 3, "\(before) dB, then \(after) dB")
        print("spatial WAV: the camera tile bottom right \(before) dB, moved bottom left \(after) dB")
    }

    @Test func utterancesAboutNoElementAreCentred() throws {
        var session = Self.session(.kanban)
        for line in ["rate 200", "frobnicate", "help next"] {
            let reply = session.handle(line: line)
            let wav = try Self.heard(reply, session)
            #expect(wav.channels == 2)
            #expect(abs(Self.balance(wav.samples)) < 1, "\(line): \(Self.balance(wav.samples)) dB")
        }
    }

    @Test func withSpatialOffNothingIsPlacedAndTheFileIsMono() throws {
        var session = Self.session(.kanban)
        session.settings.spatial = false
        _ = session.handle(line: "first")
        let wav = try Self.heard(session.handle(line: "read"), session)
        #expect(wav.channels == 1)
        #expect(wav.rms > 1_000)
    }

    /// The overview's ticks close the file: one per element, 80 ms each, in reading order,
    /// each at its element's place.
    @Test func theOverviewTicksInReadingOrderFromEachElementsPlace() throws {
        var session = Self.session(.photoBoard)
        let focus = session.focusID
        let reply = session.handle(line: "overview")
        #expect(session.focusID == focus, "focus does not move")
        #expect(reply.utterances == ["Sound map, 5 elements"])
        let elements = session.tree.elements
        #expect(reply.ticks.count == elements.count)
        let wav = try Self.heard(reply, session)
        let tick = Earcon.tick.samples(sampleRate: wav.sampleRate)
        let frames = tick.count * 2
        try #require(wav.samples.count >= frames * elements.count)
        let start = wav.samples.count - frames * elements.count
        for (index, node) in elements.enumerated() {
            let expected = try #require(session.pan(of: node))
            let slice = wav.samples[(start + index * frames)..<(start + (index + 1) * frames)]
            #expect(slice.contains { abs(Int($0)) > 1_000 }, "tick \(index) is heard")
            let measured = Self.balance(slice)
            #expect(abs(measured - expected.balanceDecibels) < 0.2, "tick \(index), \(node.id): \(measured) dB against \(expected.balanceDecibels)")
        }
    }

    @Test func whereNamesThePlace() {
        var kanban = Self.session(.kanban)
        _ = kanban.handle(line: "first")
        #expect(kanban.handle(line: "where").utterances.last == "left column")
        _ = kanban.handle(line: "last")
        #expect(kanban.handle(line: "where").utterances.last == "right column")
        var tile = Self.session(.snapCorner)
        _ = tile.handle(line: "last")
        #expect(tile.handle(line: "where").utterances.last == "bottom right corner")
        var mirrored = Self.session(.snapCorner, direction: .rightToLeft)
        _ = mirrored.handle(line: "last")
        #expect(mirrored.handle(line: "where").utterances.last == "bottom left corner")
        let board = Self.session(.photoBoard)
        let places = board.tree.elements.map { board.place(of: $0) ?? "" }
        #expect(places.allSatisfy { $0.contains(" of the board") }, "\(places)")
        #expect(places.contains { $0.contains(", partly under ") }, "photos overlap on the demo board: \(places)")
    }

    /// The real audio path: a stereo null sink's monitor hears the columns left, centre and
    /// right, and a centred utterance balanced.
    @Test func aStereoSinkHearsTheColumnsWhereTheyAre() throws {
        guard let server = try PulseServer.startForTest(format: .init(sampleRate: 22_050, channels: 2)) else { return }
        defer { server.stop() }
        let recorder = try MonitorRecorder(server: server)
        defer { recorder.stop() }
        let previous = getenv("PULSE_SERVER").map { String(cString: $0) }
        setenv("PULSE_SERVER", server.address, 1)
        defer { if let previous { setenv("PULSE_SERVER", previous, 1) } else { unsetenv("PULSE_SERVER") } }
        let speaker = AudioSpeaker(names: MixerNames(application: "Rotor", stream: "Rotor tests"), events: { _ in })
        speaker.waitUntilIdle()
        let announcer = Announcer(speaker: speaker, print: { _ in })
        var session = Self.session(.kanban)
        func measure(_ reply: Reply) -> Double {
            let start = SuspendingClock.now
            announcer.deliver(reply, session)
            speaker.waitUntilIdle()
            _ = recorder.waitForSilence(lasting: .milliseconds(100), louderThan: 0, timeout: .seconds(3))
            var samples = recorder.samples(from: start, to: .now)
            if samples.count % 2 == 1 { samples.removeLast() }
            return Self.balance(samples)
        }
        _ = session.handle(line: "first")
        var columns: [Double] = []
        for step in 0..<3 {
            if step > 0 { _ = session.handle(line: "next-group") }
            columns.append(measure(session.handle(line: "read")))
        }
        #expect(columns[0] > 3 && columns[2] < -3 && columns[0] > columns[1] && columns[1] > columns[2], "\(columns)")
        let centred = measure(session.handle(line: "rate 180"))
        #expect(abs(centred) < 1, "\(centred) dB")
        print("spatial monitor: columns \(columns) dB, centred \(centred) dB")
    }
}
