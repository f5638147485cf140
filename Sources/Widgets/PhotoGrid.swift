// SPDX-License-Identifier: GPL-3.0-or-later

/// The multi-select photo grid: a long press enters selection mode, where a tap toggles a photo.
public struct PhotoGrid: Sendable, Hashable {
    /// One photo in the grid.
    public struct Photo: Sendable, Hashable, Identifiable {
        public let id: String
        public var label: LocalizableText

        /// Creates a photo.
        public init(id: String, label: LocalizableText) {
            self.id = id
            self.label = label
        }
    }

    /// What a person can do to the grid.
    public enum Intent: Sendable, Hashable {
        /// A tap: toggles the photo in selection mode; outside it, the original calls `onOpen`,
        /// which shows the photo and changes no state of the grid (see ``opens(_:)``).
        case tap(id: String)
        /// A long press, or VoiceOver's "Select": enters selection mode with that photo selected.
        case select(id: String)
        /// The "Done" button: leaves selection mode and clears the selection.
        case done
    }

    /// The smallest column width of the adaptive grid, in points.
    public static let minimumColumnWidth = 110.0
    /// How long a press must last to enter selection mode, in seconds.
    public static let longPressDuration = 0.35

    /// The photos in order, in chunks: a copy of the grid shares them.
    public private(set) var photos: ChunkedList<Photo>
    public private(set) var selection: Set<String>
    public private(set) var isSelecting: Bool

    /// Creates a grid; a selection of photos that are not there is dropped, and only a
    /// selection that remains (or `isSelecting`) starts selection mode.
    public init<Photos: Sequence<Photo>>(photos: Photos, selection: Set<String> = [], isSelecting: Bool = false) {
        self.photos = ChunkedList(photos)
        // Most grids open with nothing chosen: then no photo's id needs looking at.
        self.selection = selection.isEmpty ? [] : selection.intersection(self.photos.map(\.id))
        self.isSelecting = isSelecting || !self.selection.isEmpty
    }

    /// The photo an intent opens: a tap outside selection mode on a photo that is there.
    public func opens(_ intent: Intent) -> Photo? {
        guard case .tap(let id) = intent, !isSelecting else { return nil }
        return photos.first { $0.id == id }
    }

    /// Whether the photo is chosen.
    public func isSelected(_ id: String) -> Bool { selection.contains(id) }

    /// Replaces the photos; photos that disappear also leave the selection.
    public mutating func setPhotos<Photos: Sequence<Photo>>(_ newPhotos: Photos) {
        photos = ChunkedList(newPhotos)
        if !selection.isEmpty { selection.formIntersection(photos.map(\.id)) }
    }

    /// Applies an intent; returns whether anything changed.
    @discardableResult
    public mutating func apply(_ intent: Intent) -> Bool {
        switch intent {
        case .tap(let id):
            guard isSelecting, photos.contains(where: { $0.id == id }) else { return false }
            if selection.remove(id) == nil { selection.insert(id) }
            return true
        case .select(let id):
            guard !isSelecting, photos.contains(where: { $0.id == id }) else { return false }
            isSelecting = true
            selection.insert(id)
            return true
        case .done:
            guard isSelecting else { return false }
            isSelecting = false
            selection = []
            return true
        }
    }
}
