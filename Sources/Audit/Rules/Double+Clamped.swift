// SPDX-License-Identifier: GPL-3.0-or-later

extension Double {
    /// The number kept within a range (NaN becomes the lower bound).
    func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
