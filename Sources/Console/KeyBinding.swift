// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// A key Rotor binds in readline: what it does, whether only on an empty line (with text on
/// the line it then edits as readline always does), and how `help keys` names it.
///
/// Keys for the frequent things have a function key and a Control-X chord, as terminals take
/// some function keys for themselves (GNOME Terminal F1, F10 and F11; a window manager may take
/// more): Control-X then a letter always reaches Rotor. Control-S, Control-\ and Control-Z reach
/// it too (``TerminalModes`` turns off flow control and the terminal's quit and suspend keys):
/// they save, quit and undo, as the habits of other programs expect.
public struct KeyBinding: Sendable {
    /// What a key does.
    public enum Action: Sendable, Hashable {
        /// A command, as typed.
        case command(Command)
        /// Reads the line being typed, or the focused element when it is empty.
        case readLine
    }

    /// The byte sequences terminals send for the key (normal and application mode, and chords).
    public let sequences: [String]
    /// The catalog key of the key's name ("Right arrow").
    let nameKey: CatalogText
    /// What it does.
    public let action: Action
    /// Whether it acts only on an empty line.
    public let onEmptyLine: Bool
    /// The catalog key of its description in `help keys`.
    let descriptionKey: CatalogText

    private init(_ sequences: [String], _ name: CatalogText, _ action: Action, emptyLine: Bool, _ description: CatalogText) {
        self.sequences = sequences
        self.nameKey = name
        self.action = action
        self.onEmptyLine = emptyLine
        self.descriptionKey = description
    }

    private static let escape = "\u{1B}"
    private static let controlX = "\u{18}"

    /// Every binding, in the order `help keys` lists them.
    public static let all: [KeyBinding] = [
        KeyBinding([escape + "[C", escape + "OC"], .keyRight, .command(.next), emptyLine: true, .keyNextElement),
        KeyBinding([escape + "[D", escape + "OD"], .keyLeft, .command(.previous), emptyLine: true, .keyPreviousElement),
        KeyBinding([escape + "[B", escape + "OB"], .keyDown, .command(.nextItem), emptyLine: true, .keyNextItem),
        KeyBinding([escape + "[A", escape + "OA"], .keyUp, .command(.previousItem), emptyLine: true, .keyPreviousItem),
        KeyBinding([escape + "[1;5C", escape + "[5C", escape + "Oc", controlX + "]"], .keyControlRight, .command(.rotor("next")), emptyLine: true, .keyRotorNext),
        KeyBinding([escape + "[1;5D", escape + "[5D", escape + "Od", controlX + "["], .keyControlLeft, .command(.rotor("previous")), emptyLine: true, .keyRotorPrevious),
        KeyBinding([escape + "[6~"], .keyPageDown, .command(.nextGroup), emptyLine: false, .keyNextGroup),
        KeyBinding([escape + "[5~"], .keyPageUp, .command(.previousGroup), emptyLine: false, .keyPreviousGroup),
        KeyBinding([escape + "[H", escape + "OH", escape + "[1~"], .keyHome, .command(.first), emptyLine: true, .keyFirst),
        KeyBinding([escape + "[F", escape + "OF", escape + "[4~"], .keyEnd, .command(.last), emptyLine: true, .keyLast),
        KeyBinding([" "], .keySpace, .command(.currentItem), emptyLine: true, .keyCurrentItem),
        KeyBinding(["\u{07}"], .keyControlG, .command(.stop), emptyLine: false, .keyStop),
        KeyBinding(["\u{13}"], .keyControlS, .command(.save("")), emptyLine: false, .keySave),
        KeyBinding(["\u{1C}"], .keyControlBackslash, .command(.quit), emptyLine: false, .keyQuit),
        KeyBinding([escape + "OQ", controlX + "l"], .keyReadLine, .readLine, emptyLine: false, .keyReadLineDescription),
        KeyBinding([escape + "OR", controlX + "r"], .keyRepeatKey, .command(.repeatLast), emptyLine: false, .keyRepeat),
        KeyBinding([escape + "OS", controlX + "a"], .keySayAll, .command(.readAll), emptyLine: false, .keySayAllDescription),
        KeyBinding([escape + "[15~", controlX + "o"], .keyOverviewKey, .command(.overview), emptyLine: false, .keyOverview),
        KeyBinding([escape + "[17~", controlX + "p"], .keyPreviousScreenKey, .command(.previousScreen), emptyLine: false, .keyPreviousScreen),
        KeyBinding([escape + "[18~", controlX + "n"], .keyNextScreenKey, .command(.nextScreen), emptyLine: false, .keyNextScreen),
        KeyBinding([escape + "[19~", controlX + "s"], .keySlowerKey, .command(.slower), emptyLine: false, .keySlower),
        KeyBinding([escape + "[20~", controlX + "f"], .keyFasterKey, .command(.faster), emptyLine: false, .keyFaster),
        KeyBinding([escape + "[19;2~", controlX + "-"], .keySofterKey, .command(.softer), emptyLine: false, .keySofter),
        KeyBinding([escape + "[20;2~", controlX + "=", controlX + "+"], .keyLouderKey, .command(.louder), emptyLine: false, .keyLouder),
        KeyBinding([escape + "[1;2S", controlX + "g"], .keyReadGroupKey, .command(.readGroup), emptyLine: false, .keyReadGroup),
        KeyBinding([escape + "OP", escape + "[11~", escape + "[[A", controlX + "h"], .keyHelpKey, .command(.help("")), emptyLine: false, .keyHelp),
        KeyBinding([escape + "[1;2P", controlX + "w"], .keyHelpHereKey, .command(.help("here")), emptyLine: false, .keyHelpHere),
        KeyBinding([escape + "[1;2R", controlX + "e"], .keyHistoryKey, .command(.history("")), emptyLine: false, .keyHistory),
        KeyBinding([controlX + "t"], .keyFirstLetterKey, .command(.firstLetter("")), emptyLine: false, .keyFirstLetter),
        KeyBinding([controlX + "v"], .keyReviewKey, .command(.review), emptyLine: false, .keyReview),
        KeyBinding(["\u{1A}", controlX + "u"], .keyUndoKey, .command(.undo), emptyLine: false, .keyUndo),
        KeyBinding([controlX + "y"], .keyRedoKey, .command(.redo), emptyLine: false, .keyRedo),
    ]

    /// Keys Rotor leaves unused although `/etc/inputrc` or readline may bind them: Insert
    /// (Debian binds it to quoted-insert, which put the next key on the line as it is: Enter
    /// became `^M`) and F10 to F12. They are dropped with every other key nothing is bound to.
    static let unused: Set<[UInt8]> = Set(["[2~", "[21~", "[23~", "[24~"].map { Array((escape + $0).utf8) })

    /// Whether a key does anything: it is not one of the ``unused`` keys and readline has a
    /// binding for it (Rotor's or its own), so it neither inserts its bytes nor is lost.
    static func isUsed(_ key: [UInt8]) -> Bool {
        !unused.contains(key) && LineEditor.isBound(key)
    }

    /// Enter, Control-C, Control-D and Tab, which readline handles itself, and Escape, which
    /// Rotor reads before it, described for `help keys`.
    static let fixed: [(nameKey: CatalogText, descriptionKey: CatalogText)] = [
        (.keyEnter, .keyActivate), (.keyControlC, .keyStop), (.keyControlD, .keyQuit), (.keyTab, .keyComplete),
        (.keyEscape, .keyClose),
    ]
}
