// SPDX-License-Identifier: GPL-3.0-or-later

extension Duration {
    /// This duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }

    /// This duration in microseconds.
    var microseconds: Double {
        milliseconds * 1_000
    }
}
