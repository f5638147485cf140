// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import Speech
import Widgets

/// The screen reader's state: the documents, the focused element, the environment and the
/// voice settings. It turns commands into replies and knows nothing of terminals or audio,
/// so script mode, the interactive terminal and the tests all drive the same thing.
public struct Session: Sendable {
    public let strings: Strings
    /// What the person chose, saved in `settings.json`: language, direction, voice, echo,
    /// sounds, verbosity, interruption, spatial speech.
    public var settings: Settings {
        didSet { refreshEnvironment() }
    }
    /// How this run was started (command line, locale variables): for this run only.
    public internal(set) var launch: Launch
    /// The environment the screens are laid out in, from ``launch`` and ``settings``.
    public private(set) var environment: Semantics.Environment {
        didSet {
            if environment.language != oldValue.language { commandWords = .of(environment.language, in: strings) }
        }
    }
    /// The words commands and their values are typed with in the session's language, beside English.
    public private(set) var commandWords: CommandWords
    public var muted = false
    /// Whether moving past the last element goes on to the next demo screen: the guided tour
    /// `rotor` starts with, so arrows alone reach every component.
    public var tour = false
    /// The screen that is a person's own file, open for editing; its cards offer editing actions.
    public var editableScreen: String? {
        didSet { rebuild() }
    }
    /// The name of the current screen.
    public internal(set) var screen: String
    /// The state of every screen visited, so coming back finds it as it was left.
    var documents: [String: Document]
    public internal(set) var tree: AccessibilityTree
    /// The focused element's id; it stays on the same element across rebuilds while it exists.
    public internal(set) var focusID: NodeID?
    /// Where the focused element was last seen in the tree's reading order: looked at first, so
    /// finding it on a board of 100,000 cards does not mean searching them.
    var focusHint: Int?
    /// Where the focused element was in the tree before the last rebuild (see ``announce(since:confirming:)``).
    var hintInPreviousTree: Int?
    /// The action chosen by cycling through the focused element's actions.
    var chosenAction: Int?
    /// What Up and Down move by.
    public internal(set) var rotorUnit = RotorUnit.actions
    /// The review cursor of words and characters, when one has been used.
    var review: ReviewCursor?
    /// What the last reply said that `review` goes through: not the review's own words.
    var lastContent: [String] = []
    /// The command before the one running: `character` twice in a row spells.
    var lastCommand: Command?
    /// Stable numbers of each element's actions: the intents in the order each was first listed.
    var actionNumbers: [NodeID: [Intent]] = [:]
    /// Everything spoken, oldest first, for `history` and `repeat`.
    public internal(set) var spoken: [String] = []
    /// Help or the history, while it is open and the arrows walk it.
    var list: WalkList?
    /// Whether help and the history open as lists walked a line at a time (a terminal), or are
    /// printed whole (a script).
    public var walksLists = false
    /// Whether typing on an empty line jumps to the element a label begins with (first-letter
    /// navigation, VoiceOver's type-to-select) instead of typing a command.
    public internal(set) var firstLetterMode = false
    /// The focused element of each screen left, so coming back finds the focus where it was.
    var focusByScreen: [String: NodeID] = [:]
    var lastReply: [String] = []
    /// Changes that `undo` takes back, the latest last; and those `redo` makes again.
    var undoStack: [Change] = []
    var redoStack: [Change] = []

    /// One change to the document: how it was before, how to say what changed, and the
    /// element it touched, where focus goes when it is undone or made again.
    struct Change: Sendable {
        var before: Document
        var description: String
        var touched: NodeID?
    }

    let builder: TreeBuilder
    let phrase: Phrase

    /// Opens a session on a screen (one of the demos, or a document given by the caller), started
    /// as `launch` says with the person's saved `settings`.
    public init(
        screen: String, document: Document, launch: Launch, settings: Settings = Settings(),
        strings: Strings = .builtIn, editableScreen: String? = nil, sources: SourceTree? = nil
    ) {
        self.strings = strings
        self.settings = settings
        self.launch = launch
        self.environment = launch.environment(with: settings)
        self.commandWords = .of(environment.language, in: strings)
        self.screen = screen
        self.documents = [screen: document]
        var builder = TreeBuilder(strings: strings)
        builder.sources = sources
        self.builder = builder
        self.phrase = Phrase(strings: strings)
        self.editableScreen = editableScreen
        var treeEnvironment = environment
        treeEnvironment.editing = screen == editableScreen
        self.tree = builder.tree(for: document, in: treeEnvironment)
        self.focusID = tree.count > 0 ? tree.id(at: 0) : nil
        self.focusHint = tree.count > 0 ? 0 : nil
    }

    /// Opens a session in exactly this environment, with default settings but for the voice.
    public init(
        screen: String, document: Document, environment: Semantics.Environment,
        strings: Strings = .builtIn, voice: VoiceSettings = .default, editableScreen: String? = nil
    ) {
        var settings = Settings()
        settings.voice = voice
        self.init(
            screen: screen, document: document, launch: Launch(environment), settings: settings,
            strings: strings, editableScreen: editableScreen)
    }

    /// The voice the session speaks with.
    public var voice: VoiceSettings { launch.voice(with: settings) }

    /// Changes what the person chose; the environment follows, and the tree is rebuilt when
    /// that changed what it says.
    mutating func change(_ body: (inout Settings, inout Launch) -> Void) {
        var changedSettings = settings
        var changedLaunch = launch
        body(&changedSettings, &changedLaunch)
        launch = changedLaunch
        settings = changedSettings
    }

    /// Works the environment out again from the launch and the settings; rebuilds the tree when
    /// it changed.
    private mutating func refreshEnvironment() {
        let updated = launch.environment(with: settings)
        guard updated != environment else { return }
        environment = updated
        rebuild()
    }

    /// The current screen's document.
    public var document: Document { documents[screen] ?? DemoScreen.kanban.document }

    /// The focused element.
    public var focused: AccessibilityNode? { focusID.flatMap { tree.element(id: $0, hint: focusHint) } }

    /// What to say when the session starts: the screen's name, then the first element.
    public mutating func start() -> Reply {
        record(Reply([screenTitle] + focusedUtterances()))
    }

    /// The screen's name as it is announced: a person's file by its file name first
    /// ("tasks.json, Kanban board"), a demo by its component's name.
    public var screenTitle: String {
        DemoScreen(rawValue: screen) == nil ? text(.consoleFileTitle(screen, tree.title)) : tree.title
    }

    /// Parses and runs a typed line; a mistake becomes a spoken error, never a crash.
    public mutating func handle(line: String) -> Reply {
        do {
            guard let command = try Command.parse(line, words: commandWords) else { return Reply() }
            return execute(command)
        } catch {
            return record(Reply([errorWords.describe(error)], isError: true))
        }
    }

    /// Runs one command.
    public mutating func execute(_ command: Command) -> Reply {
        // Help and the history take the moving keys while open; their lines are not kept again.
        if list != nil, let reply = walkList(command) {
            lastCommand = command
            return reply
        }
        let repeated = lastCommand == command
        lastCommand = command
        let focusBefore = focusID
        var reply = run(command, repeated: repeated)
        // A new element is a new review, whatever the last one was reviewing.
        if focusID != focusBefore { review = nil }
        let reviewing = command.isReview || (command.isReviewStep && rotorUnit.reviewsText)
        if !reviewing, command != .repeatLast, !reply.printed.isEmpty { lastContent = reply.printed }
        if command.isRecorded { reply = record(reply) }
        return reply
    }

    /// Runs one command; `repeated` when the command before was the same.
    private mutating func run(_ command: Command, repeated: Bool) -> Reply {
        let reply: Reply
        switch command {
        case .next: reply = move(by: 1)
        case .previous: reply = move(by: -1)
        case .first: reply = jump(toElementAt: 0)
        case .last: reply = jump(toElementAt: tree.count - 1)
        case .nextGroup: reply = moveGroup(by: 1)
        case .previousGroup: reply = moveGroup(by: -1)
        case .column(let name): reply = goToGroup(name)
        case .go(let number): reply = goToItem(number)
        case .typeToSelect(let letters): reply = typeToSelect(letters)
        case .firstLetter(let value): reply = setFirstLetter(value)
        case .readGroup: reply = readGroup()
        case .close: reply = closeList()
        case .welcome: reply = Reply(orientation())
        case .activate: reply = activate()
        case .nextAction: reply = cycleAction(by: 1)
        case .previousAction: reply = cycleAction(by: -1)
        case .nextItem: reply = moveByUnit(1)
        case .previousItem: reply = moveByUnit(-1)
        case .rotor(let unit): reply = turnRotor(unit)
        case .currentItem: reply = sayCurrentItem(repeated: repeated)
        case .character: reply = sayCharacter(repeated: repeated)
        case .word: reply = sayWord(repeated: repeated)
        case .spell: reply = spellFocused()
        case .review: reply = reviewLastSaid()
        case .front: reply = focusFront()
        case .settings: reply = listSettings()
        case .actions: reply = listActions()
        case .perform(let name): reply = perform(named: name)
        case .flip(let condition): reply = flip(condition)
        case .issues: reply = issues()
        case .read: reply = Reply(focusedUtterances())
        case .whereAmI: reply = whereAmI()
        case .readAll: reply = readAll()
        case .find(let text): reply = find(text)
        case .screen(let name): reply = switchScreen(to: name)
        case .screens: reply = listScreens()
        case .language(let code): reply = setLanguage(code)
        case .direction(let value): reply = setDirection(value)
        case .motion(let value): reply = setMotion(value)
        case .rate(let value): reply = setNumber(value, \.rate, VoiceSettings.rateRange, CatalogText.consoleRate)
        case .pitch(let value): reply = setNumber(value, \.pitch, VoiceSettings.pitchRange, CatalogText.consolePitch)
        case .volume(let value): reply = setNumber(value, \.volume, VoiceSettings.volumeRange, CatalogText.consoleVolume)
        case .punctuation(let value): reply = setPunctuation(value)
        case .hints(let value): reply = setSwitch(value, \.verbosity.hints, on: .consoleHintsOn, off: .consoleHintsOff)
        case .verbosity(let value): reply = setVerbosity(value)
        case .echo(let value): reply = setEcho(value)
        case .sounds(let value): reply = setSwitch(value, \.sounds, on: .consoleSoundsOn, off: .consoleSoundsOff)
        case .interrupt(let value): reply = setSwitch(value, \.interruptOnKeys, on: .consoleInterruptOn, off: .consoleInterruptOff)
        case .spatial(let value): reply = setSwitch(value, \.spatial, on: .consoleSpatialOn, off: .consoleSpatialOff)
        case .braille(let value): reply = setBraille(value)
        case .contracted(let value): reply = setContracted(value)
        case .overview: reply = overview()
        case .faster: reply = step(\.rate, by: 25, VoiceSettings.rateRange, CatalogText.consoleRate)
        case .slower: reply = step(\.rate, by: -25, VoiceSettings.rateRange, CatalogText.consoleRate)
        case .louder: reply = step(\.volume, by: 10, VoiceSettings.volumeRange, CatalogText.consoleVolume)
        case .softer: reply = step(\.volume, by: -10, VoiceSettings.volumeRange, CatalogText.consoleVolume)
        case .nextScreen: reply = switchScreen(by: 1)
        case .previousScreen: reply = switchScreen(by: -1)
        case .mute:
            muted = true
            reply = Reply([text(.consoleMuted)], stopSpeech: true)
        case .unmute:
            muted = false
            reply = Reply([text(.consoleUnmuted)])
        case .stop: reply = Reply(stopSpeech: true)
        case .repeatLast: reply = Reply(lastReply)
        case .history(let filter): reply = history(filter)
        case .help(let topic): reply = help(topic)
        case .quit: reply = Reply([text(.consoleGoodbye)], quit: true)
        case .addCard(let title): reply = addCard(title)
        case .rename(let title): reply = rename(title)
        case .delete: reply = deleteFocused()
        case .addColumn(let title): reply = addColumn(title)
        case .undo: reply = undo()
        case .redo: reply = redo()
        case .save(let argument): reply = save(argument)
        case .reload: reply = Reply(fileRequest: .reload)
        case .recover: reply = Reply(fileRequest: .recover)
        case .discardRecovery: reply = Reply(fileRequest: .discardRecovery)
        }
        return reply
    }

    /// Keeps what was said for `repeat` and `history`, and gives an error or a change its
    /// sound when the reply has none of its own.
    mutating func record(_ reply: Reply) -> Reply {
        var reply = reply
        // Only spatial speech places utterances: a step costs nothing more with it off.
        if settings.spatial, reply.places.isEmpty { reply.places = places(of: reply.utterances) }
        if reply.sounds.isEmpty, reply.isError { reply.sounds = [.error] }
        if reply.sounds.isEmpty, reply.documentChanged { reply.sounds = [.done] }
        let said = reply.printed
        if !said.isEmpty {
            lastReply = said
            spoken.append(contentsOf: said)
            if spoken.count > 1_000 { spoken.removeFirst(spoken.count - 1_000) }
        }
        return reply
    }

    /// Rebuilds the tree after the document or the environment changed; focus stays on the
    /// same element when it still exists, else on the element now at its old position.
    mutating func rebuild() {
        hintInPreviousTree = focusIndex
        let oldIndex = hintInPreviousTree ?? 0
        tree = builder.tree(for: document, in: treeEnvironment)
        if let id = focusID, let now = tree.position(of: id, hint: oldIndex) {
            focusHint = now
        } else {
            focus(on: tree.count > 0 ? min(oldIndex, tree.count - 1) : nil)
            chosenAction = nil
        }
    }

    /// Focuses an element by id (found in the tree unless its position is given), or nothing.
    mutating func focus(on id: NodeID?, at position: Int? = nil) {
        focusID = id
        focusHint = position ?? id.flatMap { tree.position(of: $0) }
    }

    /// Focuses the element at a position in reading order, or nothing.
    mutating func focus(on position: Int?) {
        focusID = position.map(tree.id(at:))
        focusHint = position
    }

    /// The environment the tree is built in: editing actions only on the person's own file.
    var treeEnvironment: Semantics.Environment {
        var environment = environment
        environment.editing = screen == editableScreen
        return environment
    }

    /// The focused element's phrase and, when hints are on, its hint and the key that does
    /// what the hint's gesture does.
    func focusedUtterances() -> [String] {
        guard let node = focused else { return [text(.consoleEmptyScreen)] }
        return utterances(of: node)
    }

    /// What is said for an element at the session's verbosity.
    func utterances(of node: AccessibilityNode) -> [String] {
        var said = phrase.utterances(node, environment.language, verbosity: settings.verbosity)
        if settings.verbosity.hints, let keyHint = keyHint(for: node) { said.append(keyHint) }
        said += sourceNotes(for: node)
        return said
    }

    /// The key for an element whose VoiceOver hint names a gesture: the deck's "Drag or tap to
    /// fan the cards" is followed by "Press Enter to fan the cards" (or to stack them).
    func keyHint(for node: AccessibilityNode) -> String? {
        guard node.id == .deck, case .deckFan(let deck) = document else { return nil }
        return text(deck.isFanned ? .consoleKeyHintStack : .consoleKeyHintFan)
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
    public func text(_ text: CatalogText) -> String {
        strings.text(text, environment.language)
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
