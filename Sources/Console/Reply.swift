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
    /// Whether the document changed, so a file behind it must be saved.
    public var documentChanged = false
    /// Something only the file behind the document can do.
    public var fileRequest: FileRequest?

    /// A request for the file the document came from.
    public enum FileRequest: Sendable, Equatable {
        case save
        case saveAs(String)
        case reload
    }

    /// A reply of utterances.
    public init(
        _ utterances: [String] = [], stopSpeech: Bool = false, quit: Bool = false, isError: Bool = false,
        documentChanged: Bool = false, fileRequest: FileRequest? = nil
    ) {
        self.utterances = utterances
        self.stopSpeech = stopSpeech
        self.quit = quit
        self.isError = isError
        self.documentChanged = documentChanged
        self.fileRequest = fileRequest
    }
}
