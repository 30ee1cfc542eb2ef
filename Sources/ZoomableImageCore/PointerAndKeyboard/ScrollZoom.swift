import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which scrolls zoom, and by how much: a trackpad's two-finger scroll or a mouse wheel with
/// the zoom modifier held (⌘ by default) zooms around the pointer instead of panning.
///
/// The factor is exponential in the vertical scroll distance — 2^(dy / 100 pt) — so equal
/// scrolls give equal zoom ratios whatever the zoom, and a scroll back undoes a scroll forth
/// exactly. Scrolling up (the content moving down, `dy > 0`: a wheel turned away from you, two
/// fingers moving down with natural scrolling) zooms in, as ⌘-scroll does in a browser.
///
/// ```swift
/// let zoom = ScrollZoom()                                  // ⌘ zooms
/// zoom.zooms(with: [.command])                             // true
/// zoom.factor(forScroll: CGPoint(x: 0, y: 100))            // 2
/// zoom.factor(forScroll: CGPoint(x: 0, y: -50))           // 0.7071… (1/√2)
/// ```
@_spi(Internals)
public struct ScrollZoom: Equatable, Sendable {
    /// The vertical scroll, in points, that doubles (or, scrolled the other way, halves) the
    /// zoom: 100.
    public static let pointsPerDoubling: CGFloat = 100

    /// The modifier keys that, all held, make a scroll zoom. `.command` by default; empty: every
    /// scroll zooms (and none pans). Caps Lock and the numeric-pad bit are never required.
    public var modifiers: KeyModifierFlags

    /// A rule with these zoom modifiers: `.command` by default.
    public init(modifiers: KeyModifierFlags = .command) {
        self.modifiers = modifiers
    }

    /// Whether a scroll with `held` modifiers zooms rather than pans: every zoom modifier is held
    /// (others may be too).
    ///
    /// `held` is the recognizer's `modifierFlags` when the scroll begins.
    public func zooms(with held: KeyModifierFlags) -> Bool {
        held.isSuperset(of: modifiers.subtracting([.alphaShift, .numericPad]))
    }

    /// The zoom factor for one scroll event: 2^(dy / ``pointsPerDoubling``), the horizontal part
    /// ignored. 1 — no zoom — for a non-finite translation, and for one so large that the factor
    /// would not be a finite positive number. `translation` is the scroll recognizer's
    /// `translation(in: container)` since its last reset, container space (points).
    public func factor(forScroll translation: CGPoint) -> CGFloat {
        let factor = CGFloat(Foundation.pow(2, Double(translation.y / Self.pointsPerDoubling)))
        return factor.isFinite && factor > 0 ? factor : 1
    }
}
