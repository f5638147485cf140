// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Speech
import Widgets

/// The screen reader's state: the documents, the focused element, the environment and the
/// voice settings. It turns commands into replies and knows nothing of terminals or audio,
/// so script mode, the interactive terminal and the tests all drive the same thing.
public struct Session: Sendable {
    public let strings: Strings
    public var environment: Semantics.Environment
    public var hints = true
    public var muted = false
    /// Whether moving past the last element goes on to the next demo screen: the guided tour
    /// `rotor` starts with, so arrows alone reach every component.
    public var tour = false
    /// The screen that is a person's own file, open for editing; its cards offer editing actions.
    public var editableScreen: String? {
        didSet { rebuild() }
    }
    public var voice: VoiceSettings
    /// Whether the layout direction follows the language (`lang he` lays out right to left):
    /// true until `--direction` or the `direction` command chooses one.
    public var directionFollowsLanguage = true
    /// The name of the current screen.
    public internal(set) var screen: String
    /// The state of every screen visited, so coming back finds it as it was left.
    var documents: [String: Document]
    public internal(set) var tree: AccessibilityTree
    /// The focused element's id; it stays on the same element across rebuilds while it exists.
    public internal(set) var focusID: NodeID?
    /// The action chosen by cycling through the focused element's actions.
    var chosenAction: Int?
    /// Everything spoken, oldest first, for `history` and `repeat`.
    public private(set) var spoken: [String] = []
    var lastReply: [String] = []
    /// Changes that `undo` takes back, the latest last; and those `redo` makes again.
    var undoStack: [Change] = []
    var redoStack: [Change] = []

    /// One change to the document: how it was before, and how to say what changed.
    struct Change: Sendable {
        var before: Document
        var description: String
    }

    let builder: TreeBuilder
    let phrase: Phrase

    /// Opens a session on a screen (one of the demos, or a document given by the caller).
    public init(
        screen: String, document: Document, environment: Semantics.Environment,
        strings: Strings = .builtIn, voice: VoiceSettings = .default, editableScreen: String? = nil
    ) {
        self.strings = strings
        self.environment = environment
        self.voice = voice
        self.screen = screen
        self.documents = [screen: document]
        self.builder = TreeBuilder(strings: strings)
        self.phrase = Phrase(strings: strings)
        self.editableScreen = editableScreen
        var treeEnvironment = environment
        treeEnvironment.editing = screen == editableScreen
        self.tree = builder.tree(for: document, in: treeEnvironment)
        self.focusID = tree.elements.first?.id
    }

    /// The current screen's document.
    public var document: Document { documents[screen] ?? DemoScreen.kanban.document }

    /// The focused element.
    public var focused: AccessibilityNode? { focusID.flatMap(tree.element(id:)) }

    /// What to say when the session starts: the screen's name, then the first element.
    public mutating func start() -> Reply {
        record(Reply([tree.title] + focusedUtterances()))
    }

    /// Parses and runs a typed line; a mistake becomes a spoken error, never a crash.
    public mutating func handle(line: String) -> Reply {
        do {
            guard let command = try Command.parse(line) else { return Reply() }
            return execute(command)
        } catch {
            return record(Reply([errorWords.describe(error)], isError: true))
        }
    }

    /// Runs one command.
    public mutating func execute(_ command: Command) -> Reply {
        let reply: Reply
        switch command {
        case .next: reply = move(by: 1)
        case .previous: reply = move(by: -1)
        case .first: reply = jump(to: tree.elements.first?.id)
        case .last: reply = jump(to: tree.elements.last?.id)
        case .nextGroup: reply = moveGroup(by: 1)
        case .previousGroup: reply = moveGroup(by: -1)
        case .activate: reply = activate()
        case .nextAction: reply = cycleAction(by: 1)
        case .previousAction: reply = cycleAction(by: -1)
        case .actions: reply = listActions()
        case .perform(let name): reply = perform(named: name)
        case .read: reply = Reply(focusedUtterances())
        case .whereAmI: reply = whereAmI()
        case .readAll: reply = readAll()
        case .find(let text): reply = find(text)
        case .screen(let name): reply = switchScreen(to: name)
        case .screens: reply = listScreens()
        case .language(let code): reply = setLanguage(code)
        case .direction(let value): reply = setDirection(value)
        case .motion(let value): reply = setMotion(value)
        case .rate(let value): reply = setNumber(value, \.rate, 80...450, .consoleRate)
        case .pitch(let value): reply = setNumber(value, \.pitch, 0...100, .consolePitch)
        case .volume(let value): reply = setNumber(value, \.volume, 0...200, .consoleVolume)
        case .punctuation(let value): reply = setPunctuation(value)
        case .hints(let value): reply = setHints(value)
        case .mute:
            muted = true
            reply = Reply([text(.consoleMuted)], stopSpeech: true)
        case .unmute:
            muted = false
            reply = Reply([text(.consoleUnmuted)])
        case .stop: return Reply(stopSpeech: true)
        case .repeatLast: return Reply(lastReply)
        case .history(let filter): return history(filter)
        case .help(let topic): return help(topic)
        case .quit: return Reply([text(.consoleGoodbye)], quit: true)
        case .addCard(let title): reply = addCard(title)
        case .rename(let title): reply = rename(title)
        case .delete: reply = deleteFocused()
        case .addColumn(let title): reply = addColumn(title)
        case .undo: reply = undo()
        case .redo: reply = redo()
        case .save(let argument): reply = save(argument)
        case .reload: reply = Reply(fileRequest: .reload)
        }
        return record(reply)
    }

    /// Keeps what was said for `repeat` and `history`.
    mutating func record(_ reply: Reply) -> Reply {
        if !reply.utterances.isEmpty {
            lastReply = reply.utterances
            spoken.append(contentsOf: reply.utterances)
            if spoken.count > 1_000 { spoken.removeFirst(spoken.count - 1_000) }
        }
        return reply
    }

    /// Rebuilds the tree after the document or the environment changed; focus stays on the
    /// same element when it still exists, else on the element now at its old position.
    mutating func rebuild() {
        let oldIndex = focusID.flatMap(tree.position(of:)) ?? 0
        tree = builder.tree(for: document, in: treeEnvironment)
        if focusID.flatMap(tree.element(id:)) == nil {
            let elements = tree.elements
            focusID = elements.isEmpty ? nil : elements[min(oldIndex, elements.count - 1)].id
            chosenAction = nil
        }
    }

    /// The environment the tree is built in: editing actions only on the person's own file.
    var treeEnvironment: Semantics.Environment {
        var environment = environment
        environment.editing = screen == editableScreen
        return environment
    }

    /// The focused element's phrase and, when hints are on, its hint.
    func focusedUtterances() -> [String] {
        guard let node = focused else { return [text(.consoleEmptyScreen)] }
        return phrase.utterances(node, environment.language, hints: hints)
    }

    /// Replaces the current screen's document (a reload from disk); undo starts afresh.
    public mutating func replaceDocument(_ document: Document) {
        documents[screen] = document
        undoStack = []
        redoStack = []
        rebuild()
    }

    /// Errors in the session's language.
    public var errorWords: ErrorWords { ErrorWords(strings: strings, language: environment.language) }

    /// A catalog word in the session's language.
    func text(_ key: ConsoleKey, number: Int? = nil, _ arguments: String...) -> String {
        strings.text(key.rawValue, environment.language, number: number, arguments: arguments)
    }

    /// A whole number as the session's language writes it.
    func number(_ value: Int) -> String {
        strings.number(value, environment.language)
    }

    /// What joins list items in the session's language (", ", Arabic "، ").
    var listSeparator: String {
        phrase.separator(environment.language)
    }
}
