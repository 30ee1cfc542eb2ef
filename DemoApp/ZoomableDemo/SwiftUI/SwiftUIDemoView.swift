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
    /// The grid's photo shown in the browser, `nil` when it is not up.
    @State private var browsed: GridPhoto.ID?

    /// One cell of the grid under the buttons: the screen's picture, numbered.
    struct GridPhoto: Identifiable {
        let id: Int
        let image: UIImage
    }

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

            // A grid opening `ZoomableImageBrowser`: tap a cell, swipe, drag down back into it.
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 4), spacing: 4) {
                ForEach(gridPhotos) { photo in
                    Image(uiImage: photo.image)
                        .resizable()
                        .scaledToFill()
                        .frame(height: 44)
                        .clipped()
                        .contentShape(Rectangle())          // taps stay in the cell the image overflows
                        .zoomableImageBrowserSource(photo.id)
                        .onTapGesture { browsed = photo.id }
                        .accessibilityIdentifier("swiftui.grid.\(photo.id)")
                }
            }
            .padding(.horizontal)
        }
        .padding(.bottom)
        .zoomableImageBrowser(gridPhotos, selection: $browsed) { photo, imageView in
            imageView.image = photo.image
        }
    }

    /// Four cells showing the screen's picture.
    private var gridPhotos: [GridPhoto] { (1...4).map { GridPhoto(id: $0, image: image) } }
}
