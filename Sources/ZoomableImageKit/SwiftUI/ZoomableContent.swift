#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// What `.zoomable()` returns: the content hosted in a zooming surface, in the same container,
/// view controller and bridge as a ``ZoomableImage`` — so the binding, the zoom state, focus and
/// every setting behave as they do there.
struct ZoomableContent<Content: View>: View {
    let content: Content
    let zoomScale: Binding<CGFloat>?
    let onTapContent: ((CGPoint) -> Void)?
    @StateObject private var storage = ZoomableContentStorage<Content>()

    var body: some View {
        ZoomableContentRepresentable(content: content, zoomScale: zoomScale, onTapContent: onTapContent, storage: storage)
            .background(ZoomableContentMenu(storage: storage.routing))
    }
}

/// The UIKit side of `.zoomable()`: the image's view controller holding the content's container,
/// the content's hosting controller its child, kept up to date by ``ZoomableImageBridge``.
struct ZoomableContentRepresentable<Content: View>: UIViewControllerRepresentable {
    let content: Content
    let zoomScale: Binding<CGFloat>?
    let onTapContent: ((CGPoint) -> Void)?
    let storage: ZoomableContentStorage<Content>

    /// What the bridge takes from an update: content, never an image to set.
    @MainActor var bridgeUpdate: ZoomableImageBridge.Update {
        ZoomableImageBridge.Update(source: .content, zoomScale: zoomScale, onTapImagePixel: onTapContent,
                                   storage: storage.routing)
    }

    func makeCoordinator() -> ZoomableImageBridge {
        ZoomableImageBridge(bridgeUpdate, imageView: storage.surface)
    }

    func makeUIViewController(context: Context) -> ZoomableImageViewController {
        let controller = ZoomableImageViewController(container: storage.container)
        context.coordinator.attach(controller)
        storage.attach(to: controller)
        return controller
    }

    /// The content and its environment first (it is measured at the next layout), then the
    /// settings, focus and binding.
    func updateUIViewController(_ controller: ZoomableImageViewController, context: Context) {
        storage.update(content, environment: context.environment)
        context.coordinator.update(bridgeUpdate, environment: context.environment, transaction: context.transaction)
    }

    /// The view is leaving SwiftUI: no more reports, and the children — the markers', then the
    /// content's hosting controller — leave the controller (UIKit's order: `willMove(toParent:
    /// nil)`, `removeFromParent()`). The content's view stays in its surface for a controller
    /// made again from the same storage.
    static func dismantleUIViewController(_ controller: ZoomableImageViewController, coordinator: ZoomableImageBridge) {
        coordinator.dismantle()
        controller.children.forEach { child in
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
    }

    /// The content's ideal aspect ratio on an axis SwiftUI leaves free (``ZoomableImageSizing``).
    @available(iOS 16, *)
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController controller: ZoomableImageViewController,
                      context: Context) -> CGSize? {
        ZoomableImageSizing.size(proposedWidth: proposal.width, proposedHeight: proposal.height,
                                 image: .content(size: storage.host.view.intrinsicContentSize))
    }
}

/// Publishes the menu commands' state for `.zoomable()` content, as ``ZoomableImage`` does for an
/// image: observing the routing storage, which announces a change when the state to publish does.
struct ZoomableContentMenu: View {
    @ObservedObject var storage: ZoomableImageStorage

    var body: some View {
        ZoomableImageMenuPublisher(availability: storage.menu.published)
    }
}

extension ZoomableImageSource {
    /// `.zoomable()` content: no image to set or load (the content lays itself out).
    static var content: Self {
        Self(key: .content, givenImage: nil, load: { _ in }, layoutImage: { _ in nil })
    }
}
#endif
