// SPDX-License-Identifier: GPL-3.0-or-later
import Widgets

extension DocumentCodec {
    /// `corner`: `topLeading`, `topTrailing`, `bottomLeading` or `bottomTrailing`; optionally the
    /// demo's `background` (a colour, or a list of them from top to bottom).
    static func snapCorner(_ root: Reader) throws(DocumentError) -> SnapCorner {
        let name = try root.string("corner")
        guard let corner = SnapCorner.Corner(rawValue: name) else {
            throw .invalidValue(path: root.child("corner").path, value: name, valid: SnapCorner.Corner.allCases.map(\.rawValue))
        }
        var tile = SnapCorner(corner: corner)
        if let colors = try root.optionalColors("background") { tile.background = VerticalGradient(colors) }
        return tile
    }

    static func encode(_ tile: SnapCorner, over root: JSONValue) -> JSONValue {
        root.setting("kind", .string(DemoScreen.snapCorner.rawValue)).setting("corner", .string(tile.corner.rawValue))
    }
}
