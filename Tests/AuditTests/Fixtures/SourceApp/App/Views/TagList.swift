import SwiftUI

/// Places TagChip with the action its tap performs, in a file of its own.
struct TagList: View {
    @State private var selected: String?
    let tags = ["travel", "family", "work"]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                TagChip(name: tag) { selected = tag }
                    .accessibilityAction { selected = tag }
            }
        }
    }
}
