// SPDX-License-Identifier: GPL-3.0-or-later

/// Script mode: when standard input is not a terminal, commands are read one per line and
/// every utterance is printed on its own line, and nothing else, on standard output.
public enum ScriptRunner {
    /// Runs commands from `readLine` until `quit` or the end of input; returns the exit code.
    public static func run(_ driver: SessionDriver, readLine: () -> String?) -> Int32 {
        let speaker = driver.announcer.speaker
        driver.start()
        speaker.waitUntilIdle()
        while let line = readLine() {
            let reply = driver.handle(line: line)
            // A script is heard in full: each reply is spoken before the next command runs,
            // and a problem the speaker met on the way is said right after it.
            speaker.waitUntilIdle()
            driver.announcer.announcePendingEvents(driver.session)
            if reply.quit { break }
        }
        driver.announcer.announcePendingEvents(driver.session)
        return 0
    }
}
