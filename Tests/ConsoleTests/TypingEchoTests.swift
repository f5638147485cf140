// SPDX-License-Identifier: GPL-3.0-or-later
import Console
import Testing

/// What typing says, from the line before and after each key.
@Suite struct TypingEchoTests {
    typealias Line = TypingEcho.Line

    @Test(arguments: [
        (Line("ne", cursor: 2), Line("nex", cursor: 3), EchoMode.characters, TypingEcho.character("x")),
        (Line("ne", cursor: 2), Line("nex", cursor: 3), .words, nil),
        (Line("do", cursor: 2), Line("do ", cursor: 3), .words, .word("do")),
        (Line("do", cursor: 2), Line("do ", cursor: 3), .both, .word("do")),
        (Line("do", cursor: 2), Line("do ", cursor: 3), .characters, .character(" ")),
        (Line("a,", cursor: 2), Line("a,,", cursor: 3), .words, nil),
        (Line("nex", cursor: 3), Line("ne", cursor: 2), .characters, .character("x")),
        (Line("nex", cursor: 0), Line("ex", cursor: 0), .characters, .character("n")),
        (Line("next", cursor: 4), Line("next", cursor: 3), .none, .character("t")),
        (Line("next", cursor: 1), Line("next", cursor: 4), .characters, .endOfLine),
        (Line("next", cursor: 4), Line("next", cursor: 0), .characters, .character("n")),
        (Line("", cursor: 0), Line("do Move to Done", cursor: 15), .characters, .text("do Move to Done")),
        (Line("do Move to Done", cursor: 15), Line("", cursor: 0), .characters, .text("do Move to Done")),
        (Line("do M", cursor: 4), Line("do Move to Do", cursor: 13), .characters, .text("ove to Do")),
        (Line("next", cursor: 4), Line("read", cursor: 4), .characters, .text("read")),
        (Line("next", cursor: 4), Line("next", cursor: 4), .characters, nil),
        (Line("ñu", cursor: 2), Line("ñuú", cursor: 3), .characters, .character("ú")),
        (Line("ne", cursor: 2), Line("neX", cursor: 3), .none, nil),
    ] as [(Line, Line, EchoMode, TypingEcho?)])
    func echo(before: Line, after: Line, mode: EchoMode, said: TypingEcho?) {
        #expect(TypingEcho.between(before, after, mode: mode) == said)
    }
}
