#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// What a `.zoomable()` view keeps for as long as it is on screen (its `@StateObject`): the
/// content's hosting controller, the zooming surface carrying its view, the container — and how
/// sharply the content is drawn.
@MainActor
final class ZoomableContentStorage<Content: View>: ObservableObject {
    typealias Root = ZoomableContentRoot<Content>

    /// The content, hosted; its view is the surface's content view.
    lazy var host: UIHostingController<Root> = {
        let host = UIHostingController(rootView: root)
        host.view.backgroundColor = .clear
        return host
    }()

    /// The zooming surface: measures the content for the size it rests at (what SwiftUI content
    /// takes in that space — `UIHostingController.sizeThatFits(in:)`) and draws it again through
    /// its environment.
    lazy var surface: ContentZoomingView = {
        let host = self.host
        let surface = ContentZoomingView(contentView: host.view)
        surface.setContent(host.view, measure: { size in host.sizeThatFits(in: size) })
        surface.drawContent = { [weak self] _, scale in self?.draw(at: scale) }
        return surface
    }()

    /// The clipping container holding the surface.
    lazy var container = ZoomableImageContainerView(imageView: surface)

    /// Routes the surface's reports to the newest coordinator and publishes the menu commands'
    /// state, as an image's storage does; it holds this container (content is never loaded).
    lazy var routing: ZoomableImageStorage = {
        let routing = ZoomableImageStorage()
        routing.container = container
        return routing
    }()

    /// The last update's content (`nil` before the first) and environment.
    var content: Content?
    var environment = EnvironmentValues()
    /// How many times the display's resolution the content is drawn at: 1 until zooming first
    /// ends (``ContentRenderScale/contentMagnification``).
    var magnification: CGFloat = 1

    /// Storage for a new view. (Nonisolated, so `@StateObject` can make it in a property
    /// initializer; nothing main-actor runs until the surface is first used.)
    nonisolated init() {}

    /// The hosting controller's root: the content, its environment, its drawing scale.
    var root: Root {
        Root(content: content, environment: environment, displayScale: environment.displayScale * magnification)
    }

    /// Makes the hosting controller a child of the representable's controller (UIKit's order:
    /// `addChild`, the view in place — it is in the surface already — `didMove(toParent:)`), so
    /// appearance and trait changes reach it.
    func attach(to controller: UIViewController) {
        controller.addChild(host)
        host.didMove(toParent: controller)
    }

    /// A SwiftUI update: the new content and environment, shown at once (SwiftUI lays it out in
    /// the size it has) and measured when the interaction says — at the next layout at rest, or
    /// once a gesture or animation under way has ended, so that its size never changes under the
    /// fingers. Every update counts: SwiftUI content is not comparable, and its environment
    /// (a Dynamic Type size, a colour scheme) can change its size as much as it can.
    func update(_ content: Content, environment: EnvironmentValues) {
        self.content = content
        self.environment = environment
        host.rootView = root
        surface.contentDidChange()
    }

    /// Zooming ended at a resolution the content was not drawn at: SwiftUI draws it again with
    /// its `displayScale` raised to it.
    func draw(at scale: ContentRenderScale) {
        magnification = scale.contentMagnification
        host.rootView = root
    }
}

/// The root view of `.zoomable()` content's hosting controller: the content with the
/// environment of the view it is in, drawn at `displayScale` pixels per point.
///
/// A `UIHostingController` starts a view hierarchy of its own with a fresh environment (see
/// ``PixelOverlayMarkerRoot``): `.environment(\.self, …)` gives it the representable's. The zoom
/// configuration is not the content's (a zoomable view inside starts from the defaults), and
/// SwiftUI draws text, shapes and `Canvas` with the environment's `displayScale` pixels per point
/// ("The display scale of this environment" — `EnvironmentValues.displayScale`), which is how the
/// zoomed content is drawn sharp. The safe area is not the content's: it is zoomed and moved, so
/// insets of the screen's edges mean nothing inside it.
struct ZoomableContentRoot<Content: View>: View {
    let content: Content?
    let environment: EnvironmentValues
    let displayScale: CGFloat

    var body: some View {
        content
            .ignoresSafeArea()
            .environment(\.displayScale, displayScale)
            .environment(\.zoomableImage, ZoomableImageEnvironment())
            .environment(\.self, environment)
    }
}
#endif
