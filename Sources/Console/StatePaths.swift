// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where Rotor keeps state between sessions, following the XDG base directory specification.
///
/// Paths are joined as plain strings (no percent-decoding round trip through `URL`).
public enum StatePaths {
    /// `$XDG_CONFIG_HOME/rotor/settings.json`, else `~/.config/rotor/settings.json`; nil when
    /// there is no home to keep it in. The folder is made when the settings are first saved.
    public static func settings(_ environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return joined(config, "rotor/settings.json")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return joined(home, ".config/rotor/settings.json")
    }

    /// `$XDG_STATE_HOME/rotor/history`, else `~/.local/state/rotor/history`; the folder is created.
    /// Nil when there is no home to keep it in.
    public static func commandHistory(_ environment: [String: String]) -> String? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], !home.isEmpty {
            base = joined(home, ".local/state")
        } else {
            return nil
        }
        let folder = joined(base, "rotor")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return joined(folder, "history")
    }

    /// A folder and a relative path, with one slash between them.
    static func joined(_ folder: String, _ rest: String) -> String {
        var folder = Substring(folder)
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder == "/" ? "/" + rest : folder + "/" + rest
    }
}
