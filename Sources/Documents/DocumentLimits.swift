// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// The bounds Rotor keeps on documents it opens, so a hostile file is an error, never a hang.
public enum DocumentLimits {
    /// The largest file read: 32 MiB (``InputLimit/board``).
    public static let fileBytes = InputLimit.board
    /// The longest label, caption or title, in characters (grapheme clusters, as a person
    /// counts them).
    public static let textLength = 10_000
    /// The longest label, caption or title, in bytes of UTF-8: four a character, so that a
    /// "character" of half a million combining marks is not one character's worth of room.
    public static let textBytes = 40_000

    /// What is wrong with a text at `path` (a field of the document) for its length, or nil
    /// when it is within both limits: its bytes are counted first, which costs nothing, and its
    /// characters only when the bytes allow it.
    public static func refusal(of text: String, at path: String) -> DocumentError? {
        let bytes = text.utf8.count
        if bytes > textBytes { return .textTooLarge(path: path, bytes: bytes, limit: textBytes) }
        if bytes > textLength, text.count > textLength { return .textTooLong(path: path, length: text.count, limit: textLength) }
        return nil
    }
    /// The most columns on a Kanban board (each card gets one action per other column).
    public static let columns = 500
    /// The most cards, photos or items in one document.
    public static let items = 1_000_000
    /// The most cards a deck may have.
    public static let deckCards = 1...52
    /// The widths a photo board's card may have, in points.
    public static let cardWidth = 1.0...10_000
    /// The widths a Kanban column may be asked for, in points.
    public static let columnWidth = 1.0...10_000
    /// The sizes a photo board may have, in points.
    public static let boardSide = 1.0...100_000
    /// How far a photo may have been dragged from its home, in points.
    public static let offset = -100_000.0...100_000
}
