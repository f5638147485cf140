// SPDX-License-Identifier: GPL-3.0-or-later

/// A key that acts on an empty line; with text on the line it edits as readline always does.
public struct KeyBinding: Sendable {
    /// The escape sequences the terminal sends for the key (normal and application mode).
    public let sequences: [String]
    /// The catalog key of the key's name ("Right arrow").
    let nameKey: ConsoleKey
    /// What it does on an empty line.
    public let command: Command
    /// The catalog key of its description in `help keys`.
    let descriptionKey: ConsoleKey

    /// Every binding, in the order `help keys` lists them.
    public static let all: [KeyBinding] = [
        KeyBinding(sequences: ["\u{1B}[C", "\u{1B}OC"], nameKey: .keyRight, command: .next, descriptionKey: .keyNextElement),
        KeyBinding(sequences: ["\u{1B}[D", "\u{1B}OD"], nameKey: .keyLeft, command: .previous, descriptionKey: .keyPreviousElement),
        KeyBinding(sequences: ["\u{1B}[B", "\u{1B}OB"], nameKey: .keyDown, command: .nextAction, descriptionKey: .keyNextAction),
        KeyBinding(sequences: ["\u{1B}[A", "\u{1B}OA"], nameKey: .keyUp, command: .previousAction, descriptionKey: .keyPreviousAction),
        KeyBinding(sequences: ["\u{1B}[6~"], nameKey: .keyPageDown, command: .nextGroup, descriptionKey: .keyNextGroup),
        KeyBinding(sequences: ["\u{1B}[5~"], nameKey: .keyPageUp, command: .previousGroup, descriptionKey: .keyPreviousGroup),
        KeyBinding(sequences: ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~"], nameKey: .keyHome, command: .first, descriptionKey: .keyFirst),
        KeyBinding(sequences: ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~"], nameKey: .keyEnd, command: .last, descriptionKey: .keyLast),
        KeyBinding(sequences: [" "], nameKey: .keySpace, command: .repeatLast, descriptionKey: .keyRepeat),
        KeyBinding(sequences: ["\u{07}"], nameKey: .keyControlG, command: .stop, descriptionKey: .keyStop),
    ]

    /// Enter and Ctrl-C and Ctrl-D, which readline handles itself, described for `help keys`.
    static let fixed: [(nameKey: ConsoleKey, descriptionKey: ConsoleKey)] = [
        (.keyEnter, .keyActivate), (.keyControlC, .keyStop), (.keyControlD, .keyQuit), (.keyTab, .keyComplete),
    ]
}
