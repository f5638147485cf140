// SPDX-License-Identifier: GPL-3.0-or-later

import Foundation

/// A fresh folder under the system's temporary directory, removed by ``remove()``.
public struct TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates `PREFIX-UUID` under the temporary directory, for this user only (0700).
    public init(prefix: String = "rotor") throws(ProcessError) {
        url = FileManager.default.temporaryDirectory
            .appending(path: "\(prefix)-\(UUID().uuidString)", directoryHint: .isDirectory)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .fileFailed(path: url.path, reason: "\(error)")
        }
    }

    /// The URL of `name` inside the folder (nothing is created).
    public func file(_ name: String) -> URL {
        url.appending(path: name)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
