// SPDX-License-Identifier: GPL-3.0-or-later

/// What the session answers to one command: utterances to speak and print, and what the
/// runner must do besides.
public struct Reply: Sendable, Equatable {
    /// Each one spoken in order, and printed on its own line.
    public var utterances: [String]
    /// Silence the speaker before anything else.
    public var stopSpeech = false
    /// End the session.
    public var quit = false
    /// Whether these utterances are an error message.
    public var isError = false

    /// A reply of utterances.
    public init(_ utterances: [String] = [], stopSpeech: Bool = false, quit: Bool = false, isError: Bool = false) {
        self.utterances = utterances
        self.stopSpeech = stopSpeech
        self.quit = quit
        self.isError = isError
    }
}
