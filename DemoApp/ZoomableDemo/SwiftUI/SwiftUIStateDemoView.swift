import SwiftUI
import ZoomableImageKit

/// Screen "SwiftUI zoom state": a 48 MP JPEG loaded by URL with a placeholder
/// (`ZoomableImage(url:)`), a ``ZoomableImageState`` driving buttons (+, −, reset, crop) and a
/// visible-rect readout, and 200 markers added at once.
///
/// Readouts for the UI tests: "swiftui.state.zoom" ("zoom 2.25"), "swiftui.state.visible"
/// ("visible 0 0 8064 6048": the visible rect in the original's pixels, at rest),
/// "swiftui.state.rest" ("at rest" / "moving"), "swiftui.state.crop" ("crop 8064 × 6048") and
/// "swiftui.state.markers" ("markers 200"). Markers are "swiftui.marker.<n>".
@MainActor
struct SwiftUIStateDemoView: View {
    /// A marker: a numbered pixel.
    struct Pin: Identifiable, Equatable {
        let id: Int
        let pixel: CGPoint
    }

    @StateObject private var zoom = ZoomableImageState()
    @State private var url: URL?
    @State private var pins: [Pin] = []
    @State private var cropReadout = "crop –"

    var body: some View {
        VStack(spacing: 8) {
            image
                .pixelOverlays(pins, at: \.pixel) { pin in
                    // A shape alone is no accessibility element: without this, XCUITest
                    // finds no `swiftui.marker.N`.
                    Circle().fill(Color.red).frame(width: 8, height: 8)
                        .accessibilityElement()
                        .accessibilityIdentifier("swiftui.marker.\(pin.id)")
                }
                // A maximum of 3 keeps the decode small: the photo's width fills 393 pt on an
                // iPhone 16 (3×), so DownsamplingPlan decodes 393 · 3 · 3 = 3537 px wide,
                // 3537 × 2653 ≈ 9.4 MP (37.5 MB) instead of the original's 48.8 MP (195 MB).
                // (At 40, 393 · 3 · 40 = 47 160 px > 8064: the whole original was decoded.)
                .zoomLimits(minimum: 1, maximum: 3)
                .zoomableImageState(zoom)
                .zoomableImageAccessibilityLabel("48 megapixel test photo")
            readouts
            buttons
        }
        .padding(.bottom)
        .task { url = try? await LargePhotoFile.url() }
    }

    @ViewBuilder private var image: some View {
        if let url {
            ZoomableImage(url: url) { phase in
                switch phase {
                case .empty: ProgressView("Decoding 48 MP…").accessibilityIdentifier("swiftui.state.loading")
                case .success: EmptyView()
                case .failure(let error): Text(error.localizedDescription)
                }
            }
        } else {
            ProgressView("Writing 48 MP JPEG…").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    private var readouts: some View {
        VStack(spacing: 2) {
            Text(Readout.zoom(zoom.zoomScale)).accessibilityIdentifier("swiftui.state.zoom")
            Text(Self.visible(zoom.visibleImagePixelRect)).accessibilityIdentifier("swiftui.state.visible")
            Text(zoom.isAtRest ? "at rest" : "moving").accessibilityIdentifier("swiftui.state.rest")
            Text(cropReadout).accessibilityIdentifier("swiftui.state.crop")
            Text("markers \(pins.count)").accessibilityIdentifier("swiftui.state.markers")
        }
        .font(.footnote.monospacedDigit())
    }

    private var buttons: some View {
        HStack(spacing: 12) {
            Button("−") { zoom.zoomOut() }.accessibilityIdentifier("swiftui.state.zoomOut")
            Button("+") { zoom.zoomIn() }.accessibilityIdentifier("swiftui.state.zoomIn")
            Button("Reset") { zoom.resetZoom() }.accessibilityIdentifier("swiftui.state.reset")
            Button("Crop") {
                // Off the main thread: at rest the visible rect is the whole 48 MP original.
                Task {
                    let crop = await zoom.loadCroppedImage()
                    cropReadout = crop.map { "crop \(Int($0.size.width * $0.scale)) × \(Int($0.size.height * $0.scale))" }
                        ?? "crop none"
                }
            }
            .accessibilityIdentifier("swiftui.state.crop.button")
            Button("200 pins") { pins = Self.lattice }.accessibilityIdentifier("swiftui.state.addMarkers")
        }
        .buttonStyle(.bordered)
    }

    /// "visible 0 0 8064 6048": the rect's origin and size, rounded to whole pixels.
    static func visible(_ rect: CGRect) -> String {
        let values = [rect.minX, rect.minY, rect.width, rect.height].map { String(Int($0.rounded())) }
        return "visible " + values.joined(separator: " ")
    }

    /// 200 pins at the centres of a 20 × 10 lattice of 403.2 × 604.8 px cells: pin n (row-major)
    /// sits at (403.2 (n mod 20) + 201.6, 604.8 (n div 20) + 302.4).
    static let lattice: [Pin] = (0..<200).map { index in
        Pin(id: index, pixel: CGPoint(x: 403.2 * CGFloat(index % 20) + 201.6, y: 604.8 * CGFloat(index / 20) + 302.4))
    }
}
