// SPDX-License-Identifier: GPL-3.0-or-later
import RotorCLI
import Synchronization

/// Standard output and error kept in memory, for running `rotor` in process.
final class CapturedOutput: Sendable {
    private let texts = Mutex((out: "", error: "", bytes: [UInt8]()))
    private let terminal: Bool

    /// An output that is a terminal or not.
    init(terminal: Bool = false) {
        self.terminal = terminal
    }

    /// What was written to standard output.
    var standardOutput: String { texts.withLock { $0.out } }
    /// What was written to standard error.
    var standardError: String { texts.withLock { $0.error } }
    /// The bytes written to standard output that are not text (a PNG picture).
    var bytes: [UInt8] { texts.withLock { $0.bytes } }

    /// An output that writes here.
    var output: CommandOutput {
        CommandOutput(
            out: { [self] text in texts.withLock { $0.out += text } },
            error: { [self] text in texts.withLock { $0.error += text } },
            bytes: { [self] data in texts.withLock { $0.bytes += data } },
            outputIsTerminal: terminal
        )
    }

    /// Runs `rotor` with arguments in process, English unless `LANG` says otherwise.
    static func run(_ arguments: [String], language: String = "C.UTF-8", terminal: Bool = false) -> (status: Int32, output: CapturedOutput) {
        let captured = CapturedOutput(terminal: terminal)
        let status = RotorCommand.run(arguments, variables: ["LANG": language], output: captured.output)
        return (status, captured)
    }
}
