import SwiftUI

struct GalleryScreen: View {
    @State private var pills = ["Recent", "Favourites", "Shared"]

    var body: some View {
        VStack {
            PhotoStrip()
            FilterPills(pills: $pills)
            VolumeKnob()
            OfflineBanner()
            TagList()
        }
    }
}

/// A tapped asset image with no label or trait, and a photo zoomed only by a double tap.
struct PhotoStrip: View {
    @State private var zoomed = false

    var body: some View {
        HStack {
            Image("share")  // expect: source-image-label
                .onTapGesture {  // expect: source-tap-trait
                    share()
                }
            Image(decorative: "divider")
            Image("logo")
                .accessibilityLabel("Rotor")
            Image("harbour", label: Text("Harbour at dawn"))
                .scaleEffect(zoomed ? 2 : 1)
                .onTapGesture(count: 2) {  // expect: source-gesture-alternative
                    zoomed.toggle()
                }
        }
    }

    private func share() {}
}

/// Pills reordered only by dragging them.
struct FilterPills: View {
    @Binding var pills: [String]

    var body: some View {
        HStack {
            ForEach(pills, id: \.self) { pill in
                Text(pill)
                    .padding(8)
                    .draggable(pill)  // expect: source-gesture-alternative
                    .dropDestination(for: String.self) { items, _ in
                        move(items, before: pill)
                        return true
                    }
            }
        }
    }

    private func move(_ items: [String], before pill: String) {
        pills.removeAll { items.contains($0) }
        pills.insert(contentsOf: items, at: pills.firstIndex(of: pill) ?? 0)
    }
}

/// A knob turned only by dragging, and a slider-like dial whose drag changes the value
/// VoiceOver reads while its only action resets it.
struct VolumeKnob: View {
    @State private var volume = 0.5
    @State private var balance = 0.0

    var body: some View {
        VStack {
            Circle()
                .frame(width: 80, height: 80)
                .rotationEffect(.degrees(volume * 270))
                .gesture(  // expect: source-gesture-alternative
                    DragGesture()
                        .onChanged { value in
                            volume = min(max(volume + value.translation.height / -200, 0), 1)
                        }
                )
                .accessibilityLabel("Volume")
                .accessibilityValue("\(Int(volume * 100)) percent")
            Capsule()
                .frame(width: 160, height: 24)
                .gesture(balanceDrag)  // expect: source-drag-adjustable
                .accessibilityElement()
                .accessibilityLabel("Balance")
                .accessibilityValue(balanceText)
                .accessibilityAction(named: "Centre") {
                    centre()
                }
        }
    }

    private var balanceText: String {
        balance < 0 ? "Left" : balance > 0 ? "Right" : "Centre"
    }

    private var balanceDrag: some Gesture {
        DragGesture().onChanged { value in
            balance = min(max(value.translation.width / 80, -1), 1)
        }
    }

    private func centre() {
        print("centred")
    }
}

/// The Retry button hidden from VoiceOver with the banner it sits in.
struct OfflineBanner: View {
    var body: some View {
        HStack {
            Image(systemName: "wifi.slash")
            Text("You are offline")
            Button("Retry") {  // expect: source-hidden-interactive
                retry()
            }
        }
        .accessibilityHidden(true)
    }

    private func retry() {}
}
