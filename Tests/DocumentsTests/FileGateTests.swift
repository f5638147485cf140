// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Processes
import SystemInterface
import TestSupport
import Testing

/// Every file Rotor reads or writes goes through one gate: attacked as issue 46 attacked it, as
/// root, with named pipes, device nodes (`mknod`, copies of `/dev/zero`, never the machine's
/// own), sockets and folders where files belong, and files past their limits. Each run has a
/// deadline: a run still going after it hung (once, `rotor open` on a FIFO blocked in `open`,
/// deaf to every signal but SIGKILL, holding the board's lock).
@Suite(.enabled(if: geteuid() == 0, "device nodes need root"))
struct FileGateTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "rotor-gate")
    }

    static let board = #"{"kind": "kanban", "columns": [{"id": "todo", "title": "To do", "cards": [{"id": "a", "title": "Fix the login crash"}]}]}"#
    static let deadline = Duration.seconds(30)

    private func path(_ name: String) -> String { folder.file(name).path }

    private func special(_ kind: SpecialFile, _ name: String) throws -> String {
        let path = path(name)
        try #require(kind.make(at: path), "could not make a \(kind) at \(path): errno \(errno)")
        return path
    }

    /// A board that is a named pipe, a device or a socket: every command that reads one says
    /// what it is, at once, with its exit code; nothing waits and nothing is replaced.
    @Test(arguments: [SpecialFile.pipe, .device, .socket])
    func aBoardThatIsNotAFileIsNamedAtOnce(kind: SpecialFile) throws {
        let board = try special(kind, "tasks.json")
        let message = "Cannot read '\(board)': \(kind.readReason)."
        for (arguments, status) in [
            (["open", board, "--no-speech"], Int32(1)), (["transcript", board], 1), (["snapshot", board], 1), (["audit", board], 65),
        ] {
            let result = try RotorProcess.run(arguments, input: "add Buy milk\n", within: Self.deadline)
            #expect(!result.timedOut, "\(arguments) hung on a \(kind)")
            #expect(result.status == status, "\(arguments): \(result.standardError)")
            #expect((result.standardError + result.standardOutput).contains(message), "\(arguments): \(result.standardError)")
            #expect(SpecialFile.type(at: board) == kind.type, "still a \(kind)")
        }
    }

    /// Every other input a person can name or Rotor finds beside one: a baseline, a
    /// configuration (given or beside the catalog), a catalog, `--locales`, the settings file,
    /// a journal. A named pipe in each is refused by name, never waited on.
    @Test func otherInputsThatArePipesAreNamedNeverWaitedOn() throws {
        let catalogFolder = folder.file("catalog")
        try FileManager.default.createDirectory(at: catalogFolder, withIntermediateDirectories: true)
        let catalog = catalogFolder.appending(path: "Localizable.xcstrings").path
        try #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#.write(toFile: catalog, atomically: true, encoding: .utf8)
        let fifo = try special(.pipe, "fifo")
        let reason = SpecialFile.pipe.readReason
        let cases: [(arguments: [String], status: Int32, words: String)] = [
            (["audit", "kanban", "--baseline", fifo], 64, "Cannot read '\(fifo)': \(reason)."),
            (["l10n", "check", catalog, "--config", fifo], 64, "Cannot read '\(fifo)': \(reason)."),
            (["transcript", "kanban", "--locales", fifo], 64, reason),
        ]
        for (arguments, status, words) in cases {
            let result = try RotorProcess.run(arguments, within: Self.deadline)
            #expect(!result.timedOut, "\(arguments) hung")
            #expect(result.status == status, "\(arguments): \(result.standardError)")
            #expect((result.standardError + result.standardOutput).contains(words), "\(arguments): \(result.standardError)")
        }
        // A catalog that is itself a pipe, named as one.
        let pipeCatalog = try special(.pipe, "pipe.xcstrings")
        let checked = try RotorProcess.run(["l10n", "check", pipeCatalog], within: Self.deadline)
        #expect(!checked.timedOut)
        #expect(checked.status == 65)
        #expect(checked.standardOutput.contains("Cannot read the string catalog '\(pipeCatalog)': \(reason)."), "\(checked.standardOutput)")
        // The configuration found beside a catalog.
        #expect(mkfifo(catalogFolder.appending(path: "rotor-l10n.json").path, 0o666) == 0)
        let beside = try RotorProcess.run(["l10n", "check", catalog], within: Self.deadline)
        #expect(!beside.timedOut)
        #expect(beside.status == 64)
        #expect(beside.standardError.contains(reason), "\(beside.standardError)")
    }

    /// The settings file and a journal beside a board, as pipes: said at the start, the
    /// defaults used and the journal left alone, and the session goes on.
    @Test func aSettingsFileOrAJournalThatIsAPipeIsSaidAndLeftAlone() throws {
        let config = folder.file("config")
        try FileManager.default.createDirectory(at: config.appending(path: "rotor"), withIntermediateDirectories: true)
        let settings = config.appending(path: "rotor/settings.json").path
        #expect(mkfifo(settings, 0o666) == 0)
        let board = path("tasks.json")
        try Self.board.write(toFile: board, atomically: true, encoding: .utf8)
        let journal = path(".tasks.json.rotor-journal-1-abc")
        #expect(mkfifo(journal, 0o666) == 0)
        let result = try RotorProcess.run(
            ["open", board, "--no-speech"], input: "rate 300\nadd Buy milk\n", environment: ["XDG_CONFIG_HOME": config.path],
            within: Self.deadline)
        #expect(!result.timedOut, "a pipe held the session up")
        #expect(result.standardOutput.contains("Your settings in \(settings) cannot be used: \(SpecialFile.pipe.readReason)."), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(
            "The journal '\(journal)' cannot be read: \(SpecialFile.pipe.readReason). Its changes are not made again; it is left where it is."),
            "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Added Buy milk"))
        #expect(SpecialFile.type(at: settings) == S_IFIFO, "the settings pipe is not replaced")
        #expect(SpecialFile.type(at: journal) == S_IFIFO, "the journal pipe is left where it is")
        #expect(try String(contentsOfFile: board, encoding: .utf8).contains("Buy milk"))
    }

    /// `/dev/zero`'s kind as a board, a baseline and a settings file: "a device", not "Is a
    /// directory", and never read.
    @Test func aDeviceIsNamedAsADevice() throws {
        let zero = try special(.device, "zero")
        let transcript = try RotorProcess.run(["transcript", zero], within: Self.deadline)
        #expect(transcript.standardError == "Cannot read '\(zero)': it is a device, not a file.\n")
        let baseline = try RotorProcess.run(["audit", "kanban", "--baseline", zero], within: Self.deadline)
        #expect(baseline.status == 64)
        #expect(baseline.standardError.contains("Cannot read '\(zero)': it is a device, not a file."), "\(baseline.standardError)")
        let config = folder.file("config")
        try FileManager.default.createDirectory(at: config.appending(path: "rotor"), withIntermediateDirectories: true)
        #expect(mknod(config.appending(path: "rotor/settings.json").path, S_IFCHR | 0o666, dev_t((1 << 8) | 5)) == 0)
        let session = try RotorProcess.run(
            ["open", "kanban", "--no-speech"], input: "quit\n", environment: ["XDG_CONFIG_HOME": config.path], within: Self.deadline)
        #expect(session.standardOutput.contains("cannot be used: it is a device, not a file."), "\(session.standardOutput)")
    }

    /// Files past their limit: each refused by its length before a byte is read (sparse files
    /// of that length, so the test writes nothing), with the limit in the message.
    @Test func filesPastTheirLimitAreRefusedByTheirLength() throws {
        func sparse(_ path: String, _ bytes: Int) throws {
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(bytes)) == 0)
        }
        let config = folder.file("config")
        try FileManager.default.createDirectory(at: config.appending(path: "rotor"), withIntermediateDirectories: true)
        try sparse(config.appending(path: "rotor/settings.json").path, 100 << 20)
        let board = path("tasks.json")
        try Self.board.write(toFile: board, atomically: true, encoding: .utf8)
        let journal = path(".tasks.json.rotor-journal-1-abc")
        try sparse(journal, InputLimit.journal + 1)
        let session = try RotorProcess.run(
            ["open", board, "--no-speech"], input: "quit\n", environment: ["XDG_CONFIG_HOME": config.path], within: Self.deadline)
        #expect(session.standardOutput.contains("cannot be used: it is 104,857,600 bytes, more than the 1,048,576 Rotor reads."),
                "\(session.standardOutput)")
        // The journal is not silently dropped for its size: it is named, and kept.
        #expect(session.standardOutput.contains(
            "The journal '\(journal)' cannot be read: it is 134,217,729 bytes, more than the 134,217,728 Rotor reads."),
            "\(session.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: journal))

        let catalog = path("huge.xcstrings")
        try sparse(catalog, InputLimit.catalog + 1)
        let checked = try RotorProcess.run(["l10n", "check", catalog], within: Self.deadline)
        #expect(checked.status == 65)
        #expect(checked.standardOutput.contains("it is 67,108,865 bytes, more than the 67,108,864 Rotor reads."), "\(checked.standardOutput)")
        let baseline = path("baseline.json")
        try sparse(baseline, InputLimit.baseline + 1)
        let audited = try RotorProcess.run(["audit", "kanban", "--baseline", baseline], within: Self.deadline)
        #expect(audited.status == 64)
        #expect(audited.standardError.contains("it is 67,108,865 bytes, more than the 67,108,864 Rotor reads."), "\(audited.standardError)")
    }

    /// `--write-baseline` (audit and l10n check) and `--speak-to` onto a device, a named pipe,
    /// a socket or a folder: refused with exit code 73, before any report is made, and the node
    /// is what it was. (Once, `--write-baseline /dev/null` replaced the machine's `/dev/null`.)
    @Test(arguments: SpecialFile.allCases)
    func reportsAndRecordingsNeverReplaceWhatIsNotAFile(kind: SpecialFile) throws {
        let target = try special(kind, "target")
        for arguments in [
            ["audit", "kanban", "--lang", "en", "--write-baseline", target],
            ["l10n", "check", "--write-baseline", target],
            ["say", "Hello", "--speak-to", target],
        ] {
            let result = try RotorProcess.run(arguments, within: Self.deadline)
            #expect(!result.timedOut)
            #expect(result.status == 73, "\(arguments): \(result.standardError)")
            #expect(result.standardError == "'\(target)' \(kind.writeRefusal)\n", "\(arguments)")
            #expect(result.standardOutput.isEmpty, "no report is made for nothing: \(arguments)")
            #expect(SpecialFile.type(at: target) == kind.type, "still a \(kind)")
        }
    }

    /// `--write-baseline` onto a board a session has open, and onto one whose session's lock
    /// file was deleted (`git clean -fdx`): refused, the board as it was.
    @Test func aBaselineNeverReplacesABoardASessionHolds() throws {
        let board = path("held.json")
        try Self.board.write(toFile: board, atomically: true, encoding: .utf8)
        let (holder, _) = try DocumentFile.open(board)
        defer { holder.close() }
        for round in ["held", "lock file deleted"] {
            if round == "lock file deleted" { #expect(unlink(BoardLock.path(for: board)) == 0) }
            for arguments in [["audit", "kanban", "--write-baseline", board], ["l10n", "check", "--write-baseline", board]] {
                let result = try RotorProcess.run(arguments, within: Self.deadline)
                #expect(result.status == 73, "\(round), \(arguments): \(result.standardError)")
                #expect(result.standardError == "'\(board)' is open in another Rotor session; Rotor does not write over it.\n", "\(round)")
                #expect(try String(contentsOfFile: board, encoding: .utf8) == Self.board, "\(round): the board is untouched")
            }
        }
    }

    /// A symbolic link to nothing and a loop of links, as a board: each named for what it is.
    @Test func linksToNothingAndLoopsAreNamed() throws {
        let dangling = path("dangling.json")
        #expect(symlink("missing.json", dangling) == 0)
        let loop = path("loop.json")
        #expect(symlink("loop.json", loop) == 0)
        let first = try RotorProcess.run(["transcript", dangling], within: Self.deadline)
        #expect(first.standardError == "Cannot read '\(dangling)': it is a symbolic link to a file that does not exist.\n")
        let second = try RotorProcess.run(["transcript", loop], within: Self.deadline)
        #expect(second.standardError == "Cannot read '\(loop)': its symbolic links lead round in a loop.\n")
    }

    /// `--output -` is the stream asked for by name: standard output, and no file called `-`.
    @Test func aDashIsTheStream() throws {
        let result = try RotorProcess.run(["snapshot", "kanban", "--output", "-"], directory: folder.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<?xml"))
        #expect(!FileManager.default.fileExists(atPath: path("-")))
    }
}
