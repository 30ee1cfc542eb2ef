import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The chrome fades through its opacity: UIKit animates `alpha`, not `isHidden`, so the overlay
/// stays visible while it fades out and is hidden at the end; fading in it shows at once and
/// rises from where it is. Without animation the end comes at once.
@Suite struct ChromeFadeTests {
    @Test(arguments: [
        // hidden, animated, was hidden, alpha → start, end, hidden while, hidden after, duration
        (true, true, false, 1.0, 1.0, 0.0, false, true, 0.25),      // a tap: fades out, then hidden
        (false, true, true, 1.0, 0.0, 1.0, false, false, 0.25),     // a tap again: shown, fades in from 0
        (true, false, false, 1.0, 1.0, 0.0, true, true, 0.0),       // at once: hidden now
        (false, false, true, 0.0, 0.0, 1.0, false, false, 0.0),     // at once: shown now
        (false, true, false, 0.4, 0.4, 1.0, false, false, 0.25),    // a fade out interrupted at 0.4 fades back in from there
        (true, true, false, Double.nan, 1.0, 0.0, false, true, 0.25),  // a NaN alpha counts as opaque
        (false, true, false, 7.0, 1.0, 1.0, false, false, 0.25),   // clamped
    ] as [(Bool, Bool, Bool, Double, Double, Double, Bool, Bool, Double)])
    func theOverlayFadesThroughItsOpacityAndHidesOnlyAtTheEnd(
        hidden: Bool, animated: Bool, wasHidden: Bool, alpha: Double, start: Double, end: Double,
        hiddenWhile: Bool, hiddenAfter: Bool, duration: Double
    ) {
        let fade = ChromeFade(hidden: hidden, animated: animated, wasHidden: wasHidden, alpha: CGFloat(alpha))
        #expect(fade.startAlpha == CGFloat(start) && fade.endAlpha == CGFloat(end))
        #expect(fade.isHiddenWhileFading == hiddenWhile && fade.isHiddenAfterwards == hiddenAfter)
        #expect(fade.duration == duration)
    }
}
