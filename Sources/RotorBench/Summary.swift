// SPDX-License-Identifier: GPL-3.0-or-later

/// The median, 90th and 99th percentiles of a set of measurements, in the figure's unit.
///
/// Percentiles are by nearest rank: with fewer than 100 runs the p99 is the largest value.
struct Summary: Codable, Sendable {
    /// How many measurements there were.
    var n: Int
    var median: Double
    var p90: Double
    var p99: Double
    var min: Double
    var max: Double

    /// Summarizes measurements; nil when there are none.
    init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        func rank(_ fraction: Double) -> Double {
            let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
            return sorted[Swift.min(Swift.max(index, 0), sorted.count - 1)]
        }
        n = sorted.count
        median = sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        p90 = rank(0.9)
        p99 = rank(0.99)
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }
}
