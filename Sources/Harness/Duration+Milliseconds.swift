// SPDX-License-Identifier: GPL-3.0-or-later

extension Duration {
    /// This duration in milliseconds, for printing and comparing.
    public var milliseconds: Double {
        Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
    }

    /// This duration in microseconds.
    public var microseconds: Double {
        milliseconds * 1_000
    }
}
