// SPDX-License-Identifier: GPL-3.0-or-later

extension Command {
    /// Whether the session keeps what the command said for `repeat` and `history`: not for
    /// `repeat` itself, `stop`, `history`, `help` or `quit`.
    var isRecorded: Bool {
        switch self {
        case .stop, .repeatLast, .history, .help, .quit: false
        default: true
        }
    }

    /// Whether the command reviews what was said, so `review` after it still goes through the
    /// thing said before: the rotor, `character`, `word`, `spell`, `review`.
    var isReview: Bool {
        switch self {
        case .rotor, .character, .word, .spell, .review: true
        default: false
        }
    }

    /// Whether the command moves or reads by the rotor's unit, a review step when that unit is
    /// words or characters.
    var isReviewStep: Bool {
        switch self {
        case .nextItem, .previousItem, .currentItem: true
        default: false
        }
    }
}
