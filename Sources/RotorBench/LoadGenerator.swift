// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation
import Processes
import Harness

/// Keeps every core busy with child processes that spin (`rotor-bench --busy-child`), at the
/// same priority as everything else, the way a compiler or a browser would.
final class LoadGenerator {
    /// The longest a busy child spins if nobody stops it.
    static let safetyLimit: Duration = .seconds(120)

    private var children: [ChildProcess] = []

    /// Starts one spinning child per core.
    init(executable: String, cores: Int) throws(BenchError) {
        for _ in 0..<max(cores, 1) {
            children.append(try BenchError.harnessed { () throws(ProcessError) in
                try ChildProcess(executable, ["--busy-child"], environment: ProcessInfo.processInfo.environment)
            })
        }
        Thread.sleep(forTimeInterval: 0.2)
    }

    /// Stops the children.
    func stop() {
        children.forEach { $0.kill() }
        children = []
    }

    /// The child's side: spins until killed (or the safety limit).
    static func spin() {
        let deadline = ContinuousClock.now + safetyLimit
        var value: UInt64 = 1
        while ContinuousClock.now < deadline {
            for _ in 0..<100_000 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
        }
        if value == 0 { print(value) }
    }
}
