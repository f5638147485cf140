// A small SwiftUI app written for Rotor's source audit tests: each view holds one class of
// finding, or one class that must be left alone. Never compiled (SwiftUI is not on Linux);
// only read by the toolchain's parser.
import SwiftUI

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                GalleryScreen()
                InboxScreen()
                SettingsScreen()
            }
        }
    }
}
