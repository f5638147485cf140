// SPDX-License-Identifier: GPL-3.0-or-later

/// The most bytes Rotor reads from each kind of file, in one place, so that a hostile or
/// mistaken input is an error that names the limit, never a hang or all of the memory. Each is
/// listed in docs/cli.md ("Files Rotor reads and writes").
public enum InputLimit {
    /// A board document: 32 MiB (a million cards fits in about 30).
    public static let board = 32 << 20
    /// A session's journal: 128 MiB. The journal refuses an append that would pass it (the
    /// change is then written to the board before it is confirmed), so every journal Rotor
    /// writes is one it reads back.
    public static let journal = 128 << 20
    /// `settings.json`: 1 MiB (a full one is under 1 KiB).
    public static let settings = 1 << 20
    /// `rotor-l10n.json` or `--config`: 1 MiB.
    public static let configuration = 1 << 20
    /// A `--baseline` file: 64 MiB (a fingerprint is about 100 bytes).
    public static let baseline = 64 << 20
    /// A String Catalog (`.xcstrings`, `--locales`): 64 MiB. The largest public catalogs are a few.
    public static let catalog = 64 << 20
    /// One `.strings` or `.stringsdict` table of an `.lproj` folder: 16 MiB.
    public static let table = 16 << 20
    /// The command history readline keeps: 4 MiB (1,000 lines).
    public static let history = 4 << 20
    /// A PNG `rsvg-convert` drew: 512 MiB (100 megapixels at most).
    public static let picture = 512 << 20
    /// One line of a script on standard input, or typed: 1 MiB.
    public static let line = 1 << 20
    /// A Swift file `rotor audit` and `rotor l10n check` read: 8 MiB (generated files run to
    /// a few hundred KiB).
    public static let swiftFile = 8 << 20
    /// What a program Rotor started (`rsvg-convert`) printed, kept in Rotor's own temporary
    /// folder: 1 GiB.
    public static let programOutput = 1 << 30

    /// Every limit with what it bounds, as docs/cli.md's table of limits lists them.
    public static let all: [(file: String, bytes: Int)] = [
        ("board", board), ("journal", journal), ("settings", settings), ("configuration", configuration),
        ("baseline", baseline), ("catalog", catalog), ("table", table), ("history", history),
        ("picture", picture), ("line", line), ("swiftFile", swiftFile), ("programOutput", programOutput),
    ]
}
