import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The fingers and the dial. A one-finger pan that lands on a handle drags the box; anywhere
/// else it moves the image; two fingers zoom and move the image; the dial straightens. Each
/// shows as it goes and, when it ends, animates to where it settles: a dragged box refitted to
/// the available space, the image zoomed back into its limits.
///
/// Recognizer values are cumulative, as UIKit reports them (a pan's `translation(in:)` and a
/// pinch's `scale` since the gesture began, never reset): a box drag uses the total, an image
/// pan the change since the last event.
extension CropEditorStateMachine {
    /// A pan began: the touch landed at `location` − `translation` (container space); it grabs
    /// the handle there, or the image. Not finite: ignored.
    public mutating func panBegan(at location: CGPoint, translation: CGPoint) -> CropEditorGestureAction {
        guard location.isFinite, translation.isFinite else { return .none }
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .rest), .ready(let geometry, .animating):
            let landing = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard let handle = CropHandle.handle(at: landing, box: geometry.box, reach: Self.handleReach) else {
                state = .ready(geometry.panned(by: translation), .panningImage(lastTranslation: translation))
                return .show
            }
            state = .ready(geometry.draggingBox(handle, by: translation, ratio: lockedRatio(for: geometry)),
                           .draggingBox(handle, start: geometry))
            return .show
        case .ready(let geometry, .pinching(var pinch)):
            pinch.panIsActive = true
            state = .ready(geometry, .pinching(pinch))
            return .none
        case .ready(_, .draggingBox), .ready(_, .panningImage), .ready(_, .straightening):
            return .none
        }
    }

    /// A pan moved, `translation` in all since it began.
    public mutating func panChanged(translation: CGPoint) -> CropEditorGestureAction {
        guard translation.isFinite else { return .none }
        switch state {
        case .waiting:
            return .none
        case .ready(_, .draggingBox(let handle, let start)):
            state = .ready(start.draggingBox(handle, by: translation, ratio: lockedRatio(for: start)),
                           .draggingBox(handle, start: start))
            return .show
        case .ready(let geometry, .panningImage(let last)):
            let previous = last ?? translation
            let moved = geometry.panned(by: CGPoint(x: translation.x - previous.x, y: translation.y - previous.y))
            state = .ready(moved, .panningImage(lastTranslation: translation))
            return .show
        case .ready(_, .rest), .ready(_, .animating), .ready(_, .pinching), .ready(_, .straightening):
            return .none
        }
    }

    /// A pan ended (or was cancelled or failed): a dragged box refits, a moved image settles.
    public mutating func panEnded() -> CropEditorGestureAction {
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .draggingBox(let handle, let start)):
            return settle(geometry, after: .draggingBox(handle, start: start))
        case .ready(let geometry, .panningImage(let last)):
            return settle(geometry, after: .panningImage(lastTranslation: last))
        case .ready(let geometry, .pinching(var pinch)):
            pinch.panIsActive = false
            state = .ready(geometry, .pinching(pinch))
            return .none
        case .ready(_, .rest), .ready(_, .animating), .ready(_, .straightening):
            return .none
        }
    }

    /// A pinch began, with the recognizer's scale, centroid (container space) and touches. Not
    /// finite, or a scale that is not positive: ignored.
    public mutating func pinchBegan(scale: CGFloat, centroid: CGPoint, touchCount: Int) -> CropEditorGestureAction {
        guard scale.isPositiveAndFinite, centroid.isFinite else { return .none }
        func begin(_ geometry: CropEditorGeometry, panIsActive: Bool) -> CropEditorGestureAction {
            state = .ready(geometry.pinched(by: scale, around: centroid, from: centroid),
                           .pinching(Pinch(focalPoint: centroid, touchCount: touchCount, lastScale: scale,
                                           panIsActive: panIsActive)))
            return .show
        }
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .rest), .ready(let geometry, .animating):
            return begin(geometry, panIsActive: false)
        case .ready(let geometry, .panningImage):
            return begin(geometry, panIsActive: true)
        case .ready(_, .draggingBox), .ready(_, .pinching), .ready(_, .straightening):
            return .none
        }
    }

    /// A pinch moved: zooms by the scale's change since the last event about the centroid, and
    /// pans by the centroid's movement — unless the touch count changed, which moves the centroid
    /// with no finger moving: then only the baseline moves.
    public mutating func pinchChanged(scale: CGFloat, centroid: CGPoint, touchCount: Int) -> CropEditorGestureAction {
        guard scale.isPositiveAndFinite, centroid.isFinite else { return .none }
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .pinching(var pinch)):
            let previous = pinch.touchCount == touchCount ? pinch.focalPoint : centroid
            let zoomed = geometry.pinched(by: scale / pinch.lastScale, around: centroid, from: previous)
            pinch.focalPoint = centroid
            pinch.touchCount = touchCount
            pinch.lastScale = scale
            state = .ready(zoomed, .pinching(pinch))
            return .show
        case .ready(_, .rest), .ready(_, .animating), .ready(_, .draggingBox), .ready(_, .panningImage),
             .ready(_, .straightening):
            return .none
        }
    }

    /// A pinch ended: the image settles — unless the pan carries on, which then moves the image
    /// from the next event and settles it when it ends.
    public mutating func pinchEnded() -> CropEditorGestureAction {
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .pinching(let pinch)):
            guard !pinch.panIsActive else {
                state = .ready(geometry, .panningImage(lastTranslation: nil))
                return .none
            }
            return settle(geometry, after: .pinching(pinch))
        case .ready(_, .rest), .ready(_, .animating), .ready(_, .draggingBox), .ready(_, .panningImage),
             .ready(_, .straightening):
            return .none
        }
    }

    /// The dial was touched: straightening starts from here.
    public mutating func dialBegan(degrees: CGFloat) -> CropEditorGestureAction {
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .rest), .ready(let geometry, .animating):
            state = .ready(geometry, .straightening(start: geometry))
            return dialChanged(degrees: degrees)
        case .ready(_, .draggingBox), .ready(_, .panningImage), .ready(_, .pinching), .ready(_, .straightening):
            return .none
        }
    }

    /// The dial turned to `degrees` (snapped to 0 within ``dialDetentDegrees``): the image turns
    /// about the box's centre from where the dial was touched, zoomed just enough to cover. A
    /// value with the dial not held (set by code) straightens and settles at once.
    public mutating func dialChanged(degrees: CGFloat) -> CropEditorGestureAction {
        guard degrees.isFinite else { return .none }
        let snapped = abs(degrees) < Self.dialDetentDegrees ? 0 : degrees
        switch state {
        case .waiting:
            return .none
        case .ready(_, .straightening(let start)):
            state = .ready(start.straightened(toDegrees: snapped), .straightening(start: start))
            return .show
        case .ready(let geometry, .rest), .ready(let geometry, .animating):
            return settle(geometry, to: geometry.straightened(toDegrees: snapped).settled(around: geometry.boxCenter))
        case .ready(_, .draggingBox), .ready(_, .panningImage), .ready(_, .pinching):
            return .none
        }
    }

    /// The dial was let go: the image settles.
    public mutating func dialEnded() -> CropEditorGestureAction {
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, .straightening(let start)):
            return settle(geometry, after: .straightening(start: start))
        case .ready(_, .rest), .ready(_, .animating), .ready(_, .draggingBox), .ready(_, .panningImage),
             .ready(_, .pinching):
            return .none
        }
    }

    /// Ends a gesture on `geometry`: settles it as `motion` says and animates there.
    mutating func settle(_ geometry: CropEditorGeometry, after motion: Motion) -> CropEditorGestureAction {
        let target = settled(geometry, after: motion)
        applyPendingMask()
        return settle(geometry, to: target)
    }

    /// Animates from `geometry` (what is shown) to `target`.
    mutating func settle(_ geometry: CropEditorGeometry, to target: CropEditorGeometry) -> CropEditorGestureAction {
        let animation = startAnimation(from: geometry, to: target)
        state = .ready(target, .animating(id: animation.id))
        return .animate(animation)
    }
}
