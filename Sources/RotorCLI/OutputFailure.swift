// SPDX-License-Identifier: GPL-3.0-or-later
import Synchronization
import SystemInterface
import TextSafety

/// Remembers the first failed write of the lines a session prints, so a closed or full standard
/// output is reported when the command ends instead of being lost.
final class OutputFailure: Sendable {
    private let first = Mutex<Errno?>(nil)

    /// The first error, if a write failed.
    var error: Errno? { first.withLock { $0 } }

    /// A printer for an announcer: each line written to `output`, a failure remembered.
    func printer(_ output: CommandOutput) -> @Sendable (String) -> Void {
        { [self] line in
            if case .failure(let error) = Result(catching: { () throws(Errno) in try output.out(TerminalText.defusingWorkflowCommands(TerminalText.neutralizeLines(line)) + "\n") }) {
                first.withLock { $0 = $0 ?? error }
            }
        }
    }

    /// Throws the remembered failure, if any.
    func check() throws(RotorError) {
        if let error { throw .output(error) }
    }
}
