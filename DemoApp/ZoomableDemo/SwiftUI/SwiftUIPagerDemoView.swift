import SwiftUI
import ZoomableImageKit

/// Screen "SwiftUI pager": a `TabView(.page)` of three zoomable images. At rest a horizontal
/// swipe turns the page; zoomed in, it pans the image (the view's pan only starts when the image
/// can move). Only the page on screen takes the keyboard.
///
/// Readouts for the UI tests: "swiftui.pager.page" ("page 1 of 3") and "swiftui.pager.zoom"
/// ("zoom 1.00", the page on screen's binding).
@MainActor
struct SwiftUIPagerDemoView: View {
    @State private var selection = 0
    @State private var zoomScales: [CGFloat] = [1, 1, 1]

    var body: some View {
        VStack(spacing: 8) {
            TabView(selection: $selection) {
                ForEach(0..<3, id: \.self) { index in
                    ZoomableImage(DemoImages.image(DemoImages.browserPhotos[index]), zoomScale: $zoomScales[index])
                        .zoomableImageFocused(Binding(get: { selection == index }, set: { _ in }))
                        .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .accessibilityIdentifier("swiftui.pager")
            Text("page \(selection + 1) of 3").accessibilityIdentifier("swiftui.pager.page")
            Text(Readout.zoom(zoomScales[selection])).accessibilityIdentifier("swiftui.pager.zoom")
        }
        .font(.body.monospacedDigit())
        .padding(.bottom)
    }
}
