#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The SwiftUI chrome's header and footer for one item (type-erased: the presenter is generic
/// over the items only).
struct BrowserChromeContent {
    var header = AnyView(EmptyView())
    var footer = AnyView(EmptyView())
}

/// What the chrome shows: the content for the item on screen, `nil` without a browser, in the
/// environment of the view that presents the browser.
@MainActor
final class BrowserChromeModel: ObservableObject {
    @Published var content: BrowserChromeContent?
    /// The presenting view's environment (its colour scheme, locale, Dynamic Type size, fonts,
    /// the app's own keys), as of its last update; written before `content`, which announces it.
    var environment = EnvironmentValues()
}

/// Hosts the SwiftUI chrome in a browser's ``ZoomableImageBrowser/overlayView``.
///
/// A `UIHostingController` (a child of the browser, as `addChild(_:)` asks for a controller
/// whose view is embedded: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:))
/// fills the overlay, so its SwiftUI content lays out in the browser's safe area. Its view sits
/// in a ``BrowserChromeContainerView`` that takes a touch only on the header's or footer's frame
/// (``BrowserChromeRegions``): the overlay takes a touch only where a subview's `hitTest` does,
/// so everywhere else it reaches the pages.
@MainActor
enum BrowserChromeHosting {
    /// Puts the chrome showing `model` into `browser`'s overlay, filling it.
    static func install(_ model: BrowserChromeModel, in browser: ZoomableImageBrowser) {
        let container = BrowserChromeContainerView()
        let regions = container.regions
        // Typed `@Sendable` as the browser modifier's own preference action (Xcode 16.2's SDK
        // declares it so): it captures only the lock-guarded store.
        let record: @Sendable ([CGRect]) -> Void = { regions.replace(BrowserChromeRegions($0)) }
        let hosting = UIHostingController(rootView: BrowserChromeRoot(model: model, record: record))
        hosting.view.backgroundColor = .clear
        container.frame = browser.overlayView.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        hosting.view.frame = container.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        browser.addChild(hosting)
        container.addSubview(hosting.view)
        browser.overlayView.addSubview(container)
        hosting.didMove(toParent: browser)
    }
}

/// The chrome's header at the top of the safe area and its footer at the bottom, each reporting
/// its frame for the hit test, in the presenting view's environment: a `UIHostingController`
/// starts a view hierarchy with a fresh environment of its own (see ``ZoomableContentRoot``),
/// and `.environment(\.self, …)` gives it the app's. Two values are the browser's, not the
/// presenting view's: the colour scheme is dark, as the browser is whatever the system's
/// appearance (default text must not be black on its black), and the chrome is enabled even
/// when the view that presented it was disabled.
struct BrowserChromeRoot: View {
    @ObservedObject var model: BrowserChromeModel
    let record: @Sendable ([CGRect]) -> Void

    var body: some View {
        VStack(spacing: 0) {
            model.content?.header.background(BrowserChromeRegionReporter())
            Spacer(minLength: 0)
            model.content?.footer.background(BrowserChromeRegionReporter())
        }
        .onPreferenceChange(BrowserChromeRegionFrames.self, perform: record)
        .environment(\.colorScheme, .dark)
        .environment(\.isEnabled, true)
        .environment(\.self, model.environment)
    }
}

/// The frames of the chrome's parts in SwiftUI's `.global` space: the hosting view's root, which
/// fills the overlay, so they are in the overlay's (and the container's) space.
struct BrowserChromeRegionFrames: PreferenceKey {
    static var defaultValue: [CGRect] { [] }

    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) {
        value.append(contentsOf: nextValue())
    }
}

/// Reports the frame of the view it is the background of.
struct BrowserChromeRegionReporter: View {
    var body: some View {
        GeometryReader { proxy in
            Color.clear.preference(key: BrowserChromeRegionFrames.self, value: [proxy.frame(in: .global)])
        }
    }
}

/// Holds the chrome's hosting view and takes touches only on the chrome's parts. UIKit's hit
/// test asks `point(inside:with:)` first and skips a view — and its subviews — that answers
/// `false` (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:): "This method
/// traverses the view hierarchy by calling the point(inside:with:) method of each subview to
/// determine which subview should receive a touch event"). Inside a part, the hosting view
/// decides, as for any SwiftUI control.
@MainActor
final class BrowserChromeContainerView: UIView {
    /// The parts' frames, written by SwiftUI's preference action.
    let regions = BrowserChromeRegionStore()

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        regions.current.takesTouch(at: point)
    }
}

/// The chrome's regions behind a lock: written from SwiftUI's preference action (`@Sendable`
/// with Xcode 16.2's SDK), read by the hit test on the main thread.
final class BrowserChromeRegionStore: @unchecked Sendable {
    private let lock = NSLock()
    private var regions = BrowserChromeRegions()

    /// The regions last measured.
    var current: BrowserChromeRegions {
        lock.lock()
        defer { lock.unlock() }
        return regions
    }

    /// Replaces the regions.
    func replace(_ regions: BrowserChromeRegions) {
        lock.lock()
        defer { lock.unlock() }
        self.regions = regions
    }
}
#endif
