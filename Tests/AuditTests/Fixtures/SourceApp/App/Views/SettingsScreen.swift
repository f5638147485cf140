import SwiftUI

/// The team's own components, described in rotor-audit.json; and a finding switched off on
/// purpose with a comment.
struct SettingsScreen: View {
    @State private var following = false

    var body: some View {
        Form {
            FollowButton(isOn: $following)
            AvatarView(initials: "AB")  // expect: source-image-label
            AvatarView(initials: "CD")
                .accessibilityLabel("Carmen Díaz")
            // rotor:disable source-tap-trait (the whole row opens the same screen as its chevron)
            Text("About")
                .onTapGesture {
                    following = false
                }
        }
    }
}

/// A follow button drawn by hand: rotor-audit.json declares it a Button.
struct FollowButton: View {
    @Binding var isOn: Bool

    var body: some View {
        Text(isOn ? "Following" : "Follow")
            .padding()
            .onTapGesture {
                isOn.toggle()
            }
    }
}

/// An avatar drawn from initials: rotor-audit.json declares it an Image.
struct AvatarView: View {
    let initials: String

    var body: some View {
        Circle()
            .overlay(Text(initials))
            .frame(width: 40, height: 40)
    }
}
