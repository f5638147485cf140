// SPDX-License-Identifier: GPL-3.0-or-later
@testable import Braille
import Foundation
import Processes
import Harness
import Testing
import TestSupport

/// ``BrlAPIDisplay`` against a private BRLTTY whose virtual display the test reads and presses.
@Suite(.serialized, .enabled(if: ChildProcess.find("brltty") != nil, "needs brltty"))
struct BrlAPIDisplayTests {
    @Test func cellsShowAndKeysArrive() throws {
        let server = try BrailleServer(width: 20)
        defer { server.stop() }
        let display = try BrlAPIDisplay.connect(host: server.host, keyFile: server.keyFile)
        defer { display.close() }
        #expect(display.width == 20)
        let line = try BrailleTranslator().translate("Lisbon img", table: .forLanguage("en", contracted: false))
        try display.show(line.cells, cursor: nil)
        let shown = server.waitForCells { $0.hasPrefix(line.unicode) }
        #expect(shown == line.unicode + String(repeating: "\u{2800}", count: 20 - line.cells.count), "log: \(server.log)")
        for command in ["FWINRT", "FWINLT", "LNDN", "LNUP", "TOP", "BOT", "NXPGRPH", "PRPGRPH", "HOME", "ROUTE 3", "PASSDOTS 1", "KEY_ENTER"] {
            server.press(command)
        }
        var inputs: [BrailleInput] = []
        for _ in 0..<100 where inputs.count < 12 {
            inputs += try display.takeInputs()
            usleep(20_000)
        }
        #expect(inputs == [
            .panRight, .panLeft, .lineDown, .lineUp, .top, .bottom, .nextParagraph, .previousParagraph, .home,
            .route(3), .character("a"), .key(.enter),
        ])
    }

    @Test func noServerIsAnErrorNotAnAbort() {
        #expect(throws: BrailleError.self) {
            _ = try BrlAPIDisplay.connect(host: ":rotor-nobody-\(getpid())", keyFile: "/nonexistent")
        }
    }
}
