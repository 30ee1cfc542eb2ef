import SwiftUI
import ZoomableImageKit

/// Screen 4: ``ZoomableImage`` in SwiftUI. The zoom scale is a binding shown in a `Text`
/// ("swiftui.zoomLabel") and set by the buttons (animated); taps show the pixel. The scale
/// zooming last ended at, from `onZoomEnd`, is shown as "settled zoom 2.50"
/// ("swiftui.settledLabel"): the binding changes as soon as a button is tapped, the settled
/// scale once the animation has landed. The image takes the keyboard when it appears (⌘+ ⌘−
/// ⌘0, the arrows; `zoomableImageFocused(_:)` with a Boolean the screen sets on appear).
struct SwiftUIDemoView: View {
    /// The picture to show.
    let image: UIImage

    @State private var zoomScale: CGFloat = 1
    @State private var settledZoomScale: CGFloat?
    @State private var lastPixel: CGPoint?
    @State private var imageHasKeyboard = false

    var body: some View {
        VStack(spacing: 12) {
            ZoomableImage(image, zoomScale: $zoomScale) { pixel in
                lastPixel = pixel
            }
            .zoomLimits(minimum: 1, maximum: 6)
            .zoomableImageFocused($imageHasKeyboard)
            .onAppear { imageHasKeyboard = true }
            .onZoomEnd { scale in settledZoomScale = scale }
            .background(Color(.secondarySystemBackground))
            .accessibilityIdentifier("swiftui.image")

            Text(Readout.zoom(zoomScale))
                .font(.body.monospacedDigit())
                .accessibilityIdentifier("swiftui.zoomLabel")
            Text(settledZoomScale.map { Readout.settled(zoom: $0) } ?? "settled –")
                .font(.body.monospacedDigit())
                .accessibilityIdentifier("swiftui.settledLabel")
            Text(lastPixel.map { Readout.pixel($0) } ?? "pixel –")
                .font(.body.monospacedDigit())
                .accessibilityIdentifier("swiftui.pixelLabel")
            HStack(spacing: 16) {
                ForEach([1, 2, 4], id: \.self) { scale in
                    Button("\(scale)×") {
                        withAnimation { zoomScale = CGFloat(scale) }
                    }
                    .accessibilityIdentifier("swiftui.zoom\(scale)")
                }
            }
            .buttonStyle(.bordered)
        }
        .padding(.bottom)
    }
}
