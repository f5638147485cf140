// SPDX-License-Identifier: GPL-3.0-or-later
// A small chat app's screen: the code side of `rotor l10n check`'s fixture app.
import SwiftUI

struct ContentView: View {
    let count: Int
    let name: String
    var unread: [String]

    var body: some View {
        VStack {
            Text("greeting.title")
            Text("\(name) joined")
            // The catalog reads this count as %@: the key is `%lld new posts`.
            Text("\(count) new posts")
            // A type the reader cannot tell matches whatever the catalog reads.
            Text("\(unread.first.map(\.count) ?? 0) items")
            // A closure's parameter hides the property `count`: its type is not known.
            ForEach(unread, id: \.self) { count in
                Text("\(count) joined")
            }
            Text(verbatim: "debug.raw.value")
            // Both keys are asked for; the catalog has only the first.
            Text(unread.isEmpty ? "inbox.empty" : "inbox.full")
            Button("Save") {}
            Button("Share link") {}
            Image(systemName: "ellipsis")
                // The catalog lacks this key: VoiceOver reads it as written.
                .accessibilityLabel("status.action.context-menu")
        }
    }
}

/// Made only by the preview below: its texts are not the app's.
struct ChatPreviewWrapper: View {
    var body: some View {
        Text("wrapper.sample.title")
    }
}

#Preview {
    Text("preview.only.sample")
    ChatPreviewWrapper()
}
