// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

extension Session {
    /// A command while help or the history is open: the moving keys and commands walk the list
    /// (Right and Down on, Left and Up back, Page Down and Page Up by group, Home and End, Space
    /// and F3 the line again, F4 the rest and Shift-F4 the rest of the group); Escape, Enter,
    /// `close` or the key that opened it close it. Voice commands leave it open; any other
    /// command closes it and then runs. Nil when the command is not the list's.
    mutating func walkList(_ command: Command) -> Reply? {
        guard var walked = list else { return nil }
        let moved: Bool
        switch command {
        case .next, .nextItem: moved = walked.move(by: 1)
        case .previous, .previousItem: moved = walked.move(by: -1)
        case .first: moved = walked.move(to: 0)
        case .last: moved = walked.move(to: walked.lines.count - 1)
        case .nextGroup: moved = walked.moveGroup(by: 1)
        case .previousGroup: moved = walked.moveGroup(by: -1)
        case .read, .currentItem, .repeatLast: return Reply([walked.line])
        case .readAll: return Reply(walked.rest)
        case .readGroup: return Reply(walked.restOfGroup)
        case .close, .activate: return closeList()
        case .help(""), .history(""):
            // The key that opened the list closes it; the other one opens the other list.
            let opener: WalkList.Kind = if case .help = command { .help } else { .history }
            if opener == walked.kind { return closeList() }
            list = nil
            return nil
        case .stop, .mute, .unmute, .faster, .slower, .louder, .softer, .rate, .pitch, .volume, .punctuation:
            return nil
        default:
            list = nil
            return nil
        }
        list = walked
        return Reply([walked.line], sounds: moved ? [] : [.edge])
    }

    /// Closes help, the history or the issues: says so, then the focused element, where the screen was left.
    mutating func closeList() -> Reply {
        guard let closed = list else { return Reply([text(.consoleNothingToClose)]) }
        list = nil
        let closedWord: CatalogText = switch closed.kind {
        case .help: .consoleHelpClosed
        case .history: .consoleHistoryClosed
        case .issues: .consoleIssuesClosed
        }
        return Reply([text(closedWord)] + focusedUtterances())
    }

    /// Whether help or the history is open.
    public var isWalkingList: Bool { list != nil }
}
