// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import TestSupport
import Testing

/// `rotor new` makes a file and nothing else: never over one, never into a pipe, and a name that
/// holds a control character is shown, never obeyed.
@Suite struct NewFileTests {
    @Test func aLineBreakInTheNameIsShownNotPrinted() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-new")
        defer { folder.remove() }
        let name = "to\ndo.json"
        let result = try RotorProcess.run(["new", "kanban", name], directory: folder.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "Created to\u{240A}do.json. Open it with 'rotor open to\u{240A}do.json'.\n", "one line")
        #expect(FileManager.default.fileExists(atPath: folder.file(name).path), "the file has the name asked for")
        let again = try RotorProcess.run(["new", "kanban", name], directory: folder.url)
        #expect(again.standardError == "'to\u{240A}do.json' already exists; Rotor will not replace it.\n", "an error is one line too")
    }

    @Test func aPipeIsNotMadeIntoABoard() throws {
        let folder = try TemporaryDirectory(prefix: "rotor-new")
        defer { folder.remove() }
        let pipe = folder.file("tasks.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let result = try RotorProcess.run(["new", "kanban", pipe])
        #expect(result.status == 1)
        #expect(result.standardError == "'\(pipe)' is a named pipe, not a file; Rotor does not write to it.\n")
    }
}
