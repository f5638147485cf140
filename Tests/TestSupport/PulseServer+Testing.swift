// SPDX-License-Identifier: GPL-3.0-or-later

import Harness
import Testing

extension PulseServer {
    /// Starts a private server with a null sink named `rotor_test` for a test, in a temporary
    /// folder of its own; when PulseAudio or its tools are missing, records a clear issue
    /// instead and returns nil.
    public static func startForTest(format: Format = Format(), sourceLocation: SourceLocation = #_sourceLocation) throws -> PulseServer? {
        do throws(HarnessError) {
            return try start(sink: "rotor_test", format: format)
        } catch .missingProgram(let tool) {
            Issue.record(
                "\(tool) is not installed: the audio path tests need it (apt-get install pulseaudio pulseaudio-utils)",
                sourceLocation: sourceLocation)
            return nil
        }
    }
}
