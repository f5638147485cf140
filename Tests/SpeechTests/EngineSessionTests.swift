// SPDX-License-Identifier: GPL-3.0-or-later

import Processes
import Harness
import Testing

@testable import Speech

extension EngineTests {
    @Suite struct EngineSessionTests {
        @Test func dataIsFoundOnlyWhereItIs() throws {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            #expect(!EngineSession.hasData(at: directory.url.path))
            #expect(!EngineSession.hasData(at: ""))
            // eSpeak NG calls belong on the engine thread.
            let path = try #require(SynthesisEngine.shared.perform { _ in ESpeak.dataPath() })
            #expect(EngineSession.hasData(at: path))
        }
    }
}
