#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

extension View {
    /// Places a SwiftUI view at an image pixel for each item — pins, labels, measurement handles —
    /// on the zoomable image in this view. Each marker stays on its pixel through gestures, settle
    /// animations, rotation and layout, at constant on-screen size unless `scalesWithImage`; it is
    /// hidden while its pixel is outside the image. Items are told apart by `id`: a marker keeps
    /// its view (and its state) while its item stays, and moves — gliding when the change happens
    /// inside `withAnimation`, unless the transaction disables animations — when its pixel changes.
    ///
    /// ```swift
    /// ZoomableImage(photo) { pixel in pins.append(Pin(pixel: pixel)) }
    ///     .pixelOverlays(pins, at: \.pixel) { pin in
    ///         Circle().fill(.red).frame(width: 14, height: 14)
    ///     }
    /// ```
    ///
    /// Several `pixelOverlays` compose: each adds its markers, and later ones are drawn on top of
    /// earlier ones (within one, later items on top).
    ///
    /// **Cost.** Items that are `Equatable` (this overload) are compared with the last update's:
    /// a marker's content is rendered again only when its item changed (or the environment it
    /// reads: colour scheme, size classes, Dynamic Type, tint, your own keys …), and it is placed
    /// again only when its pixel did. An update that changes neither — a zoom-binding change on
    /// every pinch event — does no marker work. Items that are not `Equatable` use the other
    /// overload, which places moved markers the same way but renders a marker's content again
    /// only when you say so, with a new `contentRevision`.
    ///
    /// Markers are SwiftUI views hosted in UIKit (one `UIHostingController` each, a child of the
    /// image's view controller) with this view's environment — `@EnvironmentObject`s, fonts,
    /// tint, locale, Dynamic Type — sized to their ideal size and re-measured when their content
    /// changes; they ignore safe areas. By default they let touches through to the image (a pinch
    /// may start on a pin); with `receivesTouches` they take the touches over their frame — for
    /// buttons in them — away from the image's gestures.
    ///
    /// - Parameters:
    ///   - items: the items to mark, in drawing order (later ones on top). A repeated `id` counts
    ///     once, at its first place.
    ///   - pixel: the key path to an item's position in oriented pixels ((i + 0.5, j + 0.5) is the
    ///     centre of pixel (i, j)).
    ///   - scalesWithImage: whether markers grow and shrink with the zoom. Default `false`.
    ///   - receivesTouches: whether markers take touches. Default `false`.
    ///   - content: the marker for an item.
    /// - Returns: a view whose zoomable image shows the markers.
    public func pixelOverlays<Items: RandomAccessCollection, Marker: View>(
        _ items: Items, at pixel: KeyPath<Items.Element, CGPoint>, scalesWithImage: Bool = false,
        receivesTouches: Bool = false, @ViewBuilder content: @escaping (Items.Element) -> Marker
    ) -> some View where Items.Element: Identifiable & Equatable {
        pixelOverlayGroup(PixelOverlayGroup(items, at: pixel, scalesWithImage: scalesWithImage,
                                            receivesTouches: receivesTouches, comparing: EquatableOverlayItem.init(element:),
                                            content: content))
    }

    /// Places a SwiftUI view at an image pixel for each item whose type is not `Equatable`, as
    /// the `Equatable` overload does — except that nothing can tell whether an item changed, so a
    /// marker's content is rendered when the marker is made, when the environment it reads
    /// changes, and when `contentRevision` changes, not on every update (a displayed zoom binding
    /// updates the view on every pinch event). Markers are told apart by `id` and placed again
    /// when their pixel moves, as in the other overload.
    ///
    /// ```swift
    /// ZoomableImage(photo)
    ///     .pixelOverlays(model.notes, at: \.pixel, contentRevision: model.revision) { note in
    ///         NoteBadge(note: note)
    ///     }
    /// ```
    ///
    /// A marker that observes its item itself (an `ObservableObject` in `@ObservedObject`)
    /// redraws on the item's own changes, with no revision needed.
    ///
    /// - Parameters:
    ///   - items: the items to mark, in drawing order (later ones on top).
    ///   - pixel: the key path to an item's position in oriented pixels.
    ///   - scalesWithImage: whether markers grow and shrink with the zoom. Default `false`.
    ///   - receivesTouches: whether markers take touches. Default `false`.
    ///   - contentRevision: a number to change when what `content` shows changed: every marker
    ///     of this modifier is then rendered again, once. Default 0.
    ///   - content: the marker for an item.
    /// - Returns: a view whose zoomable image shows the markers.
    public func pixelOverlays<Items: RandomAccessCollection, Marker: View>(
        _ items: Items, at pixel: KeyPath<Items.Element, CGPoint>, scalesWithImage: Bool = false,
        receivesTouches: Bool = false, contentRevision: Int = 0,
        @ViewBuilder content: @escaping (Items.Element) -> Marker
    ) -> some View where Items.Element: Identifiable {
        pixelOverlayGroup(PixelOverlayGroup(items, at: pixel, scalesWithImage: scalesWithImage,
                                            receivesTouches: receivesTouches,
                                            comparing: { _ in UncomparableOverlayItem(revision: contentRevision) },
                                            content: content))
    }

    /// Adds a group under the ones of the modifiers outside it: the environment is written from
    /// the outermost modifier in, so inserting first gives declaration order.
    func pixelOverlayGroup(_ group: PixelOverlayGroup) -> some View {
        zoomableImage { $0.overlayGroups.insert(group, at: 0) }
    }

    /// Sets how the zoomable images magnify a pixel that covers several device pixels: smooth (the
    /// default) or sharp squares. See ``ZoomableImageView/pixelMagnification``.
    ///
    /// - Parameter magnification: the magnification.
    /// - Returns: a view whose zoomable images magnify so.
    public func pixelMagnification(_ magnification: PixelMagnification) -> some View {
        zoomableImage { $0.pixelOptions.magnification = magnification }
    }

    /// Draws hairlines between image pixels once a pixel spans at least 8 points on screen. Off
    /// by default. See ``ZoomableImageView/showsPixelGrid``.
    ///
    /// - Parameter shows: whether the grid is drawn. Default `true`.
    /// - Returns: a view whose zoomable images draw the grid.
    public func showsPixelGrid(_ shows: Bool = true) -> some View {
        zoomableImage { $0.pixelOptions.showsGrid = shows }
    }

    /// Sets the pixel grid's colour. A colour that depends on the colour scheme follows it.
    /// Default: ``ZoomableImageView/defaultPixelGridColor`` (mid gray at 60 % opacity).
    ///
    /// - Parameter color: the lines' colour.
    /// - Returns: a view whose zoomable images draw the grid in `color`.
    public func pixelGridColor(_ color: Color) -> some View {
        zoomableImage { $0.gridColor = color }
    }

    /// Calls `action` with the oriented pixel of a single tap on the zoomable image and its
    /// colour, exactly as stored (see ``ZoomableImageView/color(atImagePixel:)``; `nil` for an
    /// image without a bitmap). The eyedropper.
    ///
    /// - Parameter action: called with the pixel and its colour.
    /// - Returns: a view whose zoomable images report tapped colours.
    public func onTapImageColor(_ action: @escaping (CGPoint, UIColor?) -> Void) -> some View {
        zoomableImage { $0.onTapImageColor = action }
    }
}

/// The markers of one `pixelOverlays` modifier, as the environment carries them: each item's
/// identity, pin and content, rendered only when the bridge asks (an unchanged `Equatable` item's
/// `content` is never called).
struct PixelOverlayGroup {
    typealias Marker = PixelOverlaySet<AnyHashable, PixelOverlayContent>.Marker

    let markers: [Marker]

    init<Items: RandomAccessCollection, Item: PixelOverlayItem, Content: View>(
        _ items: Items, at pixel: KeyPath<Items.Element, CGPoint>, scalesWithImage: Bool, receivesTouches: Bool,
        comparing: (Items.Element) -> Item, content: @escaping (Items.Element) -> Content
    ) where Items.Element: Identifiable {
        markers = items.map { element in
            Marker(id: AnyHashable(element.id),
                   pin: PixelOverlayPin(pixel: element[keyPath: pixel], scalesWithImage: scalesWithImage),
                   receivesTouches: receivesTouches,
                   content: PixelOverlayContent(item: comparing(element), render: { AnyView(content(element)) }))
        }
    }
}

/// A marker's content: how to render it, and its item to compare with the next update's.
struct PixelOverlayContent {
    let item: any PixelOverlayItem
    let render: () -> AnyView

    /// Whether two contents render alike (``PixelOverlayItem/rendersLike(_:)``): equal
    /// `Equatable` items, or the same content revision.
    static func same(_ old: Self, _ new: Self) -> Bool {
        new.item.rendersLike(old.item)
    }
}
#endif
