// SPDX-License-Identifier: GPL-3.0-or-later
import Synchronization

/// Values worked out once per key and remembered, shared by every copy of its owner and safe
/// to use from any thread.
///
/// For what a catalog's formats make (where a format's number goes, a format's pieces, a
/// format as a pseudo-locale writes it): a catalog has a few hundred formats, so what is kept
/// stays small, and every phrase asks again.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])

    /// The value for `key`, made by `make` the first time it is asked for.
    ///
    /// `make` runs outside the lock: two threads asking at once may both make the value, and
    /// either one is kept.
    func value(for key: Key, _ make: (Key) -> Value) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let made = make(key)
        values.withLock { $0[key] = made }
        return made
    }
}
