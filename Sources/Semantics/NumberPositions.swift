// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where a catalog format's number goes among its arguments (``Strings/numberPosition(_:)``),
/// worked out the first time a format is asked about and remembered.
///
/// Every phrase with a count asks (a Kanban card's "3 of 12", a header's "2 selected"), and
/// working it out tokenizes the format: a tenth of a fuzzed session's time, and the same share
/// of each announcement. The formats are a catalog's, a few hundred, so what is kept stays small.
final class NumberPositions: @unchecked Sendable {
    private let lock = NSLock()
    private var positions: [String: Int?] = [:]

    /// The position of the first whole-number placeholder in `format`, as printf counts.
    func position(in format: String) -> Int? {
        lock.lock()
        if let known = positions[format] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let position = Strings.numberPosition(format)
        lock.lock()
        positions[format] = position
        lock.unlock()
        return position
    }
}
