import SwiftUI

struct InboxScreen: View {
    @State private var messages = ["Lunch?", "Invoice", "Photos from Oslo"]

    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                InboxRow(title: message, onDelete: { messages.removeAll { $0 == message } })
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            messages.removeAll { $0 == message }
                        }
                    }
            }
            ForEach(messages, id: \.self) { message in
                MirroredRow(title: message)
            }
        }
        .toolbar {
            ToolbarItem {
                Button {
                    messages.removeAll()
                } label: {
                    Image("ic_trash_24")  // expect: content-file-name-label
                }
            }
        }
    }
}

/// A row whose delete is offered only on a long press.
struct InboxRow: View {
    let title: String
    var onDelete: () -> Void

    var body: some View {
        Text(title)
            .onLongPressGesture {  // expect: source-gesture-alternative
                onDelete()
            }
    }
}

/// A row whose context menu is mirrored by the same items as accessibility actions, and a
/// "More" text whose tap has the Button trait.
struct MirroredRow: View {
    let title: String
    @State private var archived = false

    var body: some View {
        HStack {
            Text(title)
            Text("More")
                .onTapGesture {
                    archived.toggle()
                }
                .accessibilityAddTraits(.isButton)
        }
        .contextMenu { rowActions }
        .accessibilityActions { rowActions }
    }

    @ViewBuilder
    private var rowActions: some View {
        Button("Archive") { archived = true }
        Button("Flag") { archived = false }
    }
}
