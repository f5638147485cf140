// SPDX-License-Identifier: GPL-3.0-or-later

/// Script mode: when standard input is not a terminal, commands are read one per line and
/// every utterance is printed on its own line, and nothing else, on standard output.
public enum ScriptRunner {
    /// Runs commands from `readLine` until `quit` or the end of input; returns the exit code.
    public static func run(_ session: inout Session, announcer: Announcer, readLine: () -> String?) -> Int32 {
        announcer.deliver(session.start(), session)
        announcer.speaker.waitUntilIdle()
        while let line = readLine() {
            let reply = session.handle(line: line)
            announcer.deliver(reply, session)
            // A script is heard in full: each reply is spoken before the next command runs.
            announcer.speaker.waitUntilIdle()
            if reply.quit { break }
        }
        announcer.announcePendingEvents(session)
        return 0
    }
}
