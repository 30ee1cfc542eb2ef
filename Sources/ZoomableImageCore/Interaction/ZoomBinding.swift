import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The SwiftUI bridge's state: how a zoom-scale binding and a zoomable view are kept in step.
/// The rules live in ``ZoomBindingHost``'s methods; a SwiftUI coordinator keeps this value and
/// performs the primitives.
///
/// - A value the app binds is applied to the view (clamped, the binding corrected), animated when
///   the change happens inside `withAnimation` — also during a settle animation, which then heads
///   to the bound value.
/// - During a pinch or pan the fingers win: the binding is corrected to the view's scale.
/// - A value bound before the view can zoom (no size yet, or an image still loading) waits for
///   the view's next layout pass or geometry write (a loaded image comes to rest) — unless the
///   view reports a zoom change of its own first (a person zoomed): that drops it.
/// - Otherwise the binding follows the view: every zoom change and end is written to it —
///   except while SwiftUI updates the view (state must not change then): the binding is then
///   corrected after the update, and a zoom end is delivered after it.
/// - A correction is written at most once per scale of the view: the same correction again is
///   skipped until the view itself has reported a zoom change. Two views with different limits
///   sharing one binding would otherwise correct each other back and forth, an update each time,
///   for ever (one clamps 5 to 2, the other 2 to 3, the first 3 to 2 …): each corrects once and
///   they rest, each at its own clamp, the binding holding the last correction. The cost: a view
///   that corrected an out-of-range value and has not moved since leaves the next out-of-range
///   value in the binding (limits 1…4: 6 is corrected to 4; 7, or 6 again, then stays in the
///   binding while the view stays at 4) — no rule local to one view can tell that second write
///   from another view's correction, which must be left alone.
@_spi(Internals)
public struct ZoomBinding: Equatable, Sendable {
    /// The value the binding is known to hold: a bound value different from it was set by the
    /// app. `nil` before the first update.
    public internal(set) var knownValue: CGFloat?
    /// A bound value that arrived before the view could zoom, applied at its next layout pass.
    public internal(set) var pendingValue: CGFloat?
    /// Whether SwiftUI is updating the view now.
    public internal(set) var isUpdating = false
    /// The scale the bridge last corrected the binding to, until the view reports a zoom change
    /// of its own: the same correction is not written twice (see the rules above). `nil` when
    /// the binding follows the view.
    public internal(set) var lastCorrection: CGFloat?

    /// A bridge that knows nothing of the binding yet.
    public init() {}

    /// Forgets the last correction once the view is no longer at it: the view moved since (an
    /// update applied another value, a layout moved it), so correcting to it again is news.
    mutating func viewIsAt(_ zoomScale: CGFloat) {
        lastCorrection = lastCorrection.flatMap { Self.isSame($0, zoomScale) ? $0 : nil }
    }

    /// Whether two scales are the same zoom: within 10⁻⁹.
    static func isSame(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) <= 1e-9
    }
}

/// A SwiftUI coordinator that bridges a zoom-scale binding and a view's ``ZoomInteraction``,
/// performing the bridge's primitives; the decisions are ``ZoomBinding``'s, in this protocol's
/// extension.
@MainActor
@_spi(Internals)
public protocol ZoomBindingHost: AnyObject {
    /// The bridge's state.
    var binding: ZoomBinding { get set }
    /// The view's interaction, as it is now.
    var viewInteraction: ZoomInteraction { get }
    /// The bound value now, or `nil` without a binding.
    var boundValue: CGFloat? { get }
    /// Zooms the view (`setZoomScale(_:animated:)`).
    func zoomView(to scale: CGFloat, animated: Bool)
    /// Writes the binding now (does nothing without one).
    func writeBinding(_ value: CGFloat)
    /// Runs `work` after the current SwiftUI update (on the main actor, soon).
    func afterUpdate(_ work: @escaping @MainActor () -> Void)
    /// Delivers a zoom end to the app (`onZoomEnd`).
    func deliverZoomEnd(_ zoomScale: CGFloat)
}

extension ZoomBindingHost {
    /// SwiftUI starts updating the view: reports until ``endUpdate()`` come from the update.
    public func beginUpdate() {
        binding.isUpdating = true
    }

    /// SwiftUI finished updating the view.
    public func endUpdate() {
        binding.isUpdating = false
    }

    /// Reconciles the bound value with the view, after the update set the image, content mode
    /// and configuration. `hasAnimation` says whether the update's transaction has one
    /// (`withAnimation`).
    public func updateBinding(hasAnimation: Bool, disablesAnimations: Bool) {
        guard let wanted = boundValue else { return }
        let view = viewInteraction
        binding.viewIsAt(view.zoomScale)
        let changed = binding.knownValue.map { !ZoomBinding.isSame($0, wanted) } ?? true
        binding.knownValue = wanted
        guard changed else {
            // Nothing asked for: reflect the view where they differ (a new image starts at rest;
            // a stale value must not zoom it). A value still waiting for a layout is no difference.
            if binding.pendingValue == nil, !view.isZooming, !ZoomBinding.isSame(wanted, view.zoomScale) {
                correctAfterUpdate(to: view.zoomScale)
            }
            return
        }
        guard !ZoomBinding.isSame(wanted, view.zoomScale) else {
            binding.pendingValue = nil
            return
        }
        guard !view.isGesturing else {
            correctAfterUpdate(to: view.zoomScale)
            return
        }
        guard view.canZoom else {
            binding.pendingValue = wanted
            return
        }
        binding.pendingValue = nil
        apply(wanted, animated: ZoomableImageSettings.animates(hasAnimation: hasAnimation, disablesAnimations: disablesAnimations))
    }

    /// After a layout pass or a geometry write (a loaded image put at rest): applies a bound
    /// value that was waiting for the view to be able to zoom.
    public func viewDidLayout() {
        guard let pending = binding.pendingValue, viewInteraction.canZoom, !viewInteraction.isGesturing else { return }
        binding.pendingValue = nil
        binding.viewIsAt(viewInteraction.zoomScale)
        apply(pending, animated: false)
    }

    /// The view reported a zoom change: the binding follows, unless SwiftUI's own update caused it.
    public func viewDidChangeZoomScale(_ zoomScale: CGFloat) {
        guard !binding.isUpdating else { return }
        binding.knownValue = zoomScale
        binding.lastCorrection = nil
        binding.pendingValue = nil
        writeBinding(zoomScale)
    }

    /// The view reported a zoom end: the binding follows and the app hears of it — after the
    /// update when SwiftUI's own update ended the zoom (a new image or limits cutting a settle).
    public func viewDidEndZooming(at zoomScale: CGFloat) {
        guard !binding.isUpdating else {
            afterUpdate { [weak self] in self?.deliverZoomEnd(zoomScale) }
            return
        }
        binding.knownValue = zoomScale
        binding.lastCorrection = nil
        writeBinding(zoomScale)
        deliverZoomEnd(zoomScale)
    }

    /// Zooms the view to a bound value and corrects the binding when the view clamped it.
    func apply(_ value: CGFloat, animated: Bool) {
        zoomView(to: value, animated: animated)
        let zoomScale = viewInteraction.zoomScale
        if !ZoomBinding.isSame(value, zoomScale) { correctAfterUpdate(to: zoomScale) }
    }

    /// Writes `value` to the binding after the update and reads back what it then holds (a
    /// constant binding keeps its own value) — unless the last correction was to this very
    /// value and the view has not reported a change since: then the binding keeps what it holds.
    func correctAfterUpdate(to value: CGFloat) {
        guard !(binding.lastCorrection.map { ZoomBinding.isSame($0, value) } ?? false) else { return }
        binding.lastCorrection = value
        afterUpdate { [weak self] in
            guard let self else { return }
            self.writeBinding(value)
            self.binding.knownValue = self.boundValue
        }
    }
}
