import SwiftUI

/// A chip that reacts to a tap; the places that show it (TagList.swift) give it its action.
struct TagChip: View {
    let name: String
    var onSelect: () -> Void

    var body: some View {
        Text(name)
            .padding(6)
            .background(Capsule().fill(.thinMaterial))
            .onTapGesture {
                onSelect()
            }
    }
}
