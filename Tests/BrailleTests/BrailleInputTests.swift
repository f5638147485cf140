// SPDX-License-Identifier: GPL-3.0-or-later
import Braille
import Testing

/// BrlAPI key codes as `brlapi_keycodes.h` and `brlapi_constants.h` lay them out.
@Suite struct BrailleInputTests {
    static let command: UInt64 = 0x2000_0000

    @Test(arguments: [
        (command | 23, BrailleInput.panLeft), (command | 24, .panRight), (command | 1, .lineUp), (command | 2, .lineDown),
        (command | 9, .top), (command | 10, .bottom), (command | 11, .top), (command | 12, .bottom),
        (command | 13, .previousParagraph), (command | 14, .nextParagraph), (command | 5, .previousDifferentLine),
        (command | 6, .nextDifferentLine), (command | 29, .home), (command | 31, .home),
        (command | 0x1_0000 | 7, .route(7)),
        // A routing key with BrlAPI's motion flag is still the routing key.
        (command | 0x1_0000 | 2 | 0x0000_0010_0000_0000, .route(2)),
        (0x61, .character("a")), (0x0100_05E9, .character("ש")), (0xFF0D, .key(.enter)), (0xFF08, .key(.backspace)),
        (0xFFFF, .key(.delete)), (0xFF51, .key(.left)), (0xFFBE, .key(.function(1))), (0xFFC9, .key(.function(12))),
        (command | 60, .other(command | 60)), (0x07, .other(0x07)),
    ])
    func codes(code: UInt64, input: BrailleInput) {
        #expect(BrailleInput(code: code) == input)
    }

    @Test func theAcceptedCommandsDecodeToWhatRotorActsOn() {
        for code in BrailleInput.acceptedCommandCodes {
            if case .other = BrailleInput(code: code) { Issue.record("accepted but not handled: \(code)") }
        }
    }
}
