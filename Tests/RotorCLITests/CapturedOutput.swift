// SPDX-License-Identifier: GPL-3.0-or-later
import RotorCLI
import Synchronization

/// Standard output and error kept in memory, for running `rotor` in process.
final class CapturedOutput: Sendable {
    private let texts = Mutex((out: "", error: ""))

    /// What was written to standard output.
    var standardOutput: String { texts.withLock { $0.out } }
    /// What was written to standard error.
    var standardError: String { texts.withLock { $0.error } }

    /// An output that writes here.
    var output: CommandOutput {
        CommandOutput(
            out: { [self] text in texts.withLock { $0.out += text } },
            error: { [self] text in texts.withLock { $0.error += text } }
        )
    }

    /// Runs `rotor` with arguments in process, English unless `LANG` says otherwise.
    static func run(_ arguments: [String], language: String = "C.UTF-8") -> (status: Int32, output: CapturedOutput) {
        let captured = CapturedOutput()
        let status = RotorCommand.run(arguments, variables: ["LANG": language], output: captured.output)
        return (status, captured)
    }
}
