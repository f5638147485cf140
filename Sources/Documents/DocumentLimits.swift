// SPDX-License-Identifier: GPL-3.0-or-later

/// The bounds Rotor keeps on documents it opens, so a hostile file is an error, never a hang.
public enum DocumentLimits {
    /// The largest file read: 32 MiB.
    public static let fileBytes = 32 * 1024 * 1024
    /// The longest label, caption or title, in characters.
    public static let textLength = 10_000
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
