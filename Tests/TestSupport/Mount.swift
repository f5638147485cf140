// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes
import Harness

/// Real file systems for tests that need the disk to fail: a tiny tmpfs that fills up, and a
/// read-only bind mount. Mounting needs root (the tests run as root here and in CI); where it
/// is refused, ``refusal`` says why and the tests that need it are skipped with that reason.
public struct Mount: Sendable {
    /// Where the file system is mounted.
    public let point: URL

    /// Whether this process may mount: tried once, with a tmpfs of its own.
    public static let isAllowed: Bool = refusal == nil

    /// Why mounting is refused here, or nil when it works.
    public static let refusal: String? = {
        guard let folder = try? TemporaryDirectory(prefix: "rotor-mount-probe") else { return "no temporary folder" }
        defer { folder.remove() }
        do {
            let probe = try tmpfs(at: folder.url, bytes: 4_096)
            try probe.unmount()
            return nil
        } catch {
            return "mounting a tmpfs is refused here (\(error)); the real disk-full and read-only tests need root or CAP_SYS_ADMIN"
        }
    }()

    /// Mounts a tmpfs of `bytes` at `point` (created if needed).
    public static func tmpfs(at point: URL, bytes: Int) throws -> Mount {
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        try run("mount", ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", point.path])
        return Mount(point: point)
    }

    /// Mounts `folder` again at `point` (created if needed), writable.
    public static func bind(of folder: URL, at point: URL) throws -> Mount {
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        try run("mount", ["--bind", folder.path, point.path])
        return Mount(point: point)
    }

    /// Mounts `folder` again at `point` (created if needed), read-only; over a mount already
    /// there, it hides that one until it is unmounted.
    public static func readOnlyBind(of folder: URL, at point: URL) throws -> Mount {
        let mount = try bind(of: folder, at: point)
        do {
            try mount.remount(readOnly: true)
        } catch {
            try? mount.unmount()
            throw error
        }
        return mount
    }

    /// Makes a bind mount read-only or writable again, in place.
    public func remount(readOnly: Bool) throws {
        try Self.run("mount", ["-o", "remount,bind," + (readOnly ? "ro" : "rw"), point.path])
    }

    /// Unmounts it.
    public func unmount() throws {
        try Self.run("umount", [point.path])
    }

    /// Fills the file system with one file until a write fails for want of space; returns the
    /// file, whose removal makes room again.
    public func fill() throws -> URL {
        let filler = point.appending(path: "filler")
        let descriptor = open(filler.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw MountError.failed("open \(filler.path): errno \(errno)") }
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x2E, count: 512)
        while true {
            let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                guard errno == ENOSPC else { throw MountError.failed("write \(filler.path): errno \(errno)") }
                return filler
            }
        }
    }

    private static func run(_ program: String, _ arguments: [String]) throws {
        let result = try ChildProcess.run(program, arguments, environment: ProcessInfo.processInfo.environment)
        guard result.status == 0 else {
            throw MountError.failed("\(program) \(arguments.joined(separator: " ")): \(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }
}

/// A mount, remount or unmount that did not happen.
public enum MountError: Error, CustomStringConvertible {
    /// The command and what it said.
    case failed(String)

    /// The failure in a sentence.
    public var description: String {
        switch self {
        case .failed(let what): what
        }
    }
}
