import SwiftUI
import ZoomableImageKit

/// Screen 4: ``ZoomableImage`` in SwiftUI. The zoom scale is a binding shown in a `Text`
/// ("swiftui.zoomLabel") and set by the buttons (animated); taps show the pixel. The scale
/// zooming last ended at, from `onZoomEnd`, is shown as "settled zoom 2.50"
/// ("swiftui.settledLabel"): the binding changes as soon as a button is tapped, the settled
/// scale once the animation has landed. The image takes the keyboard when it appears (⌘+ ⌘−
/// ⌘0, the arrows; `zoomableImageFocused(_:)` with a Boolean the screen sets on appear).
///
/// The grid under the buttons opens the photo browser with SwiftUI chrome: a header with a close
/// button ("swiftui.browser.close"), the photo's title and a share button (iOS 16's `ShareLink`),
/// and a footer with its caption ("swiftui.browser.caption"). A tap on the photo fades them out
/// and in with the status bar.
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

        /// "Photo 2 of 4": the header's title.
        var title: String { "Photo \(id) of 4" }
        /// The footer's caption.
        var caption: String { "The demo picture, copy \(id): swipe for the others, drag down to close." }
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
                        .clipShape(RoundedRectangle(cornerRadius: 6))
                        .contentShape(Rectangle())          // taps stay in the cell the image overflows
                        .zoomableImageBrowserSource(photo.id, cornerRadius: 6)
                        .onTapGesture { browsed = photo.id }
                        .accessibilityIdentifier("swiftui.grid.\(photo.id)")
                }
            }
            .padding(.horizontal)
        }
        .padding(.bottom)
        .zoomableImageBrowser(gridPhotos, selection: $browsed) { photo, imageView in
            imageView.image = photo.image
        } header: { photo, dismiss in
            BrowserHeader(photo: photo, dismiss: dismiss)
        } footer: { photo, _ in
            Text(photo.caption)
                .font(.footnote)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(Color.black.opacity(0.5))
                .accessibilityIdentifier("swiftui.browser.caption")
        }
    }

    /// Four cells showing the screen's picture.
    private var gridPhotos: [GridPhoto] { (1...4).map { GridPhoto(id: $0, image: image) } }
}

/// The browser's header: close, the photo's title, share.
private struct BrowserHeader: View {
    let photo: SwiftUIDemoView.GridPhoto
    let dismiss: ZoomableImageBrowserDismissAction

    var body: some View {
        HStack {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel("Close")
            .accessibilityIdentifier("swiftui.browser.close")
            Spacer()
            Text(photo.title)
                .font(.headline)
                .accessibilityIdentifier("swiftui.browser.title")
            Spacer()
            if #available(iOS 16, *) {
                ShareLink(item: Image(uiImage: photo.image), preview: SharePreview(photo.title, image: Image(uiImage: photo.image))) {
                    Image(systemName: "square.and.arrow.up")
                        .frame(width: 44, height: 44)
                }
                .accessibilityIdentifier("swiftui.browser.share")
            } else {
                Color.clear.frame(width: 44, height: 44)      // keeps the title centred
            }
        }
        .foregroundColor(.white)
        .padding(.horizontal, 8)
        .background(Color.black.opacity(0.5))
    }
}
