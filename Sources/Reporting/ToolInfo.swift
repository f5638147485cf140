// SPDX-License-Identifier: GPL-3.0-or-later

/// How reports name the tool that wrote them.
public enum ToolInfo {
    /// The tool's name in JSON, JUnit and SARIF reports.
    public static let name = "rotor"
    /// The version of Rotor's rules and report formats.
    public static let version = "0.1.0"

    /// The tool as JSON reports name it: `{"name": "rotor", "version": "0.1.0"}`.
    public struct Named: Encodable, Sendable {
        public var name: String
        public var version: String
    }

    /// This tool's name and version.
    public static let named = Named(name: name, version: version)
}
