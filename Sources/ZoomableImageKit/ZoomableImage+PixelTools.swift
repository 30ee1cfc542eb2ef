#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImage {
    /// Places a SwiftUI view at an image pixel for each item: pins, labels, measurement handles.
    /// Each marker stays on its pixel through gestures, settle animations, rotation and layout,
    /// at constant on-screen size unless `scalesWithImage`; it is hidden while its pixel is
    /// outside the image. Items are told apart by `id`: a marker keeps its view (and its state)
    /// while its item stays, and moves — animated inside `withAnimation` — when its pixel
    /// changes.
    ///
    /// ```swift
    /// ZoomableImage(photo) { pixel in pins.append(Pin(pixel: pixel)) }
    ///     .pixelOverlays(pins, at: \.pixel) { pin in
    ///         Circle().fill(.red).frame(width: 14, height: 14)
    ///     }
    /// ```
    ///
    /// Markers are hosted in UIKit (one `UIHostingController` each, in the image's container):
    /// give each a fixed size (`.frame`); they ignore safe areas. By default they let touches
    /// through to the image (a pinch may start on a pin); with `receivesTouches` they take the
    /// touches over their frame — for buttons in them — away from the image's gestures. Values
    /// from the environment that UIKit does not carry (your own keys) don't reach them: pass what
    /// they need through the item.
    ///
    /// - Parameters:
    ///   - items: the items to mark, in drawing order (later ones on top).
    ///   - pixel: the key path to an item's position in oriented pixels ((i + 0.5, j + 0.5) is the
    ///     centre of pixel (i, j)).
    ///   - scalesWithImage: whether markers grow and shrink with the zoom. Default `false`.
    ///   - receivesTouches: whether markers take touches (buttons in them work, the image's
    ///     gestures don't start on them). Default `false`.
    ///   - content: the marker for an item.
    public func pixelOverlays<Items: RandomAccessCollection, Marker: View>(
        _ items: Items, at pixel: KeyPath<Items.Element, CGPoint>, scalesWithImage: Bool = false,
        receivesTouches: Bool = false, @ViewBuilder content: @escaping (Items.Element) -> Marker
    ) -> ZoomableImage where Items.Element: Identifiable {
        var copy = self
        copy.overlayItems = items.map { item in
            PixelOverlayItem(id: AnyHashable(item.id), pixel: item[keyPath: pixel], scalesWithImage: scalesWithImage,
                             receivesTouches: receivesTouches, content: AnyView(content(item).ignoresSafeArea()))
        }
        return copy
    }

    /// Sets how the image is magnified when a pixel covers several device pixels: smooth (the
    /// default) or sharp squares. See ``ZoomableImageView/pixelMagnification``.
    public func pixelMagnification(_ magnification: PixelMagnification) -> ZoomableImage {
        var copy = self
        copy.pixelOptions.magnification = magnification
        return copy
    }

    /// Draws hairlines between image pixels once a pixel spans at least 8 points on screen. Off
    /// by default. See ``ZoomableImageView/showsPixelGrid``.
    ///
    /// - Parameters:
    ///   - shows: whether the grid is drawn. Default `true`.
    ///   - color: the lines' colour. Default ``ZoomableImageView/defaultPixelGridColor``.
    public func showsPixelGrid(_ shows: Bool = true, color: UIColor = ZoomableImageView.defaultPixelGridColor)
        -> ZoomableImage
    {
        var copy = self
        copy.pixelOptions.showsGrid = shows
        copy.pixelGridColor = color
        return copy
    }

    /// Calls `action` with the oriented pixel of a single tap on the image and its colour, exactly
    /// as stored (see ``ZoomableImageView/color(atImagePixel:)``; `nil` for an image without a
    /// bitmap). The eyedropper.
    public func onTapImageColor(_ action: @escaping (CGPoint, UIColor?) -> Void) -> ZoomableImage {
        var copy = self
        copy.onTapImageColor = action
        return copy
    }
}

/// One marker a ``ZoomableImage`` places: an item's identity, pixel and view.
struct PixelOverlayItem {
    let id: AnyHashable
    let pixel: CGPoint
    let scalesWithImage: Bool
    let receivesTouches: Bool
    let content: AnyView
}

extension ZoomableImageBridge {
    /// Brings the markers to the items: removes those whose item is gone, makes the new ones,
    /// updates the rest and moves them to their pixels (animated in an animated update). The
    /// changes by identity are ``PixelOverlayChanges``'.
    func updateOverlays(_ items: [PixelOverlayItem], animated: Bool) {
        let changes = PixelOverlayChanges(current: overlayOrder, next: items.map(\.id))
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        changes.removed.compactMap { overlayHosts.removeValue(forKey: $0) }.forEach { view?.removeOverlay($0.view) }
        changes.added.compactMap { byID[$0] }.forEach { item in
            let host = UIHostingController(rootView: item.content)
            host.view.backgroundColor = .clear
            overlayHosts[item.id] = host
            configure(host, for: item)
            view?.addOverlay(host.view, atImagePixel: item.pixel, scalesWithImage: item.scalesWithImage)
        }
        changes.kept.compactMap { byID[$0] }.forEach { item in
            _ = overlayHosts[item.id].map { host in
                host.rootView = item.content
                configure(host, for: item)
                view?.repin(host.view, animated: animated) {
                    $0.pixel = item.pixel
                    $0.scalesWithImage = item.scalesWithImage
                }
            }
        }
        overlayOrder = changes.kept + changes.added
    }

    /// Sizes a marker to its content's ideal size and sets whether it takes touches.
    func configure(_ host: UIHostingController<AnyView>, for item: PixelOverlayItem) {
        host.view.bounds.size = host.view.intrinsicContentSize
        host.view.isUserInteractionEnabled = item.receivesTouches
    }
}
#endif
