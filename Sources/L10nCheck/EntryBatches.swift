// SPDX-License-Identifier: GPL-3.0-or-later
import Dispatch
import Synchronization

/// Checks a catalog's entries in batches on every core while the reader reads on, and gives the
/// results back in the catalog's order.
///
/// The reader is a fifth of the work and the checks the rest: with the checks spread over the
/// cores, a large catalog is checked in about the time one core takes to read it and check half
/// of it. At most ``inFlight`` batches wait or run at once, so an entry is still let go soon
/// after it is read and a fast reader does not fill memory with entries not yet checked.
final class EntryBatches<Result: Sendable>: Sendable {
    /// How many entries a batch holds: enough that handing one over costs little.
    static var batchSize: Int { 64 }
    /// How many batches may wait or run at once.
    static var inFlight: Int { 4 }

    private let results = Mutex<[Int: [Result]]>([:])
    private let group = DispatchGroup()
    private let slots = DispatchSemaphore(value: inFlight)
    private let submitted = Mutex(0)

    /// Runs `work` on another thread once fewer than ``inFlight`` batches are waiting or running.
    func submit(_ work: @escaping @Sendable () -> [Result]) {
        slots.wait()
        let index = submitted.withLock { count in
            defer { count += 1 }
            return count
        }
        DispatchQueue.global(qos: .userInitiated).async(group: group) { [self] in
            let done = work()
            results.withLock { $0[index] = done }
            slots.signal()
        }
    }

    /// Every batch's results once all are done, in the order they were submitted.
    func finish() -> [Result] {
        group.wait()
        let count = submitted.withLock { $0 }
        return results.withLock { results in (0..<count).flatMap { results[$0] ?? [] } }
    }
}
