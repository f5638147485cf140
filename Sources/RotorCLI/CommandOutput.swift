// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc
import SystemInterface

/// Where a command's text goes: standard output and standard error, or memory in tests.
public struct CommandOutput: Sendable {
    /// Writes text to standard output (or its stand-in).
    public var out: @Sendable (String) throws(Errno) -> Void
    /// Writes text to standard error (or its stand-in).
    public var error: @Sendable (String) throws(Errno) -> Void
    /// Writes bytes that are not text (a PNG picture) to standard output.
    public var bytes: @Sendable ([UInt8]) throws(Errno) -> Void
    /// Whether standard output is a terminal, where a picture's bytes do not belong.
    public var outputIsTerminal: Bool
    /// Asks a person a question and returns the line they answer; nil when there is no one to
    /// ask (standard input or error is not a terminal) or no answer came.
    public var ask: @Sendable (String) -> String? = { _ in nil }

    /// Creates an output from its writers; bytes go through `out` as UTF-8 unless a writer is given.
    public init(
        out: @escaping @Sendable (String) throws(Errno) -> Void,
        error: @escaping @Sendable (String) throws(Errno) -> Void,
        bytes: (@Sendable ([UInt8]) throws(Errno) -> Void)? = nil,
        outputIsTerminal: Bool = false
    ) {
        self.out = out
        self.error = error
        if let bytes {
            self.bytes = bytes
        } else {
            self.bytes = { data throws(Errno) in try out(String(decoding: data, as: UTF8.self)) }
        }
        self.outputIsTerminal = outputIsTerminal
    }

    /// The process's standard output and standard error; questions on standard error, answered
    /// on standard input, when both are terminals.
    public static let standard: CommandOutput = {
        var output = CommandOutput(
            out: { text throws(Errno) in try Posix.writeAll(.standardOutput, Array(text.utf8)) },
            error: { text throws(Errno) in try Posix.writeAll(.standardError, Array(text.utf8)) },
            bytes: { data throws(Errno) in try Posix.writeAll(.standardOutput, data) },
            outputIsTerminal: Posix.isTerminal(.standardOutput)
        )
        output.ask = { question in
            guard Posix.isTerminal(.standardInput), Posix.isTerminal(.standardError),
                  (try? Posix.writeAll(.standardError, Array(question.utf8))) != nil
            else { return nil }
            var line: [UInt8] = []
            var byte: UInt8 = 0
            while line.count < 1_024 {
                let count = withUnsafeMutableBytes(of: &byte) { buffer in (try? Posix.read(.standardInput, into: buffer)) ?? 0 }
                if count == 0 { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
                if byte == UInt8(ascii: "\n") { break }
                line.append(byte)
            }
            return String(decoding: line, as: UTF8.self)
        }
        return output
    }()
}
