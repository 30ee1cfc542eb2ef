import SwiftUI
import ZoomableImageKit

/// Screen "SwiftUI pager": a `ZoomableImagePager` of 50 generated photos, inline. It starts with
/// 20 and asks for 20 more when the current page comes within 3 of the end (20 → 40 → 50). At
/// rest a swipe pages; zoomed in, it pans the photo; a drag down at rest closes the pager (the
/// background fades with it), and so does the close button; a tap hides and shows the caption
/// and the close button. Only the current photo and its neighbours hold images; a photo paged
/// away from keeps its zoom, also after its image was released.
///
/// Readouts for the UI tests: "swiftui.pager.page" ("page 1 of 20"), "swiftui.pager.zoom"
/// ("zoom 1.00": the current page's, through a `ZoomableImageState`), "swiftui.pager.rest"
/// ("at rest" / "moving"), "swiftui.pager.shown" ("pager shown" / "pager closed"),
/// "swiftui.pager.loaded" ("loading" / "loaded": whether the current page shows image pixels).
@MainActor
struct SwiftUIPagerDemoView: View {
    @State private var photos = PagerPhoto.batch(after: 0)
    @State private var selection = 0
    @State private var isPagerShown = true
    @State private var isChromeHidden = false
    @State private var backgroundOpacity = 1.0
    @StateObject private var zoom = ZoomableImageState()

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                if isPagerShown {
                    pager
                } else {
                    Button("Open the pager") {
                        backgroundOpacity = 1
                        isPagerShown = true
                    }
                    .accessibilityIdentifier("swiftui.pager.open")
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("page \(selection + 1) of \(photos.count)").accessibilityIdentifier("swiftui.pager.page")
            Text(Readout.zoom(zoom.zoomScale)).accessibilityIdentifier("swiftui.pager.zoom")
            Text(zoom.isAtRest ? "at rest" : "moving").accessibilityIdentifier("swiftui.pager.rest")
            Text(isPagerShown ? "pager shown" : "pager closed").accessibilityIdentifier("swiftui.pager.shown")
            // No visible pixels until the current page's image is there.
            Text(zoom.visibleImagePixelRect.isEmpty ? "loading" : "loaded").accessibilityIdentifier("swiftui.pager.loaded")
        }
        .font(.body.monospacedDigit())
        .padding(.bottom)
    }

    /// The pager, its caption and its close button.
    private var pager: some View {
        ZoomableImagePager(photos, selection: $selection) { photo, imageView in
            imageView.image = await DemoImages.uncachedImage(photo.spec)
        }
        .zoomablePagerDismiss(backgroundOpacity: $backgroundOpacity) { isPagerShown = false }
        .zoomablePagerLoadMore(threshold: 3) { photos += PagerPhoto.batch(after: photos.count) }
        .zoomablePagerKeepsZoom()
        .onZoomablePagerTap { withAnimation { isChromeHidden.toggle() } }
        .zoomableImageState(zoom)
        .zoomablePagerBackground(.clear)
        .accessibilityIdentifier("swiftui.pager")
        // The screen's own black, faded by the dismiss drag through the binding.
        .background(Color.black.opacity(backgroundOpacity))
        .overlay(alignment: .bottom) {
            if !isChromeHidden {
                Text(PagerPhoto(id: selection).caption)
                    .padding(8)
                    .background(.ultraThinMaterial, in: Capsule())
                    .padding(.bottom, 12)
                    .opacity(backgroundOpacity)
                    .accessibilityIdentifier("swiftui.pager.caption")
            }
        }
        .overlay(alignment: .topLeading) {
            if !isChromeHidden {
                Button {
                    isPagerShown = false
                } label: {
                    Image(systemName: "xmark.circle.fill").font(.title)
                }
                .padding(12)
                .accessibilityLabel("Close")
                .accessibilityIdentifier("swiftui.pager.close")
            }
        }
    }
}
