import Foundation

/// Where a gesture recognizer is in its life, as UIKit reports it in its action callback: the
/// cases and raw values of `UIGestureRecognizer.State`.
///
/// ```swift
/// let phase = RecognizerPhase(uiKitRawValue: recognizer.state.rawValue)
/// ```
@_spi(Internals)
public enum RecognizerPhase: Int, CaseIterable, Equatable, Sendable, Codable {
    /// Not yet recognized (`.possible`). Callbacks never carry it; the model ignores it.
    case possible = 0
    /// The gesture began: the first callback of a continuous gesture.
    case began = 1
    /// The gesture changed.
    case changed = 2
    /// The gesture ended (also `.recognized`, a discrete gesture such as a tap).
    case ended = 3
    /// The gesture was cancelled (by the system, or because the view left the window).
    case cancelled = 4
    /// The gesture failed.
    case failed = 5

    /// The phase with `UIGestureRecognizer.State`'s raw value (`recognizer.state.rawValue`); a
    /// value UIKit does not define is `.possible` (ignored).
    public init(uiKitRawValue: Int) {
        self = RecognizerPhase(rawValue: uiKitRawValue) ?? .possible
    }

    /// Whether the gesture is under way: `.began` or `.changed`.
    @inline(__always)   // into every gesture event: a call otherwise (Swift 6.3)
    var isActive: Bool { self == .began || self == .changed }

    /// Whether the gesture is over: `.ended`, `.cancelled` or `.failed`.
    @inline(__always)
    var isOver: Bool { self == .ended || self == .cancelled || self == .failed }
}

/// The view's own gesture recognizers, as the interaction model tells them apart.
@_spi(Internals)
public enum RecognizerRole: Int, CaseIterable, Equatable, Sendable {
    /// Zooms around the fingers.
    case pinch
    /// Pans a zoomed image.
    case pan
    /// Toggles the zoom.
    case doubleTap
    /// Reports the tapped pixel.
    case singleTap
    /// Pans — or, with ⌘, zooms — with a trackpad's two-finger scroll or a mouse wheel: a pan
    /// recognizer that takes scroll events and no touches.
    case scroll
    /// Zooms with one finger: a double tap held and dragged down or up (a long press after one
    /// tap).
    case quickZoom
    /// Drags a photo viewer's image at rest to dismiss it (off outside a photo viewer).
    case dismissDrag

    /// Whether the recognizer moves the image the way a pan does — the pan, the scroll and the
    /// dismiss drag: each runs with the pinch, and a paging ancestor waits for it.
    var moves: Bool { self == .pan || self == .scroll || self == .dismissDrag }
}
