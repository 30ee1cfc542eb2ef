import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom limits actually in force: a ``ZoomConfiguration`` with its bad values replaced and,
/// when the coverage rect must stay covered, the minimum raised to the scale that covers it.
struct ZoomLimits: Equatable, Sendable {
    /// The smallest settled zoom scale. Finite, positive.
    let minimum: CGFloat
    /// The largest settled zoom scale. Finite, ≥ ``minimum``.
    let maximum: CGFloat
    /// The double-tap target before clamping. Finite, positive.
    let doubleTap: CGFloat

    /// Limits from a user's configuration, possibly with bad values; `coverScale` is the smallest
    /// scale at which the image covers the coverage rect when the coverage policy requires it, else
    /// `nil`.
    @inline(__always)   // built per gesture event: inlined, what a caller doesn't read isn't computed
    init(configuration: ZoomConfiguration, coverScale: CGFloat? = nil) {
        let floor = ZoomConfiguration.smallestZoomScale
        let ceiling = ZoomConfiguration.largestZoomScale
        let requestedMinimum = configuration.minimumZoomScale
        var minimum = requestedMinimum.isPositiveAndFinite ? requestedMinimum : 1
        let requestedMaximum = configuration.maximumZoomScale
        var maximum = requestedMaximum.isNaN || requestedMaximum <= 0 ? 4 : requestedMaximum
        if let coverScale {
            minimum = Swift.max(minimum, coverScale)          // a NaN is ignored, +∞ capped below
        }
        minimum = Swift.min(Swift.max(minimum, floor), ceiling)
        maximum = Swift.min(Swift.max(maximum, minimum), ceiling)
        self.minimum = minimum
        self.maximum = maximum
        let requestedDoubleTap = configuration.doubleTapZoomScale
        doubleTap = requestedDoubleTap.isPositiveAndFinite ? requestedDoubleTap : 2.5
    }

    /// `scale` clamped into [minimum, maximum].
    func clamp(_ scale: CGFloat) -> CGFloat {
        Swift.min(Swift.max(scale, minimum), maximum)
    }

    /// Whether `scale` is the resting (minimum) scale, within rounding error.
    func isResting(_ scale: CGFloat) -> Bool {
        abs(scale - minimum) <= 1e-9 * minimum
    }

    /// The scale shown for a "raw" scale (the one the fingers ask for): the raw scale inside the
    /// limits, rubber-banded outside them. The band works on the ratio to the limit, with the
    /// dimension 1: past the maximum, shown = max · (1 + f(raw/max − 1)); below the minimum,
    /// shown = min / (1 + f(min/raw − 1)). So the fingers can never push the scale past 2 × max
    /// or below min / 2, and doubling the fingers' spread past the maximum shows 1.355 × max.
    ///
    /// One formula for all three cases: each band's overshoot is zero on the other side of its
    /// limit, and f(0) = 0.
    func bandedScale(forRawScale raw: CGFloat) -> CGFloat {
        clamp(raw) * (1 + RubberBand.offset(forOvershoot: Swift.max(0, raw / maximum - 1), dimension: 1))
            / (1 + RubberBand.offset(forOvershoot: Swift.max(0, minimum / raw - 1), dimension: 1))
    }

    /// The inverse of ``bandedScale(forRawScale:)``, or `nil` for a shown scale the band can't
    /// reach (at or beyond 2 × max or min / 2, possible only after an outside change).
    func rawScale(forBandedScale shown: CGFloat) -> CGFloat? {
        guard let above = RubberBand.overshoot(forOffset: Swift.max(0, shown / maximum - 1), dimension: 1),
              let below = RubberBand.overshoot(forOffset: Swift.max(0, minimum / shown - 1), dimension: 1)
        else { return nil }
        return clamp(shown) * (1 + above) / (1 + below)
    }

    /// The scale a pinch by `factor` shows, from the shown `scale`: the fingers' raw scale times
    /// `factor`, banded past the limits — or, without bouncing, clamped to them.
    ///
    /// A pinch calls this on every event, mostly inside the limits; there, with the band, the
    /// scale is the product: ``rawScale(forBandedScale:)`` and ``bandedScale(forRawScale:)`` each
    /// give their input times 1 / 1 (f⁻¹(0) = f(0) = 0), after five divisions each that the next
    /// event would wait on. So that case is answered here, inline, and the rule in full
    /// (``pinchedScaleInGeneral(from:by:bounces:)``, the same numbers) runs only at the limits.
    ///
    /// - Parameters:
    ///   - scale: the zoom scale shown now. Finite, positive.
    ///   - factor: the recognizer's scale since its last reset. Finite, positive.
    /// - Returns: the new zoom scale, finite and positive.
    @inline(__always)
    func pinchedScale(from scale: CGFloat, by factor: CGFloat, bounces: Bool) -> CGFloat {
        let product = scale * factor
        // On a limit both ways give the limit itself, bit for bit, so each comparison could be
        // strict: four equivalent mutants, by design. At scale ≤ maximum and product = maximum,
        // say, the general rule finds no overshoot either way (max(0, s/max − 1) = 0 and
        // max(0, min/s − 1) = 0, and f(0) = f⁻¹(0) = 0), so its raw scale is clamp(s) · 1 / 1 = s
        // exactly, and it returns clamp(s · factor) · 1 / 1 = the same product; at the minimum
        // alike.
        if bounces, scale >= minimum, scale <= maximum, product >= minimum, product <= maximum {
            return product
        }
        return pinchedScaleInGeneral(from: scale, by: factor, bounces: bounces)
    }

    /// ``pinchedScale(from:by:bounces:)`` for any shown scale and factor.
    func pinchedScaleInGeneral(from scale: CGFloat, by factor: CGFloat, bounces: Bool) -> CGFloat {
        guard bounces else {
            // Hard limits; a scale already outside them (after an interrupted animation) may move
            // back in but not further out.
            return Swift.min(Swift.max(scale * factor, Swift.min(minimum, scale)), Swift.max(maximum, scale))
        }
        guard let raw = rawScale(forBandedScale: scale) else {
            // Beyond the band's reach: follow moves back towards the limits, but not past the
            // limit (a large factor would fling the scale far beyond the other side); ignore
            // moves away (a factor of 1 instead).
            if scale > maximum { return Swift.max(scale * Swift.min(factor, 1), maximum) }
            return Swift.min(scale * Swift.max(factor, 1), minimum)
        }
        return bandedScale(forRawScale: raw * factor)
    }
}
