// SPDX-License-Identifier: GPL-3.0-or-later

import Synchronization

/// A thread-safe flag that can be raised once and read from anywhere.
final class Flag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// Raises the flag.
    func raise() {
        raised.store(true, ordering: .releasing)
    }

    /// Whether the flag has been raised.
    var isRaised: Bool {
        raised.load(ordering: .acquiring)
    }
}
