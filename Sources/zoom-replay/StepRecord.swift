import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// One step as `steps.json` writes it: what the page's player and a reader of the file need —
/// the step's index, time and input in words, what it reported, and the view's geometry, frames
/// and gaps after it.
struct StepRecord: Encodable {
    let index: Int
    let time: TimeInterval
    let summary: String
    let isAnimating: Bool
    let isInteracting: Bool
    let zoomScale: CGFloat
    let center: CGPoint
    let containerBounds: CGRect
    let coverageRect: CGRect
    let viewFrame: CGRect
    let drawnImageFrame: CGRect
    let settleTarget: CGPoint
    let settledImageFrame: CGRect
    let largestGap: CGFloat
    let focalPoint: CGPoint?

    init(_ step: ReplayStep) {
        index = step.index
        time = step.time
        summary = step.summary
        isAnimating = step.isAnimating
        isInteracting = step.isInteracting
        zoomScale = step.zoomScale
        center = step.geometry.center
        containerBounds = step.containerBounds
        coverageRect = step.coverageRect
        viewFrame = step.viewFrame
        drawnImageFrame = step.drawnImageFrame
        settleTarget = step.settleTarget.center
        settledImageFrame = step.settledImageFrame
        largestGap = step.coverageGaps.largest
        focalPoint = step.focalPoint
    }
}
