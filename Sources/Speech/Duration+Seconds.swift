// SPDX-License-Identifier: GPL-3.0-or-later

extension Duration {
    /// The duration in seconds, for Dispatch's timeouts.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
