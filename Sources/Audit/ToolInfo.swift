// SPDX-License-Identifier: GPL-3.0-or-later

/// How reports name the tool that wrote them.
public enum ToolInfo {
    /// The tool's name in JSON, JUnit and SARIF reports.
    public static let name = "rotor"
    /// The version of Rotor's rules and report formats.
    public static let version = "0.1.0"
}
