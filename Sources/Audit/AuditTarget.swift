// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

/// One thing to audit: a name people recognise (a demo screen or a file) and its document.
public struct AuditTarget: Sendable, Hashable {
    /// The screen's name or the file's path, as reports name it.
    public var name: String
    /// The component's state.
    public var document: Document

    /// Creates a target.
    public init(name: String, document: Document) {
        self.name = name
        self.document = document
    }
}
