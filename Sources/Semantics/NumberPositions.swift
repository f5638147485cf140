// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where each catalog key's number goes among its arguments, worked out from the key's source
/// text the first time it is asked and remembered.
///
/// Every phrase with a count asks (a Kanban card's "3 of 12", a header's "2 selected"), and
/// working it out tokenizes the format: a tenth of a fuzzed session's time, and the same share
/// of each announcement. A catalog holds a few hundred keys, so what is remembered stays small.
final class NumberPositions: @unchecked Sendable {
    private let lock = NSLock()
    private var positions: [String: Int?] = [:]

    /// The position for `key`, from `work` the first time.
    func position(of key: String, work: () -> Int?) -> Int? {
        lock.lock()
        if let known = positions[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let position = work()
        lock.lock()
        positions[key] = position
        lock.unlock()
        return position
    }
}
