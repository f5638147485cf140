// SPDX-License-Identifier: GPL-3.0-or-later
// A view with no preview: its data is what the source cannot see.
import SwiftUI

struct ShelfView: View {
    let shelves: [String]
    @State private var showsEmpty = true

    var body: some View {
        List {
            Toggle("Show empty shelves", isOn: $showsEmpty)
            ForEach(shelves, id: \.self) { shelf in
                Label(shelf, systemImage: "shippingbox")
            }
            Divider()
                .accessibilityHidden(true)
        }
    }
}

/// What the shelf shows when the pantry is empty.
struct EmptyShelfView: View {
    var body: some View {
        ContentUnavailableView("No shelves", systemImage: "shippingbox", description: Text("Add a shelf to start."))
    }
}
