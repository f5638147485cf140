// SPDX-License-Identifier: GPL-3.0-or-later

/// A braille display a session writes to and reads keys from: BrlAPI's (``BrlAPIDisplay``), or
/// one a test stands in.
///
/// Used from the session's thread only.
public protocol BrailleDisplay: AnyObject {
    /// How many cells the display shows at once.
    var width: Int { get }
    /// A descriptor that becomes readable when keys wait, for the session's poll loop.
    var descriptor: Int32 { get }
    /// Shows `cells` (padded with blank cells, or cut, to the display's width), with the cursor
    /// under cell `cursor` (counted from 0) or none.
    func show(_ cells: [UInt8], cursor: Int?) throws(BrailleError)
    /// The keys pressed since the last call, oldest first, without waiting.
    func takeInputs() throws(BrailleError) -> [BrailleInput]
    /// Gives the display back (to BRLTTY) and closes the connection.
    func close()
}
