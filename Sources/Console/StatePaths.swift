// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where Rotor keeps state between sessions, following the XDG base directory specification.
public enum StatePaths {
    /// `$XDG_CONFIG_HOME/rotor/settings.json`, else `~/.config/rotor/settings.json`; nil when
    /// there is no home to keep it in. The folder is made when the settings are first saved.
    public static func settings(_ environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appending(path: "rotor/settings.json").path
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appending(path: ".config/rotor/settings.json").path
    }

    /// `$XDG_STATE_HOME/rotor/history`, else `~/.local/state/rotor/history`; the folder is created.
    /// Nil when there is no home to keep it in.
    public static func commandHistory(_ environment: [String: String]) -> String? {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appending(path: ".local/state")
        } else {
            return nil
        }
        let folder = base.appending(path: "rotor")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder.appending(path: "history").path
    }
}
