// SPDX-License-Identifier: GPL-3.0-or-later

/// Looking for text in text with Swift's own character comparison, never Foundation's.
///
/// On Linux, swift-corelibs-foundation's `contains(_:)` and `range(of:)` on strings read the
/// text they look for only up to a NUL: `"xa".contains("a\0")` is true, and `"xé".contains("é\0")`
/// traps ("String index is out of bounds"). A person can type a NUL and a file can hold one, so
/// text from either is searched with these. (The command fuzz target found it: `history` with
/// U+FFFD and NULs, after a card was added.)
extension StringProtocol {
    /// Whether the text holds `other`, compared by characters; every text holds the empty one.
    public func holds(_ other: some StringProtocol) -> Bool {
        other.isEmpty || firstRange(of: other) != nil
    }

    /// The text cut at every `separator` (not empty), empty pieces kept: what Foundation's
    /// `components(separatedBy:)` gives, without Foundation.
    public func pieces(separatedBy separator: some StringProtocol) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map { String($0) }
    }
}
