// SPDX-License-Identifier: GPL-3.0-or-later

import Synchronization

/// A flag raised from any thread (a speaker's event handler) and read later.
final class FailureFlag: Sendable {
    private let raised = Atomic(false)

    /// Raises the flag.
    func raise() {
        raised.store(true, ordering: .releasing)
    }

    /// Whether the flag was raised.
    var isRaised: Bool {
        raised.load(ordering: .acquiring)
    }
}
