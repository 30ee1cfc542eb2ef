import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What a replay step says of its view beyond the geometry.
@Suite struct ReplayStepTests {
    /// "Unsettled" is documented as *more than* the tolerance away: a step exactly half a point
    /// from where it would settle — on any one of the centre's axes or the drawn image's sides —
    /// is settled; a billionth of a point more is not. (The values are exact in binary:
    /// 150 + 0.5, 250 + 0.5, 300 + 0.5, 200 + 0.5.)
    @Test(arguments: ["x", "y", "width", "height"])
    func exactlyTheToleranceAwayIsSettledAndAnyMoreIsNot(axis: String) {
        var step = ReplayStep(index: 0, time: 0, input: nil, interaction: ZoomInteraction())
        step.geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 500), center: CGPoint(x: 150, y: 250))
        step.settleTarget = step.geometry
        step.drawnImageFrame = CGRect(x: 0, y: 150, width: 300, height: 200)
        step.settledImageFrame = step.drawnImageFrame
        #expect(!step.isUnsettled())
        func offBy(_ distance: CGFloat) -> ReplayStep {
            var moved = step
            switch axis {
            case "x": moved.settleTarget.center.x += distance
            case "y": moved.settleTarget.center.y += distance
            case "width": moved.settledImageFrame.size.width += distance
            default: moved.settledImageFrame.size.height += distance
            }
            return moved
        }
        #expect(!offBy(0.5).isUnsettled())
        #expect(offBy(0.5 + 1e-9).isUnsettled())
        #expect(offBy(0.25).isUnsettled(tolerance: 0.1))
    }
}
