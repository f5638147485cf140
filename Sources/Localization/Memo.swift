// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Values worked out once per key and remembered, shared by every copy of its owner and safe
/// to use from any thread.
///
/// For what a catalog's formats make (where a format's number goes, a format's pieces, a
/// format as a pseudo-locale writes it): a catalog has a few hundred formats, so what is kept
/// stays small, and every phrase asks again.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// The value for `key`, made by `make` the first time it is asked for.
    ///
    /// `make` runs outside the lock: two threads asking at once may both make the value, and
    /// either one is kept.
    func value(for key: Key, _ make: (Key) -> Value) -> Value {
        lock.lock()
        if let known = values[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make(key)
        lock.lock()
        values[key] = made
        lock.unlock()
        return made
    }
}
