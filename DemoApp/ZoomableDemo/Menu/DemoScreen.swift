import SwiftUI
import UIKit

/// The screens listed at launch, in order. To add one, add a case, its texts and its
/// controller; the list and the UI tests' menu identifiers follow.
enum DemoScreen: CaseIterable {
    /// `ZoomableImageView` placed in Main.storyboard, with tap, zoom and gap readouts.
    case storyboard
    /// Crosshair on the tapped pixel of a 4000 × 3000, a @3x and a `.right` image.
    case pixelInspector
    /// A grid of 24 thumbnails opening `ZoomableImageBrowser`.
    case photoBrowser
    /// `ZoomableImage` in SwiftUI with a zoom-scale binding.
    case swiftUI
    /// The crop editor: box, presets, rotate, mirror, straighten, the result and the cut's size.
    case cropEditor
    /// Numbered pins dropped on pixels of a picture of coloured cells, the tapped colour, sharp
    /// pixels and the pixel grid.
    case annotate
    /// Live Text on a page of text, and an animated GIF that plays while zoomed.
    case reader
    /// A procedural 100 000 × 100 000 px labelled grid loaded tile by tile, with readouts of the
    /// level, the tiles and the bytes resident against the budget.
    case deepZoom
    /// `ZoomableImage(url:)` of a 48 MP JPEG, a zoom state driving buttons, 200 markers.
    case swiftUIState
    /// A SwiftUI `TabView(.page)` of three zoomable images.
    case swiftUIPager
    /// A SwiftUI floor plan drawn with shapes and labels, zoomed with `.zoomable()`.
    case anyViewSwiftUI
    /// A UIKit diagram with small text in a `ZoomableView`, sharp at ×8.
    case anyViewUIKit

    /// The row's title, also the pushed screen's title.
    var title: String {
        switch self {
        case .storyboard: return "Storyboard"
        case .pixelInspector: return "Pixel inspector"
        case .photoBrowser: return "Photo browser"
        case .swiftUI: return "SwiftUI"
        case .cropEditor: return "Crop editor"
        case .annotate: return "Annotate"
        case .reader: return "Reader"
        case .deepZoom: return "Deep zoom"
        case .swiftUIState: return "SwiftUI zoom state"
        case .swiftUIPager: return "SwiftUI pager"
        case .anyViewSwiftUI: return "Zoom any view: SwiftUI"
        case .anyViewUIKit: return "Zoom any view: UIKit"
        }
    }

    /// What the screen shows, under the title.
    var subtitle: String {
        switch self {
        case .storyboard: return "Custom class in Main.storyboard: last tapped pixel, zoom, gaps"
        case .pixelInspector: return "Crosshair on the tapped pixel; oriented and stored pixels"
        case .photoBrowser: return "Grid opening ZoomableImageBrowser: swipe, drag down, quick zoom"
        case .swiftUI: return "ZoomableImage with a zoom-scale binding"
        case .cropEditor: return "Resize, presets, rotate, mirror, straighten; exact pixels out"
        case .annotate: return "Tap to pin pixels and read their colours; sharp pixels, grid"
        case .reader: return "Live Text on a zoomed page; a GIF that plays while zoomed"
        case .deepZoom: return "100 000 × 100 000 px drawn in tiles; level, tiles, bytes"
        case .swiftUIState: return "48 MP by URL, zoom state buttons, visible rect, 200 markers"
        case .swiftUIPager: return "ZoomableImagePager: 50 photos inline, caption, drag to dismiss"
        case .anyViewSwiftUI: return ".zoomable() floor plan: tap a room, zoom to ×8"
        case .anyViewUIKit: return "ZoomableView diagram: small text sharp at ×8"
        }
    }

    /// The row's accessibility identifier, e.g. "menu.storyboard".
    var accessibilityIdentifier: String {
        switch self {
        case .storyboard: return "menu.storyboard"
        case .pixelInspector: return "menu.pixelInspector"
        case .photoBrowser: return "menu.photoBrowser"
        case .swiftUI: return "menu.swiftUI"
        case .cropEditor: return "menu.cropEditor"
        case .annotate: return "menu.annotate"
        case .reader: return "menu.reader"
        case .deepZoom: return "menu.deepZoom"
        case .swiftUIState: return "menu.swiftUIState"
        case .swiftUIPager: return "menu.swiftUIPager"
        case .anyViewSwiftUI: return "menu.anyViewSwiftUI"
        case .anyViewUIKit: return "menu.anyViewUIKit"
        }
    }

    /// A new controller for the screen.
    @MainActor
    func makeViewController() -> UIViewController {
        let controller: UIViewController
        switch self {
        case .storyboard:
            controller = UIStoryboard(name: "Main", bundle: nil)
                .instantiateViewController(withIdentifier: "StoryboardViewController")
        case .pixelInspector:
            controller = PixelInspectorViewController()
        case .photoBrowser:
            controller = PhotoBrowserViewController()
        case .swiftUI:
            controller = UIHostingController(rootView: SwiftUIDemoView(image: DemoImages.image(.large)))
        case .cropEditor:
            controller = CropEditorViewController()
        case .annotate:
            controller = AnnotateViewController()
        case .reader:
            controller = ReaderViewController()
        case .deepZoom:
            controller = DeepZoomViewController()
        case .swiftUIState:
            controller = UIHostingController(rootView: SwiftUIStateDemoView())
        case .swiftUIPager:
            controller = UIHostingController(rootView: SwiftUIPagerDemoView())
        case .anyViewSwiftUI:
            controller = UIHostingController(rootView: FloorPlanDemoView())
        case .anyViewUIKit:
            controller = DiagramViewController()
        }
        controller.title = title
        controller.navigationItem.largeTitleDisplayMode = .never
        return controller
    }
}
