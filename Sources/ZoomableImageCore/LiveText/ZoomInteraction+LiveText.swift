import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Live Text's gestures and analysis, decided with what the interaction knows: whether the image
// moves, whether one of the view's gestures runs, its layout and geometry. VisionKit's answers at
// a touch (`LiveTextTouch`) are the input; the rules are `LiveTextArbitration`'s.

extension ZoomInteraction {
    /// Which image is on screen, for what follows an image rather than a bitmap (Live Text's
    /// analysis, an animation's playback): the same for every copy of one loaded original — a
    /// sharper or smaller copy swapped in at rest keeps it — and another for each image set or
    /// load started; `nil` without an image. (A load that ends without a copy — unreadable,
    /// cancelled — leaves the old image under a new value: it is analysed once more.)
    public var imageSubject: UInt? {
        imageIdentity.map { _ in UInt(truncatingIfNeeded: loadGeneration) }
    }

    /// Who gets a touch when Live Text is on: the rules of ``LiveTextArbitration`` with the image
    /// at rest exactly when nothing moves it (no gesture, settle, glide or held animation). `nil`
    /// (the view decides alone) without Live Text — a `nil` `touch` — or for a recognizer not the
    /// view's (`role` `nil`).
    public func liveTextArbitration(for role: RecognizerRole?, touchCount: Int, at touch: LiveTextTouch?)
        -> LiveTextArbitration? {
        guard let role, let touch else { return nil }
        return LiveTextArbitration(recognizer: role, touchCount: touchCount, isLiveTextActive: touch.isLiveTextActive,
                                   isOnLiveTextButton: touch.isOnLiveTextButton,
                                   hasInteractiveItem: touch.hasInteractiveItem,
                                   hasActiveTextSelection: touch.hasActiveTextSelection, isZoomAtRest: !isZooming)
    }

    /// Whether one of the view's recognizers may begin (`gestureRecognizerShouldBegin`) with Live
    /// Text on: never when Live Text wins the touch, otherwise
    /// ``shouldBegin(_:velocity:touchCount:modifiers:)``'s answer (`true`, `false`, or `nil` for
    /// UIKit's). `arbitration` is ``liveTextArbitration(for:touchCount:at:)``'s answer, `nil`
    /// without Live Text; the other arguments are as there.
    public func shouldBegin(_ role: RecognizerRole?, velocity: CGPoint?, touchCount: Int = 1,
                            modifiers: KeyModifierFlags = [], liveText arbitration: LiveTextArbitration?) -> Bool? {
        guard arbitration?.winner != .liveText else { return false }
        return shouldBegin(role, velocity: velocity, touchCount: touchCount, modifiers: modifiers)
    }

    /// Whether two recognizers run together with Live Text on (`shouldRecognizeSimultaneouslyWith`):
    /// one of VisionKit's runs with the view's exactly when the arbitration gave the touch to both
    /// (a single tap away from text: the pixel is reported and VisionKit may end its highlight
    /// mode); any other pair as ``recognizesSimultaneously(_:with:)`` says. `isLiveTextRecognizer`
    /// says whether the other recognizer is VisionKit's (its view is the interaction's view);
    /// `arbitration` is ``liveTextArbitration(for:touchCount:at:)`` for `role` with the touch
    /// recorded as it landed, `nil` without Live Text.
    public func recognizesSimultaneously(_ role: RecognizerRole?, with other: RecognizerRole?, isLiveTextRecognizer: Bool,
                                         liveText arbitration: LiveTextArbitration?) -> Bool {
        guard isLiveTextRecognizer else { return recognizesSimultaneously(role, with: other) }
        return arbitration?.winner == .both
    }

    /// Whether VisionKit may begin one of its interactions now: the answer to its delegate's
    /// `interaction(_:shouldBeginAt:for:)` (``LiveTextArbitration/liveTextMayBegin(isLiveTextActive:isZoomAtRest:isViewGestureActive:)``).
    ///
    /// `isLiveTextActive` says whether an analysis of the image shown is in place.
    public func liveTextMayBegin(isLiveTextActive: Bool) -> Bool {
        LiveTextArbitration.liveTextMayBegin(isLiveTextActive: isLiveTextActive, isZoomAtRest: !isZooming,
                                             isViewGestureActive: isGesturing)
    }

    /// What Live Text should analyse now (``LiveTextAnalysisTarget``): from the view's layout,
    /// its geometry with its real bounds, the coverage rect (the container, or a crop opening),
    /// the display's scale (3 while unknown) and whether anything moves the image;
    /// `maximumDecodePixelSide` as in ``LiveTextAnalysisTarget``.
    public func liveTextAnalysisTarget(
        maximumDecodePixelSide: CGFloat = LiveTextAnalysisTarget.defaultMaximumDecodePixelSide
    ) -> LiveTextAnalysisTarget {
        // The engine's geometry has its bounds at the origin; the layout's include the view's
        // bounds origin. The same centre and transform with the real bounds map the layout's points.
        let shown = ViewGeometry(bounds: viewBounds, center: engine.geometry.center, transform: engine.geometry.transform)
        return LiveTextAnalysisTarget(layout: imageLayout, geometry: shown, visibleContainerRect: engine.coverageRect,
                                      screenScale: display.effectiveScale, isAtRest: !isZooming,
                                      maximumDecodePixelSide: maximumDecodePixelSide)
    }
}
