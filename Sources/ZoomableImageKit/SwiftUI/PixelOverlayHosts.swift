#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The markers of a ``ZoomableImage``'s `pixelOverlays`, hosted in UIKit: one
/// `UIHostingController` per item, a child of the image's view controller, pinned to its pixel by
/// the image view. Each update performs what ``PixelOverlaySet`` decides — nothing for markers
/// whose pin and content are unchanged; an environment change renders them all again.
@MainActor
final class PixelOverlayHosts {
    /// A marker's identity: its group (the `pixelOverlays` modifier, by declaration order) and its
    /// item's `id` (two groups may use the same ids).
    struct MarkerID: Hashable {
        let group: Int
        let item: AnyHashable
    }

    typealias Host = UIHostingController<PixelOverlayMarkerRoot>

    let imageView: ZoomableImageView
    /// The controller the hosts are children of (the representable's), once made.
    weak var controller: UIViewController?
    var markers = PixelOverlaySet<MarkerID, PixelOverlayContent>()
    var hosts: [MarkerID: Host] = [:]
    /// The markers of the last update, to render again when the environment changes.
    var shown: [PixelOverlaySet<MarkerID, PixelOverlayContent>.Marker] = []

    init(imageView: ZoomableImageView) {
        self.imageView = imageView
    }

    /// Brings the markers to `groups`.
    ///
    /// - Parameters:
    ///   - groups: the `pixelOverlays` groups, bottom to top.
    ///   - environment: the update's environment, given to markers rendered now.
    ///   - animated: whether moved markers glide (the update's transaction animates).
    /// - Returns: what was done.
    @discardableResult
    func update(_ groups: [PixelOverlayGroup], environment: EnvironmentValues, animated: Bool)
        -> PixelOverlayChanges<MarkerID>
    {
        shown = groups.enumerated().flatMap { index, group in
            group.markers.map { marker in
                PixelOverlaySet.Marker(id: MarkerID(group: index, item: marker.id), pin: marker.pin,
                                       receivesTouches: marker.receivesTouches, content: marker.content)
            }
        }
        return perform(environmentChanged: false, environment: environment, animated: animated)
    }

    /// The environment changed (``PixelOverlayEnvironmentProbe``): every marker is rendered again
    /// with it — whatever it reads, the app's own keys and tint included — and none is placed.
    func environmentChanged(_ environment: EnvironmentValues) {
        perform(environmentChanged: true, environment: environment, animated: false)
    }

    /// Performs what ``PixelOverlaySet`` decides for the markers in ``shown``.
    @discardableResult
    func perform(environmentChanged: Bool, environment: EnvironmentValues, animated: Bool)
        -> PixelOverlayChanges<MarkerID>
    {
        let next = shown
        let changes = markers.update(to: next, environmentChanged: environmentChanged,
                                     sameContent: PixelOverlayContent.same)
        remove(changes.removed.compactMap { hosts.removeValue(forKey: $0) })
        changes.rerendered.forEach { index in
            _ = hosts[next[index].id].map { render(next[index], in: $0, environment: environment) }
        }
        let added = changes.added.map { index in (next[index], makeHost(for: next[index], environment: environment)) }
        added.forEach { hosts[$0.0.id] = $0.1 }
        imageView.pinOverlays(added.map { ($0.1.view, $0.0.pin) })
        added.forEach { $0.1.didMove(toParent: controller) }
        imageView.repinOverlays(changes.moved.compactMap { index in hosts[next[index].id].map { ($0.view, next[index].pin) } },
                                animated: animated)
        _ = changes.restackedOrder.map { order in imageView.restackOverlays(order.compactMap { hosts[$0]?.view }) }
        return changes
    }

    /// Removes every marker (the view is going away).
    func removeAll() {
        shown = []
        remove(markers.removeAll().compactMap { hosts.removeValue(forKey: $0) })
    }

    /// A marker's new hosting controller, a child of the controller (its view is put in the
    /// image's container by the image view; `didMove(toParent:)` follows once it is there —
    /// UIKit's order for adding a child: `addChild`, add the view, `didMove(toParent:)`).
    func makeHost(for marker: PixelOverlaySet<MarkerID, PixelOverlayContent>.Marker,
                  environment: EnvironmentValues) -> Host {
        let host = Host(rootView: PixelOverlayMarkerRoot(content: AnyView(EmptyView()), environment: environment))
        host.view.backgroundColor = .clear
        PixelOverlayMarkerRoot.followIdealSize(of: host)
        controller?.addChild(host)
        render(marker, in: host, environment: environment)
        return host
    }

    /// Renders a marker's content with the update's environment and sizes it to its ideal size:
    /// the hosting view's `intrinsicContentSize`, which `UIHostingController` keeps at its root
    /// view's ideal size ("the hosting controller's view automatically invalidates its intrinsic
    /// content size when its ideal size changes" — `UIHostingControllerSizingOptions`). On iOS 16
    /// and later the host also reports later changes of that size by itself (its content's own
    /// state), through ``preferredSizeChanged(of:)``.
    func render(_ marker: PixelOverlaySet<MarkerID, PixelOverlayContent>.Marker, in host: Host,
                environment: EnvironmentValues) {
        host.rootView = PixelOverlayMarkerRoot(content: marker.content.render(), environment: environment)
        host.view.bounds.size = host.view.intrinsicContentSize
        host.view.isUserInteractionEnabled = marker.receivesTouches
    }

    /// A marker's host reports a new ideal size (iOS 16 `sizingOptions`): its bounds follow,
    /// around its centre, which stays on the pixel.
    func preferredSizeChanged(of child: any UIContentContainer) {
        let size = child.preferredContentSize
        (child as? UIViewController)?.view.bounds.size = size
    }

    /// Takes markers' hosts out of the container and the controller, in UIKit's order for
    /// removing a child: `willMove(toParent: nil)`, remove the view, `removeFromParent()`.
    func remove(_ removed: [Host]) {
        removed.forEach { $0.willMove(toParent: nil) }
        imageView.unpinOverlays(removed.map(\.view))
        removed.forEach { $0.removeFromParent() }
    }
}
#endif
