import Foundation

/// A `pixelOverlays` item as the marker diff compares it: whether a marker made for it looks like
/// the one made for the last update's item with the same `id`, so that its content need not be
/// rendered again (``PixelOverlaySet/update(to:environmentChanged:sameContent:)``'s
/// `sameContent`).
///
/// ```swift
/// let old: any PixelOverlayItem = EquatableOverlayItem(element: "pin 3")
/// EquatableOverlayItem(element: "pin 3").rendersLike(old)   // true: not rendered again
/// ```
@_spi(Internals)
public protocol PixelOverlayItem {
    /// Whether a marker for this item looks like one for `other` (the last update's item with the
    /// same `id`).
    func rendersLike(_ other: any PixelOverlayItem) -> Bool
}

/// An `Equatable` item: it renders like an equal item of the same type.
@_spi(Internals)
public struct EquatableOverlayItem<Element: Equatable>: PixelOverlayItem {
    /// The app's item.
    public let element: Element

    /// Wraps an app's item.
    public init(element: Element) {
        self.element = element
    }

    public func rendersLike(_ other: any PixelOverlayItem) -> Bool {
        (other as? Self)?.element == element
    }
}

/// An item that is not `Equatable`: nothing says whether its marker would look the same, so the
/// app says when: its marker is rendered again only when the content revision changes (and, like
/// every marker, when the environment does). Rendering it on every update instead would render
/// and measure every marker on each pinch event when a zoom binding is displayed.
@_spi(Internals)
public struct UncomparableOverlayItem: PixelOverlayItem {
    /// The app's content revision: a new one renders the marker again.
    public let revision: Int

    /// An item that can't be compared, at content revision `revision`.
    public init(revision: Int) {
        self.revision = revision
    }

    public func rendersLike(_ other: any PixelOverlayItem) -> Bool {
        (other as? Self)?.revision == revision
    }
}
