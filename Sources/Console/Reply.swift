// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Localization
import Semantics
import Speech

/// What the session answers to one command: sounds and utterances to play, speak and print,
/// and what the runner must do besides.
public struct Reply: Sendable, Equatable {
    /// Each one spoken in order, and printed on its own line.
    public var utterances: [String]
    /// Short sounds played before the utterances (when sounds are on).
    public var sounds: [Earcon]
    /// The element each utterance is about, by index (nil, or past the end: about none), so
    /// spatial speech can place it; the sounds are placed with the first one. Filled in by the
    /// session only while spatial speech is on.
    public var places: [NodeID?] = []
    /// A sound map (`overview`): one tick for each, played after the utterances.
    public var ticks: [Pan] = []
    /// Say-all: elements spoken after the utterances, each printed and focused as it starts to
    /// be heard, so stopping leaves the focus on the element heard last.
    public var sayAll: [SayAllItem]
    /// Silence the speaker before anything else.
    public var stopSpeech = false
    /// End the session.
    public var quit = false
    /// Whether these utterances are an error message.
    public var isError = false
    /// Whether the document changed, so a file behind it must be saved.
    public var documentChanged = false
    /// Whether a setting changed, so the settings file must be saved.
    public var settingsChanged = false
    /// Something only the file behind the document can do.
    public var fileRequest: FileRequest?
    /// The change to the document, as a journal keeps it (with ``documentChanged``).
    public var edit: DocumentEdit?
    /// Utterances spoken otherwise than printed, by index: printed as they are, spoken as these
    /// parts (a character named by the voice; a word spelled letter by letter, each by its name).
    public var spokenAs: [Int: [SpokenPart]] = [:]

    /// One part of an utterance spoken otherwise than printed.
    public struct SpokenPart: Sendable, Equatable {
        /// What is said.
        public var text: String
        /// Whether it is one character, named by the voice (punctuation too, a capital higher).
        public var isCharacter: Bool

        /// Creates a part.
        public init(_ text: String, isCharacter: Bool) {
            self.text = text
            self.isCharacter = isCharacter
        }
    }

    /// One element of a say-all: its id and what is said for it.
    public struct SayAllItem: Sendable, Equatable {
        public var id: NodeID
        public var utterances: [String]

        /// Creates an item.
        public init(id: NodeID, utterances: [String]) {
            self.id = id
            self.utterances = utterances
        }
    }

    /// A request for the file the document came from.
    public enum FileRequest: Sendable, Equatable {
        case save
        /// `save as PATH`; `replacing` when the person has agreed to replace a file there.
        case saveAs(String, replacing: Bool)
        case reload
        case recover
        case discardRecovery
    }

    /// A reply of utterances.
    public init(
        _ utterances: [String] = [], sounds: [Earcon] = [], stopSpeech: Bool = false, quit: Bool = false,
        isError: Bool = false, documentChanged: Bool = false, fileRequest: FileRequest? = nil
    ) {
        self.utterances = utterances
        self.sounds = sounds
        self.sayAll = []
        self.stopSpeech = stopSpeech
        self.quit = quit
        self.isError = isError
        self.documentChanged = documentChanged
        self.fileRequest = fileRequest
    }

    /// Every line printed for this reply, say-all included, in order.
    public var printed: [String] {
        utterances + sayAll.flatMap(\.utterances)
    }
}
