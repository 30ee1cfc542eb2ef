import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a photo viewer's chrome — the app's overlay and the status bar — hides or shows: a fade of
/// the overlay's opacity, since UIKit animates `alpha` but not `isHidden` (the `UIView`
/// documentation lists the animatable properties; `isHidden` is not one of them).
///
/// Fading out, the overlay stays visible until its opacity reaches 0 and is hidden then (so
/// hit-testing and VoiceOver skip it); fading in, it is shown at once and its opacity rises from
/// where it is — 0 when it was hidden, the value a fade it interrupts had reached otherwise.
/// Without animation the end comes at once.
///
/// ```swift
/// let fade = ChromeFade(hidden: true, animated: true, wasHidden: false, alpha: 1)
/// // overlay.isHidden = fade.isHiddenWhileFading (false); animate alpha 1 → fade.endAlpha (0)
/// // over fade.duration (0.25 s); then overlay.isHidden = fade.isHiddenAfterwards (true)
/// ```
@_spi(Internals) public struct ChromeFade: Equatable, Sendable {
    /// How long a fade takes, seconds: 0.25.
    public static let fadeDuration: TimeInterval = 0.25

    /// The overlay's opacity as the fade starts, 0…1.
    public let startAlpha: CGFloat
    /// The overlay's opacity at the end: 0 hidden, 1 shown.
    public let endAlpha: CGFloat
    /// The overlay's `isHidden` while the fade runs (at once, without animation).
    public let isHiddenWhileFading: Bool
    /// The overlay's `isHidden` once the fade ended.
    public let isHiddenAfterwards: Bool
    /// How long the fade takes, seconds: ``fadeDuration``, or 0 without animation.
    public let duration: TimeInterval

    /// The fade to `hidden`.
    ///
    /// - Parameters:
    ///   - hidden: whether the chrome is to be hidden.
    ///   - animated: whether it fades (otherwise the end is shown at once).
    ///   - wasHidden: the overlay's `isHidden` now.
    ///   - alpha: the overlay's `alpha` now (a fade interrupted leaves it between 0 and 1);
    ///     clamped to 0…1, NaN is 1.
    public init(hidden: Bool, animated: Bool, wasHidden: Bool, alpha: CGFloat) {
        let current = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        startAlpha = wasHidden ? 0 : current
        endAlpha = hidden ? 0 : 1
        isHiddenWhileFading = hidden && !animated
        isHiddenAfterwards = hidden
        duration = animated ? Self.fadeDuration : 0
    }
}
