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
/// - A value bound before the view has a size waits for its first layout pass.
/// - Otherwise the binding follows the view: every zoom change and end is written to it —
///   except while SwiftUI updates the view (state must not change then): the binding is then
///   corrected after the update, and a zoom end is delivered after it.
@_spi(Internals)
public struct ZoomBinding: Equatable, Sendable {
    /// The value the binding is known to hold: a bound value different from it was set by the
    /// app. `nil` before the first update.
    public internal(set) var knownValue: CGFloat?
    /// A bound value that arrived before the view could zoom, applied at its next layout pass.
    public internal(set) var pendingValue: CGFloat?
    /// Whether SwiftUI is updating the view now.
    public internal(set) var isUpdating = false

    /// A bridge that knows nothing of the binding yet.
    public init() {}

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
    /// and configuration.
    ///
    /// - Parameters:
    ///   - hasAnimation: whether the update's transaction has an animation (`withAnimation`).
    ///   - disablesAnimations: the transaction's `disablesAnimations`.
    public func updateBinding(hasAnimation: Bool, disablesAnimations: Bool) {
        guard let wanted = boundValue else { return }
        let view = viewInteraction
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
        apply(wanted, animated: hasAnimation && !disablesAnimations)
    }

    /// After a layout pass: applies a bound value that was waiting for the view's size.
    public func viewDidLayout() {
        guard let pending = binding.pendingValue, viewInteraction.canZoom, !viewInteraction.isGesturing else { return }
        binding.pendingValue = nil
        apply(pending, animated: false)
    }

    /// The view reported a zoom change: the binding follows, unless SwiftUI's own update caused it.
    public func viewDidChangeZoomScale(_ zoomScale: CGFloat) {
        guard !binding.isUpdating else { return }
        binding.knownValue = zoomScale
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
    /// constant binding keeps its own value).
    func correctAfterUpdate(to value: CGFloat) {
        afterUpdate { [weak self] in
            guard let self else { return }
            self.writeBinding(value)
            self.binding.knownValue = self.boundValue
        }
    }
}
