// SPDX-License-Identifier: GPL-3.0-or-later
// A small view of Rotor's own, written for its tests: a preview, a ForEach, a
// conditional label, a hidden decoration and a gesture with no VoiceOver action.
import SwiftUI

struct PantryItem: Identifiable {
    let id: Int
    let name: String
}

struct PantryView: View {
    let items: [PantryItem]
    @State private var isStocked = false

    var body: some View {
        VStack {
            Image(systemName: "leaf")
                .accessibilityHidden(true)
            Text("Pantry")
                .accessibilityAddTraits(.isHeader)
            ForEach(items) { item in
                Text(item.name)
                    .onTapGesture(count: 2) { isStocked.toggle() }
            }
            Button(isStocked ? "Mark empty" : "Mark stocked") {
                isStocked.toggle()
            }
            .accessibilityHint("Changes the shelf's state")
        }
    }
}

#Preview {
    PantryView(items: [PantryItem(id: 1, name: "Rice"), PantryItem(id: 2, name: "Lentils")])
}
