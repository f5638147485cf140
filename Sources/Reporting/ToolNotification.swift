// SPDX-License-Identifier: GPL-3.0-or-later

/// Something the tool could not do, reported beside the findings: an input it could not read.
/// SARIF writes it as a tool execution notification, JUnit as an error, JSON as an object, so
/// that an unreadable input never leaves an empty report.
public struct ToolNotification: Sendable, Hashable {
    /// The notification's id: `unreadable-input`.
    public var id: String
    /// What happened, in the reader's language.
    public var message: String
    /// The input it is about.
    public var location: SourceLocation

    /// The id of an input that is missing, unreadable or malformed.
    public static let unreadableInput = "unreadable-input"

    /// Creates a notification.
    public init(id: String = ToolNotification.unreadableInput, message: String, location: SourceLocation) {
        self.id = id
        self.message = message
        self.location = location
    }
}
