// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Widgets

/// One thing to audit: a name people recognise (a demo screen or a file) and its document, with
/// where the file writes each of its items when it came from one.
public struct AuditTarget: Sendable, Hashable {
    /// The screen's name or the file's path, as reports name it.
    public var name: String
    /// The component's state.
    public var document: Document
    /// The board file's path as given, when the document came from one.
    public var file: String?
    /// Where the file writes its document and items.
    public var positions: DocumentPositions?

    /// Creates a target.
    public init(name: String, document: Document, file: String? = nil, positions: DocumentPositions? = nil) {
        self.name = name
        self.document = document
        self.file = file
        self.positions = positions
    }
}
