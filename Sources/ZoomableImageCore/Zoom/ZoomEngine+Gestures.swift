import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// Starts a gesture from the current geometry. Call it when the first recognizer begins;
    /// calling it again during a gesture changes nothing.
    public mutating func beginInteraction() {
        guard !isInteracting else { return }
        isInteracting = true
        focalPoint = nil
        lastFocalPoint = nil
        pinchTouchCount = nil
    }

    /// Starts a gesture that interrupts a running animation, from what is on screen.
    ///
    /// Stop the animation where it is (e.g. `UIViewPropertyAnimator.stopAnimation(true)`, which
    /// leaves the presented values in the model), then pass the view's `center` and `transform`:
    /// the gesture continues from there with no jump.
    ///
    /// `presentedGeometry` is the view's geometry as shown. Only its `center` and the scale of its
    /// `transform` are used, and only when both are finite with a positive scale; otherwise the
    /// engine keeps its own geometry.
    public mutating func beginInteraction(presentedGeometry: ViewGeometry) {
        let scale = presentedGeometry.transform.a
        if !isEmpty, presentedGeometry.center.isFinite, scale.isFinite, scale > 0,
           presentedGeometry.transform.isFinite
        {
            let clampedScale = min(max(scale, ZoomConfiguration.smallestZoomScale), ZoomConfiguration.largestZoomScale)
            geometry = geometry(center: presentedGeometry.center, scale: clampedScale)
        }
        isInteracting = false
        beginInteraction()
    }

    /// Applies one pinch event: scales by `factor` around `focalPoint`, after panning by the
    /// centroid's movement since the previous pinch event.
    ///
    /// The image point under the previous centroid ends up exactly under the new one, so the image
    /// stays under the fingers while they spread, pinch and move together. Past the zoom limits the
    /// scale rubber-bands (or stops, without ``ZoomConfiguration/bouncesZoom``), still around the
    /// centroid. While pinching, the position is free; edges are enforced when the gesture ends.
    /// `factor` is the recognizer's `scale` since its last reset (then set it back to 1), ignored
    /// unless finite and positive; `focalPoint` its centroid, `location(in: container)` in
    /// container space (points), ignored unless finite.
    public mutating func pinch(by factor: CGFloat, around focalPoint: CGPoint) {
        pinchStep(by: factor, around: focalPoint)
    }

    /// ``pinch(by:around:)``'s body; see ``pinchStep(by:around:touchCount:)``.
    #if compiler(>=6.3)
    @inline(always)
    #else
    @inline(__always)
    #endif
    mutating func pinchStep(by factor: CGFloat, around focalPoint: CGPoint) {
        guard !isEmpty, factor.isPositiveAndFinite, focalPoint.isFinite else { return }
        if !isInteracting { beginInteraction() }
        // The image point under the previous centroid (or this one, at a pinch's first event) goes
        // under this centroid, scaled about it: center = focal − (previous − center) · ratio.
        // That is "pan by the centroid's movement, then scale about the new centroid", computed
        // from the offset rather than from a panned centre, whose rounding (at a centre far from
        // the content) the ratio would multiply: by up to 1e8 on a jump from 1e-4 to 1e4.
        let previous = self.focalPoint ?? focalPoint
        let center = geometry.center
        let scale = zoomScale
        let newScale = limits.pinchedScale(from: scale, by: factor, bounces: configuration.bouncesZoom)
        let ratio = newScale / scale
        let newCenter = CGPoint(x: focalPoint.x - (previous.x - center.x) * ratio,
                                y: focalPoint.y - (previous.y - center.y) * ratio)
        // The new scale is finite and positive (pinchedScale's contract, for a finite, positive
        // scale and factor); were it NaN or ∞, so would the centre be, through the ratio.
        guard newCenter.isFinite else { return }
        geometry = geometry(center: newCenter, scale: newScale)
        self.focalPoint = focalPoint
        lastFocalPoint = focalPoint
    }

    /// Applies one pinch event, first re-baselining the centroid if the number of touches changed.
    ///
    /// When a finger lifts or lands, the recognizer's centroid jumps to the middle of the new set
    /// of touches although no finger moved. Passing the recognizer's `numberOfTouches` lets the
    /// engine take the new centroid as the baseline instead of panning by the jump.
    public mutating func pinch(by factor: CGFloat, around focalPoint: CGPoint, touchCount: Int) {
        pinchStep(by: factor, around: focalPoint, touchCount: touchCount)
    }

    /// ``pinch(by:around:touchCount:)``'s body, inlined into the interaction's pinch handler
    /// (every pinch event). Since Swift 5.9 the optimizer may decline `@inline(__always)` for a
    /// function it finds large (swiftlang/swift#64717), and Swift 6.3's did here: a call and a
    /// stack frame per event, `-Rpass-missed=sil-inliner` saying "not profitable".
    /// `@inline(always)` (SE-0496, on by default from Swift 6.3) is a guarantee. Internal, because
    /// on a public function `@inline(always)` makes the body public too.
    #if compiler(>=6.3)
    @inline(always)
    #else
    @inline(__always)
    #endif
    mutating func pinchStep(by factor: CGFloat, around focalPoint: CGPoint, touchCount: Int) {
        if let previous = pinchTouchCount, previous != touchCount {
            rebaselineFocalPoint(focalPoint)
        }
        pinchTouchCount = touchCount
        pinchStep(by: factor, around: focalPoint)
    }

    /// Takes `focalPoint` as the pinch centroid without moving anything: the next
    /// ``pinch(by:around:)`` pans only by movement from here. Call it when the number of touches
    /// changes (or use ``pinch(by:around:touchCount:)``, which does).
    ///
    /// `focalPoint`: the recognizer's new centroid, in container space (points); ignored unless
    /// finite.
    public mutating func rebaselineFocalPoint(_ focalPoint: CGPoint) {
        guard focalPoint.isFinite, self.focalPoint != nil else { return }
        self.focalPoint = focalPoint
    }

    /// Ends the pinch part of a gesture while fingers remain (the pinch recognizer ended but the
    /// pan continues): pan translations apply again from the next ``pan(by:)``.
    public mutating func endPinch() {
        focalPoint = nil
        pinchTouchCount = nil
    }

    /// Applies one pan event: moves the view by `translation`, rubber-banding past the edges of
    /// the drawn image (or stopping there, without ``ZoomConfiguration/bouncesPan``).
    ///
    /// Edges are those of the drawn image against ``coverageRect``, never of the letterboxed
    /// view frame. Ignored while a pinch is in progress (its centroid already moves the image).
    ///
    /// `translation` is the recognizer's `translation(in: container)` since its last reset (then
    /// set it back to zero), in container space (points); ignored unless finite.
    public mutating func pan(by translation: CGPoint) {
        guard !isEmpty, translation.isFinite, focalPoint == nil else { return }
        if !isInteracting { beginInteraction() }
        let scale = zoomScale
        let range = centerRange(scale: scale)
        let coverage = coverageRect
        let bounces = configuration.bouncesPan
        let center = CGPoint(
            x: RubberBand.position(geometry.center.x, movedBy: translation.x, lower: range.x.lower,
                                   upper: range.x.upper, dimension: coverage.width, bounces: bounces),
            y: RubberBand.position(geometry.center.y, movedBy: translation.y, lower: range.y.lower,
                                   upper: range.y.upper, dimension: coverage.height, bounces: bounces))
        guard center.isFinite else { return }
        geometry.center = center
    }

    /// Whether a one-finger pan that starts with `velocity` belongs to this view rather than to a
    /// scrolling parent (a paging `UIScrollView` or `UIPageViewController`).
    ///
    /// At rest (the minimum zoom) the answer is `false` under `.centerWhenSmaller`, so the parent
    /// pages. When zoomed in — or always, under `.alwaysCover`, where the image slides under a
    /// crop opening — it is `true` unless the pan mostly runs along an axis on which the image
    /// cannot move that way: it is no longer than the coverage rect on that axis, or already at
    /// its edge in that direction. Then the parent takes over: swipe from the edge of a zoomed
    /// photo to the next one.
    ///
    /// `velocity` is the pan recognizer's `velocity(in: container)` when it is about to begin, in
    /// container space (points per second); zero or non-finite, only the zoom decides.
    public func shouldBeginPan(velocity: CGPoint) -> Bool {
        guard !isEmpty else { return false }
        if coveragePolicy == .centerWhenSmaller {
            let limits = self.limits
            guard zoomScale > limits.minimum, !limits.isResting(zoomScale) else { return false }
        }
        guard velocity.isFinite, velocity != .zero else { return true }
        let range = centerRange(scale: zoomScale)
        let center = geometry.center
        let tolerance: CGFloat = 0.5
        if abs(velocity.x) >= abs(velocity.y) {
            // Content follows the finger: moving right raises center.x, towards range.x.upper.
            return velocity.x > 0 ? center.x < range.x.upper - tolerance : center.x > range.x.lower + tolerance
        } else {
            return velocity.y > 0 ? center.y < range.y.upper - tolerance : center.y > range.y.lower + tolerance
        }
    }
}
