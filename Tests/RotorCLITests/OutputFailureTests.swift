// SPDX-License-Identifier: GPL-3.0-or-later
import RotorCLI
import SystemInterface
import Synchronization
import Testing

/// A write to standard output that fails has its own message and exit code (74), distinct from
/// "violations found" (1); a reader that went away (a closed pipe) ends the command quietly.
@Suite struct OutputFailureTests {
    static func run(_ arguments: [String], failing error: Errno) -> (status: Int32, errors: String) {
        let errors = Mutex("")
        let output = CommandOutput(
            out: { _ throws(Errno) in throw error },
            error: { text in errors.withLock { $0 += text } }
        )
        let status = RotorCommand.run(arguments, variables: ["LANG": "C.UTF-8"], output: output)
        return (status, errors.withLock { $0 })
    }

    @Test(arguments: [["transcript", "kanban"], ["audit", "kanban"], ["l10n", "check"], ["help"], ["say", "hi", "--no-speech"]])
    func aFullDiskIsReported(arguments: [String]) {
        let (status, errors) = Self.run(arguments, failing: .noSpace)
        #expect(status == 74)
        #expect(errors == "Rotor could not write its output: No space left on device.\n")
    }

    @Test func aClosedPipeEndsQuietly() {
        let (status, errors) = Self.run(["transcript", "kanban"], failing: .brokenPipe)
        #expect(status == 0)
        #expect(errors.isEmpty)
    }
}
