import Foundation

/// Who gets a touch when Live Text is on: VisionKit's gestures (a long press on text, selection
/// handles, a tap on a data detector, the Live Text button) or the view's pinch, pan, single tap
/// (which reports a pixel) and double tap (which zooms).
///
/// The view asks once per recognizer, from `gestureRecognizerShouldBegin`, with what VisionKit
/// says about the touch point (in the interaction's view, the image view):
/// `ImageAnalysisInteraction.hasInteractiveItem(at:)` ("active text, data detectors, or
/// supplementary interface objects"), `hasSupplementaryInterface(at:)` (the Live Text button)
/// and `hasActiveTextSelection`. The rules, in order:
///
/// 1. Live Text off, unsupported or not analysed yet, or a trackpad or mouse scroll: the view's.
/// 2. A pinch, or two fingers or more: the view's. Two fingers are never Live Text's; a
///    selection stays and follows the zoom.
/// 3. On the Live Text button: Live Text's, whatever the recognizer.
/// 4. On a moving image (a settle, a fling, a zoom animation): the view's — the touch catches
///    the motion, and VisionKit's items are moving under the finger.
/// 5. A double tap: the view's, on text and over a selection too (it zooms, as in Photos).
/// 6. A single tap on an interactive item (a data detector; text while items are highlighted):
///    Live Text's, no pixel reported. Elsewhere with a selection: Live Text's, no pixel, and the
///    selection is dismissed (``resetsTextSelection``). Elsewhere: both — the pixel is reported,
///    and VisionKit may take the tap too (it ends its highlight mode).
/// 7. A one-finger pan that starts on an interactive item while text is selected: Live Text's
///    (dragging a handle, extending the selection). Any other pan: the view's (it pans, or fails
///    at rest so a paging parent pages); the selection stays and follows.
///
/// ```swift
/// let arbitration = LiveTextArbitration(recognizer: .singleTap, touchCount: 1, isLiveTextActive: true,
///                                       isOnLiveTextButton: false, hasInteractiveItem: true,
///                                       hasActiveTextSelection: false, isZoomAtRest: true)
/// arbitration.winner   // .liveText: a tap on a phone number calls, it reports no pixel
/// ```
@_spi(Internals) public struct LiveTextArbitration: Equatable, Sendable {
    /// Who gets the touch.
    public enum Winner: Equatable, Sendable {
        /// VisionKit: the view's recognizer does not begin (`gestureRecognizerShouldBegin`
        /// returns `false`): no pixel reported, no zoom, no pan.
        case liveText
        /// The view: its recognizer begins, and VisionKit must not start anything at this touch
        /// (see ``liveTextMayBegin(isLiveTextActive:isZoomAtRest:isViewGestureActive:)``).
        case view
        /// Both: the view's recognizer begins (the tap reports its pixel) and VisionKit may take
        /// the same touch (it ends its highlight mode); nothing is vetoed.
        case both
    }

    /// The view's recognizer that wants to begin. `.scroll` (a trackpad or a mouse wheel) has no
    /// finger on the image, so it is always the view's.
    public var recognizer: RecognizerRole
    /// The recognizer's `numberOfTouches`; 0 for a trackpad pinch. Two or more are never Live
    /// Text's; fewer (0 and negative values included) are one finger's.
    public var touchCount: Int
    /// Whether Live Text can act: `isLiveTextEnabled`, `ImageAnalyzer.isSupported`, and the
    /// interaction holds an analysis of the image shown.
    public var isLiveTextActive: Bool
    /// `ImageAnalysisInteraction.hasSupplementaryInterface(at:)` at the touch: the Live Text
    /// button (or another of VisionKit's controls) is under it.
    public var isOnLiveTextButton: Bool
    /// `ImageAnalysisInteraction.hasInteractiveItem(at:)` at the touch: text, a data detector or
    /// a control of VisionKit's is under it.
    public var hasInteractiveItem: Bool
    /// `ImageAnalysisInteraction.hasActiveTextSelection`: some text is selected.
    public var hasActiveTextSelection: Bool
    /// Whether the image is at rest: no gesture, settle, fling or zoom animation moves it.
    public var isZoomAtRest: Bool

    /// Describes a recognizer that wants to begin, with what VisionKit says at the touch
    /// (`hasSupplementaryInterface(at:)`, `hasInteractiveItem(at:)`, `hasActiveTextSelection`).
    public init(recognizer: RecognizerRole, touchCount: Int, isLiveTextActive: Bool, isOnLiveTextButton: Bool,
                hasInteractiveItem: Bool, hasActiveTextSelection: Bool, isZoomAtRest: Bool) {
        self.recognizer = recognizer
        self.touchCount = touchCount
        self.isLiveTextActive = isLiveTextActive
        self.isOnLiveTextButton = isOnLiveTextButton
        self.hasInteractiveItem = hasInteractiveItem
        self.hasActiveTextSelection = hasActiveTextSelection
        self.isZoomAtRest = isZoomAtRest
    }

    /// Who gets the touch (rules 1–7 above).
    public var winner: Winner {
        guard isLiveTextActive, recognizer != .scroll, recognizer != .pinch, touchCount < 2 else { return .view }
        if isOnLiveTextButton { return .liveText }
        guard isZoomAtRest else { return .view }
        switch recognizer {
        case .doubleTap, .pinch, .scroll, .quickZoom:
            return .view
        case .singleTap:
            return hasInteractiveItem || hasActiveTextSelection ? .liveText : .both
        case .pan, .dismissDrag:
            return hasInteractiveItem && hasActiveTextSelection ? .liveText : .view
        }
    }

    /// Whether the view must dismiss the selection (`resetTextSelection()`): a single tap away
    /// from any interactive item while text is selected (rule 6). The tap reports no pixel.
    public var resetsTextSelection: Bool {
        winner == .liveText && recognizer == .singleTap && !hasInteractiveItem && !isOnLiveTextButton
    }

    /// Whether VisionKit may begin an interaction now: the answer to the delegate's
    /// `interaction(_:shouldBeginAt:for:)`.
    ///
    /// Live Text does not begin while the image moves (its items would slide under the finger)
    /// nor while one of the view's own gestures (pinch, pan, scroll) runs.
    public static func liveTextMayBegin(isLiveTextActive: Bool, isZoomAtRest: Bool, isViewGestureActive: Bool) -> Bool {
        isLiveTextActive && isZoomAtRest && !isViewGestureActive
    }
}
