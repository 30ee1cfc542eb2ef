import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How far a drawn image is, at each edge, from where settling puts it: the gaps a user would see
/// that should not be there. All zero for a settled image.
///
/// Per axis, with the image at least as long as the coverage rect (or always, under
/// `.alwaysCover`), each edge's gap is the length of coverage rect left uncovered beyond it.
/// Where the image is shorter and should be centred, the gap is on the side with the wider
/// margin: half the difference between the two margins, the distance the image must move to be
/// centred. Measure it from what is really on screen (e.g. the image frame converted with
/// UIKit's `convert(_:to:)`) to check a view against the rule independently of ``ZoomEngine``.
///
/// ```swift
/// let gaps = CoverageGaps(drawnImage: CGRect(x: 20, y: -50, width: 600, height: 400),
///                         coverage: CGRect(x: 0, y: 0, width: 300, height: 500))
/// gaps.left      // 20: the image must move 20 pt left to close it
/// gaps.top       // 0: vertically 400 in 500 with margins −50 and 150 → bottom gap 100
/// gaps.bottom    // 100
/// ```
public struct CoverageGaps: Equatable, Sendable {
    /// The gap above the image, in points (≥ 0).
    public var top: CGFloat
    /// The gap to the left of the image, in points (≥ 0).
    public var left: CGFloat
    /// The gap below the image, in points (≥ 0).
    public var bottom: CGFloat
    /// The gap to the right of the image, in points (≥ 0).
    public var right: CGFloat

    /// Measures the gaps of a drawn image against a coverage rect, both in container space
    /// (points), by `policy` (default `.centerWhenSmaller`).
    ///
    /// A non-finite or null rect gives infinite gaps: nothing measurable is never "closed".
    public init(drawnImage: CGRect, coverage: CGRect, policy: CoveragePolicy = .centerWhenSmaller) {
        guard drawnImage.isFiniteRect, coverage.isFiniteRect, !drawnImage.isNull, !coverage.isNull else {
            // Nothing finite to measure: never report a closed gap for it.
            (top, left, bottom, right) = (.infinity, .infinity, .infinity, .infinity)
            return
        }
        let x = Self.axis(drawnMin: drawnImage.minX, drawnMax: drawnImage.maxX,
                          coverMin: coverage.minX, coverMax: coverage.maxX, mustCover: policy == .alwaysCover)
        let y = Self.axis(drawnMin: drawnImage.minY, drawnMax: drawnImage.maxY,
                          coverMin: coverage.minY, coverMax: coverage.maxY, mustCover: policy == .alwaysCover)
        left = x.min
        right = x.max
        top = y.min
        bottom = y.max
    }

    /// The largest of the four gaps, in points.
    public var largest: CGFloat { Swift.max(top, left, bottom, right) }

    /// Whether every gap is at most `tolerance` points: by default 0.5, half a point, invisible on
    /// any screen.
    public func isClosed(tolerance: CGFloat = 0.5) -> Bool { largest <= tolerance }

    static func axis(drawnMin: CGFloat, drawnMax: CGFloat, coverMin: CGFloat, coverMax: CGFloat,
                     mustCover: Bool) -> (min: CGFloat, max: CGFloat) {
        let leading = drawnMin - coverMin       // > 0: uncovered before the image
        let trailing = coverMax - drawnMax      // > 0: uncovered after it
        if mustCover || drawnMax - drawnMin >= coverMax - coverMin {
            return (Swift.max(0, leading), Swift.max(0, trailing))
        }
        let imbalance = (leading - trailing) / 2
        return (Swift.max(0, imbalance), Swift.max(0, -imbalance))
    }
}

extension ZoomEngine {
    /// The gaps between the drawn image and ``coverageRect`` now, under ``coveragePolicy``:
    /// all zero once settled (while a gesture rubber-bands they open).
    public var coverageGaps: CoverageGaps {
        CoverageGaps(drawnImage: drawnImageFrame, coverage: coverageRect, policy: coveragePolicy)
    }
}
