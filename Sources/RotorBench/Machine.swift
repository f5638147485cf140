// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// The machine a run was made on.
struct Machine: Codable, Sendable {
    var cpu: String
    var cores: Int
    var kernel: String
    var system: String
    var date: String

    /// This machine: the CPU model from /proc/cpuinfo, the online cores, the kernel release
    /// and the distribution's name.
    static var current: Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n")
            .first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let kernel = ((try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? "unknown")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let system = release.split(separator: "\n")
            .first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            ?? "unknown"
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return Machine(
            cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount, kernel: kernel, system: system,
            date: formatter.string(from: Date()))
    }
}
