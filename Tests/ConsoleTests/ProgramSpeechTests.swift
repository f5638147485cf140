// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Harness
import Speech
import TestSupport
import Testing

/// What the `rotor` program makes heard: `rotor say` and `--speak-to` files, a real sound
/// server, no sound server at all, and the voice commands (`pitch`, `volume`, `mute`, `unmute`)
/// as they change what a WAV holds.
@Suite struct ProgramSpeechTests {
    static func temporaryFolder() -> URL { RotorProcess.isolatedConfiguration() }

    /// `rotor say` with these arguments into a WAV file; the run and the file.
    static func say(_ arguments: [String]) throws -> (ChildProcess.Result, WAVFile) {
        let wav = temporaryFolder().appending(path: "say.wav")
        let result = try RotorProcess.run(["say"] + arguments + ["--speak-to", wav.path])
        return (result, try WAVFile(contentsOf: wav))
    }

    /// A script run by `rotor open SCREEN --speak-to`; the run and the samples heard.
    static func session(_ screen: String, _ script: String) throws -> (ChildProcess.Result, [Int16]) {
        let wav = temporaryFolder().appending(path: "session.wav")
        let result = try RotorProcess.run(["open", screen, "--speak-to", wav.path], input: script)
        return (result, try WAVFile(contentsOf: wav).samples)
    }

    /// Where two recordings of sessions that began alike part: both start with the same
    /// bytes (the same words spoken by a fresh process), so what follows is what differs.
    static func tails(_ first: [Int16], _ second: [Int16]) -> (ArraySlice<Int16>, ArraySlice<Int16>) {
        let common = zip(first, second).prefix { $0 == $1 }.count
        return (first[common...], second[common...])
    }

    static func rms(_ samples: ArraySlice<Int16>) -> Double {
        let loud = samples.filter { abs(Int($0)) > 200 }
        guard !loud.isEmpty else { return 0 }
        return (loud.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(loud.count)).squareRoot()
    }

    /// The median fundamental frequency of the voiced 40 ms frames, by autocorrelation
    /// (80–400 Hz): how high a voice sounds.
    static func medianPitch(_ samples: ArraySlice<Int16>, rate: Double = 22_050) -> Double {
        let values = samples.map(Double.init)
        let frame = Int(rate * 0.04)
        let lags = Int(rate / 400)...Int(rate / 80)
        var pitches: [Double] = []
        var start = 0
        while start + frame + lags.upperBound < values.count {
            let window = values[start..<(start + frame)]
            let energy = window.reduce(0) { $0 + $1 * $1 }
            if energy / Double(frame) > 1_000_000 {
                var best = (lag: 0, score: 0.0)
                for lag in lags {
                    var sum = 0.0
                    for index in start..<(start + frame) { sum += values[index] * values[index + lag] }
                    let score = sum / energy
                    if score > best.score { best = (lag, score) }
                }
                if best.score > 0.5 { pitches.append(rate / Double(best.lag)) }
            }
            start += frame
        }
        return pitches.sorted()[pitches.count / 2]
    }

    /// `spatial on` makes the `--speak-to` file stereo and the overview's ticks close it, one
    /// per element, the camera tile's last and on the right; without it the file stays mono.
    @Test func spatialSpeechWritesAStereoFileEndingInTheSoundMap() throws {
        let folder = Self.temporaryFolder()
        let wav = folder.appending(path: "spatial.wav")
        let result = try RotorProcess.run(["open", "snap-corner", "--speak-to", wav.path], input: "spatial on\noverview\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Spatial speech on\nSound map, 3 elements\n"), "\(result.standardOutput)")
        let file = try WAVFile(contentsOf: wav)
        #expect(file.channels == 2)
        let frames = Earcon.tick.samples(sampleRate: file.sampleRate).count * 2
        try #require(file.samples.count > frames * 3)
        func balance(_ slice: ArraySlice<Int16>) -> Double {
            var left = 0.0, right = 0.0
            for index in stride(from: slice.startIndex, to: slice.endIndex - 1, by: 2) {
                left += Double(slice[index]) * Double(slice[index])
                right += Double(slice[index + 1]) * Double(slice[index + 1])
            }
            return 10 * log10(max(left, 1) / max(right, 1))
        }
        let end = file.samples.count
        let title = balance(file.samples[(end - 3 * frames)..<(end - 2 * frames)])
        let tile = balance(file.samples[(end - frames)..<end])
        #expect(abs(title) < 1, "the title is centred: \(title) dB")
        #expect(tile < -3, "the tile, bottom right, is on the right: \(tile) dB")

        let plain = folder.appending(path: "plain.wav")
        _ = try RotorProcess.run(["open", "snap-corner", "--speak-to", plain.path], input: "last\n")
        #expect(try WAVFile(contentsOf: plain).channels == 1, "spatial off: mono, as before")
    }

    @Test func sayPrintsTheTextAndWritesWhatIsHeard() throws {
        let (result, wav) = try Self.say(["Lisbon,", "image"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Lisbon, image\n", "the arguments joined by spaces, printed")
        #expect(result.standardError.isEmpty)
        #expect(wav.sampleRate == 22_050 && wav.channels == 1 && wav.bitsPerSample == 16)
        #expect(wav.rms > 1_000, "nothing audible")
        #expect(wav.duration > 0.5 && wav.duration < 3, "\(wav.duration) s for two words")
    }

    /// `--rate` and `--lang` change what is heard: faster is shorter, and each language and
    /// variant is its own voice.
    @Test func sayFollowsTheRateAndTheLanguage() throws {
        let text = ["Cerveza", "y", "zapatos"]
        let slow = try Self.say(text + ["--lang", "es", "--rate", "100"]).1
        let fast = try Self.say(text + ["--lang", "es", "--rate", "400"]).1
        #expect(fast.duration < slow.duration * 0.5, "rate 400 took \(fast.duration) s, rate 100 \(slow.duration) s")
        let spain = try Self.say(text + ["--lang", "es"]).1
        let latinAmerica = try Self.say(text + ["--lang", "es-419"]).1
        let english = try Self.say(text + ["--lang", "en"]).1
        #expect(spain.samples != latinAmerica.samples, "es-419 sounds as es")
        #expect(spain.samples != english.samples, "es sounds as en")
        let bad = try RotorProcess.run(["say", "hola", "--rate", "9000"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("9000"))
    }

    /// Through a real sound server: `rotor say` is heard at the sink's monitor.
    @Test func sayIsHeardThroughTheSoundServer() throws {
        guard let server = try PulseServer.startForTest() else { return }
        defer { server.stop() }
        let monitor = try MonitorRecorder(server: server)
        defer { monitor.stop() }
        let start = SuspendingClock.now
        let result = try RotorProcess.run(["say", "Lisbon, image"], environment: ["PULSE_SERVER": server.address])
        #expect(result.status == 0)
        #expect(result.standardOutput == "Lisbon, image\n", "no notice: the server was there")
        #expect(result.standardError.isEmpty)
        #expect(monitor.waitForSound(after: start, louderThan: 200, timeout: .seconds(5)) != nil, "nothing was heard")
    }

    /// No sound server: one clear notice, in the person's language, then text only; nothing of
    /// the sound library's own noise on standard error.
    @Test(arguments: [
        (["say", "hello"], "", "No audio device; speaking as text only\nhello\n"),
        (["open", "deck-fan"], "next\nprevious\nread\n", nil),
        (["open", "deck-fan", "--lang", "es"], "read\n", nil),
    ])
    func withoutASoundServerOneNoticeThenText(arguments: [String], script: String, expected: String?) throws {
        let nowhere = Self.temporaryFolder().appending(path: "no-such-socket")
        let result = try RotorProcess.run(arguments, input: script, environment: ["PULSE_SERVER": "unix:" + nowhere.path])
        if arguments.first == "say" {
            // `say` is for hearing the voice: not heard is a failure, said on standard error too.
            #expect(result.status == 69)
            #expect(result.standardError == "No audio device; speaking as text only\n")
        } else {
            #expect(result.status == 0)
            #expect(result.standardError.isEmpty, "\(result.standardError)")
        }
        let notice = arguments.contains("es") ? "No hay dispositivo de audio; solo texto" : "No audio device; speaking as text only"
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix(notice) }.count == 1, "the notice, once: \(lines)")
        if let expected { #expect(result.standardOutput == expected) }
        if arguments.first == "open" {
            #expect(lines.contains(arguments.contains("es") ? "Abanico de cartas, Apilado, Botón" : "Card fan, Stacked, Button"), "text goes on: \(lines)")
        }
    }

    /// libespeak-ng missing (hidden by /dev/null bound over it, in a mount namespace of the
    /// run's own): Rotor, which loads it only when it first speaks, says so once in its own
    /// words and goes on as text; a WAV that cannot be made is an error that names the package.
    @Test(.enabled(if: Mount.isAllowed, Comment(rawValue: Mount.refusal ?? "")), arguments: [false, true])
    func withoutTheSpeechLibraryOneNoticeThenText(toFile: Bool) throws {
        let library = try #require(Self.espeakLibrary(), "libespeak-ng.so.1 is not where the loader finds it")
        let wav = Self.temporaryFolder().appending(path: "nothing.wav")
        let rotor = [RotorProcess.executable.path, "open", "deck-fan"] + (toFile ? ["--speak-to", wav.path] : [])
        // A real sound server: with none, nothing is synthesized, so nothing would need the library.
        guard let server = try PulseServer.startForTest() else { return }
        defer { server.stop() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = RotorProcess.isolatedConfiguration().path
        environment["PULSE_SERVER"] = server.address
        let result = try ChildProcess.run(
            "unshare", ["-m", "sh", "-c", #"mount --bind /dev/null "$0" && exec "$@""#, library] + rotor,
            environment: environment, input: "next\nread\n")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("Card fan, Stacked, Button"), "text goes on: \(lines)")
        if toFile {
            #expect(result.status == 1)
            #expect(result.standardError.contains("The speech synthesizer could not be loaded ("), "\(result.standardError)")
            #expect(result.standardError.contains("; install libespeak-ng1."), "\(result.standardError)")
        } else {
            #expect(result.status == 0, "\(result.standardError)")
            let notice = "Speech synthesizer unavailable (libespeak-ng1); text only"
            #expect(lines.filter { $0.hasPrefix(notice) }.count == 1, "the notice, once: \(lines)")
        }
    }

    /// Where the loader finds libespeak-ng.so.1, resolved to the file itself.
    static func espeakLibrary() -> String? {
        guard let listing = try? ChildProcess.run("ldconfig", ["-p"], environment: ProcessInfo.processInfo.environment) else {
            return nil
        }
        let line = listing.standardOutput.split(separator: "\n").first { $0.contains("libespeak-ng.so.1 ") }
        guard let path = line?.components(separatedBy: " => ").last else { return nil }
        return URL(fileURLWithPath: path.trimmingCharacters(in: .whitespaces)).resolvingSymlinksInPath().path
    }

    /// `volume` and `pitch`: what follows the command is softer, or higher.
    @Test func volumeAndPitchChangeWhatFollows() throws {
        let (_, loud) = try Self.session("deck-fan", "volume 100\nread\n")
        let (_, soft) = try Self.session("deck-fan", "volume 20\nread\n")
        let (loudTail, softTail) = Self.tails(loud, soft)
        #expect(Self.rms(softTail) < Self.rms(loudTail) * 0.4, "volume 20: \(Self.rms(softTail)), volume 100: \(Self.rms(loudTail))")

        let (_, low) = try Self.session("deck-fan", "pitch 10\nread\n")
        let (_, high) = try Self.session("deck-fan", "pitch 90\nread\n")
        let (lowTail, highTail) = Self.tails(low, high)
        let lowPitch = Self.medianPitch(lowTail)
        let highPitch = Self.medianPitch(highTail)
        #expect(highPitch > lowPitch * 1.3, "pitch 90: \(highPitch) Hz, pitch 10: \(lowPitch) Hz")
    }

    /// `mute` silences what follows, still printed; `unmute` brings speech back.
    @Test func muteSilencesAndUnmuteSpeaksAgain() throws {
        let (started, alone) = try Self.session("kanban", "")
        let (muted, silent) = try Self.session("kanban", "mute\nnext\nnext\n")
        #expect(muted.standardOutput == started.standardOutput + "Speech muted\nSketch the onboarding, Actions available\nWrite release notes, Actions available\n")
        #expect(silent == alone, "something was heard while muted")
        let (unmuted, heard) = try Self.session("kanban", "mute\nnext\nunmute\nread\n")
        #expect(unmuted.standardOutput.hasSuffix("Speech on\nSketch the onboarding, Actions available\n"))
        #expect(heard.count > alone.count + 22_050 / 2, "nothing was heard after unmute")
        let heardAfter = heard[alone.count...].contains { abs(Int($0)) > 1_000 }
        #expect(heardAfter, "unmute brought no speech")
        #expect(Array(heard.prefix(alone.count)) == alone, "the start is the same")
    }
}
