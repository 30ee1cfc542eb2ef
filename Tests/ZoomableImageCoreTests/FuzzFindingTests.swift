import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What `Scripts/fuzz` found, one test per finding, each on a hand-made input of the same kind as
/// the fuzzer's (its minimized artifacts are byte strings; these say what the bytes meant). Each
/// failed, or trapped, before its fix.
@Suite struct FuzzFindingTests {
    // MARK: DownsamplingPlan: Int conversions trapped

    /// A crop rect that is finite but overflows once standardized (origin and negative size both
    /// −1.8e308): no region, instead of Foundation trapping in the intersection on Linux.
    @Test func aCropRectThatOverflowsWhenStandardizedIsNoRegion() {
        let layout = ImageLayout(imageSize: CGSize(width: 300, height: 200), imageScale: 2, contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 300, height: 500))
        let huge = -CGFloat.greatestFiniteMagnitude
        #expect(CropRegion(pixelRect: CGRect(x: huge, y: huge, width: huge, height: huge), layout: layout) == nil)
        #expect(CropRegion(pixelRect: CGRect(x: 10, y: 20, width: 30, height: 40), layout: layout)?.pixelRect
                == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func aSourceTooLargeForIntSaturatesInsteadOfTrapping() {
        // No layout yet (zero container), so no downsampling: the copy would be the original's
        // 1e20 px side, which `Int(_:)` cannot hold. It saturates at Int.max, and so do the bytes.
        let plan = DownsamplingPlan(sourcePixelSize: CGSize(width: 1e20, height: 10), sourceOrientation: .up,
                                    containerSize: .zero, screenScale: 3, maximumZoomScale: 4)
        #expect(plan.maximumPixelSize == Int.max)
        #expect(plan.sourceByteCount == Int.max)
        #expect(plan.decodedByteCount == Int.max)
    }

    @Test func aSideOfExactlyTwoToTheSixtyThreeSaturatesToo() {
        // 2⁶³ is the first CGFloat above Int.max (which rounds up to it): `Int(_:)` traps there.
        let side = CGFloat(Int.max)
        #expect(side == 0x1p63)
        let plan = DownsamplingPlan(sourcePixelSize: CGSize(width: side, height: 10), sourceOrientation: .up,
                                    containerSize: .zero, screenScale: 3, maximumZoomScale: 4)
        #expect(plan.maximumPixelSize == Int.max)
        #expect(DownsamplingPlan.saturatingInt(side.nextDown) == 9_223_372_036_854_774_784)
    }

    @Test func byteCountsThatOverflowIntSaturate() {
        // 3e9 × 3e9 px: each side fits an Int, and so does the pixel count 9e18 (< 9.22e18), but
        // 4 bytes each do not.
        let plan = DownsamplingPlan(sourcePixelSize: CGSize(width: 3e9, height: 3e9), sourceOrientation: .up,
                                    containerSize: .zero, screenScale: 3, maximumZoomScale: 4)
        #expect(plan.maximumPixelSize == 3_000_000_000)
        #expect(plan.sourceByteCount == Int.max)
        #expect(plan.decodedByteCount == Int.max)
        // A size that fits is still exact: 100 × 30 · 4 B.
        #expect(DownsamplingPlan.byteCount(CGSize(width: 100, height: 30)) == 12_000)
        #expect(DownsamplingPlan.byteCount(CGSize(width: CGFloat.nan, height: 30)) == 0)
    }

    // MARK: ZoomEngine: rects so large that zooming overflowed

    @Test func rectsBeyondTheZoomableRangeMakeAnEmptyEngine() {
        // 1e306 pt: positive and finite, but ×4 is ∞. Before, a pinch produced an infinite frame.
        let huge = CGRect(x: 0, y: 0, width: 1e306, height: 1e306)
        var engine = ZoomEngine(containerBounds: huge, restingFrame: huge, contentFrame: huge)
        #expect(engine.isEmpty)
        engine.beginInteraction()
        engine.pinch(by: 4, around: CGPoint(x: 5e305, y: 5e305))
        engine.endInteraction(velocity: .zero)
        #expect(engine.zoomScale == 1)
        #expect(engine.drawnImageFrame.maxX.isFinite)
        // The limit itself is still usable.
        let edge = CGRect(x: -1e150, y: 0, width: 2e150, height: 1e150)
        #expect(!ZoomEngine(containerBounds: edge, restingFrame: edge, contentFrame: edge).isEmpty)
    }

    /// One edge at a time beyond ±1e150 (each other edge well inside), on both axes.
    static let oneEdgeBeyondTheRange: [CGRect] = [
        CGRect(x: -2e150, y: 0, width: 2e150, height: 10), CGRect(x: 0, y: 0, width: 2e150, height: 10),
        CGRect(x: 0, y: -2e150, width: 10, height: 2e150), CGRect(x: 0, y: 0, width: 10, height: 2e150),
    ]
    /// One edge at a time exactly at ±1e150: still usable.
    static let oneEdgeAtTheLimit: [CGRect] = [
        CGRect(x: -1e150, y: 0, width: 1e150, height: 10), CGRect(x: 0, y: 0, width: 1e150, height: 10),
        CGRect(x: 0, y: -1e150, width: 10, height: 1e150), CGRect(x: 0, y: 0, width: 10, height: 1e150),
    ]

    @Test(arguments: oneEdgeBeyondTheRange)
    func anyEdgeBeyondTheZoomableRangeMakesTheRectUnusable(rect: CGRect) {
        #expect(ZoomEngine(containerBounds: rect, restingFrame: rect, contentFrame: rect).isEmpty)
        var engine = Fixture.photoEngine()
        engine.coverageRect = rect
        #expect(engine.explicitCoverageRect == nil)
    }

    @Test(arguments: oneEdgeAtTheLimit)
    func anEdgeExactlyAtTheZoomableLimitIsUsable(rect: CGRect) {
        #expect(!ZoomEngine(containerBounds: rect, restingFrame: rect, contentFrame: rect).isEmpty)
        var engine = Fixture.photoEngine()
        engine.coverageRect = rect
        #expect(engine.explicitCoverageRect == rect)
    }

    @Test func aCoverageRectBeyondTheZoomableRangeFollowsTheContainer() {
        var engine = Fixture.photoEngine()
        engine.coverageRect = CGRect(x: 0, y: 0, width: 1e200, height: 10)
        #expect(engine.explicitCoverageRect == nil)
        #expect(engine.coverageRect == Fixture.portraitContainer)
    }

    @Test func anEmptyEngineWhoseRestingFrameOverflowsRestsAtZero() {
        // Origin −1e308 and width −1e308: both finite, but the far edge (and so the centre) is −∞.
        let resting = CGRect(x: -1e308, y: 0, width: -1e308, height: 10)
        let engine = ZoomEngine(containerBounds: Fixture.portraitContainer, restingFrame: resting,
                                contentFrame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(engine.isEmpty)
        #expect(engine.geometry == ViewGeometry(frame: .zero))
    }

    // MARK: ImageLayout: maps that overflow for frames far thinner than their pixels

    @Test func aFrameTooThinToMapIsAnEmptyLayout() {
        // Stretched into a subnormal width (2.2e-310 pt, written as arithmetic: the literal would
        // warn), 40 px need 1.8e311 pixels per point, which is ∞: every tap would map to ∞ or NaN.
        // The layout is empty instead, as for zero bounds.
        let subnormal = CGFloat.leastNormalMagnitude / 100
        let layout = ImageLayout(imageSize: CGSize(width: 40, height: 30), contentMode: .scaleToFill,
                                 bounds: CGRect(x: 0, y: 0, width: subnormal, height: 100))
        #expect(layout.isEmpty)
        #expect(layout.imageFrame == .zero)
        #expect(layout.pixel(forViewPoint: CGPoint(x: 0, y: 50)) == .zero)
        // A thin frame that still maps is not empty: 1e-300 pt for 40 px.
        let thin = ImageLayout(imageSize: CGSize(width: 40, height: 30), contentMode: .scaleToFill,
                               bounds: CGRect(x: 0, y: 0, width: 1e-300, height: 100))
        #expect(!thin.isEmpty)
        #expect(thin.pixel(forViewPoint: CGPoint(x: 0.5e-300, y: 50)) == CGPoint(x: 20, y: 15))
    }

    // MARK: ZoomEngine: a pinch back from beyond the band overshot the other limit

    @Test func aPinchBackFromBeyondTheBandStopsAtTheLimit() {
        // Zoomed to 8, then the maximum drops to 2 mid-gesture: 8 is beyond the band's reach
        // (2 × max = 4). A pinch in by 0.001 used to follow to 0.008, past the minimum 1 and
        // below the band's floor; it now stops at the limit it was moving back to.
        var engine = Fixture.photoEngine { $0.maximumZoomScale = 10 }
        engine.setZoomScale(8, around: CGPoint(x: 150, y: 250))
        engine.configuration.maximumZoomScale = 2
        engine.beginInteraction()
        engine.pinch(by: 0.001, around: CGPoint(x: 150, y: 250))
        #expect(engine.zoomScale == 2)
        // Moving further out is still ignored.
        engine.configuration.maximumZoomScale = 0.5 * 2
        let before = engine.zoomScale
        engine.pinch(by: 1.5, around: CGPoint(x: 150, y: 250))
        #expect(engine.zoomScale == before)
    }

    // MARK: ZoomEngine: a cover scale that overflowed meant "no cover scale"

    @Test func aCoverScaleThatOverflowsIsTheLargestScale() {
        // The content is 1e-300 pt wide in a 1e10 pt container: covering it takes 1e310, which
        // overflows to ∞. `.alwaysCover` used to drop the requirement (minimum 1); it now
        // needs the largest zoom scale there is.
        let container = CGRect(x: 0, y: 0, width: 1e10, height: 1e10)
        var engine = ZoomEngine(containerBounds: container, restingFrame: container,
                                contentFrame: CGRect(x: 0, y: 0, width: 1e-300, height: 50))
        engine.coveragePolicy = .alwaysCover
        #expect(engine.minimumZoomScale == ZoomConfiguration.largestZoomScale)
        #expect(engine.reset().transform.a == ZoomConfiguration.largestZoomScale)
    }

    // MARK: ZoomEngine: the visible rect intersected a rect with NaN edges

    @Test func aVisibleRectThatOverflowsIsZeroRatherThanATrap() {
        // A geometry no event can reach any more (scales stay ≥ 5e-5, rects within ±1e150), set
        // directly: at scale 1e-160 the inverse (1e160) maps the container's ±5e149 edges to
        // ±∞, and the mapped rect's far edge to −∞ + ∞ = NaN. Foundation on Linux traps
        // intersecting such a rect; the query answers `.zero` instead.
        let container = CGRect(x: -5e149, y: -5e149, width: 1e150, height: 1e150)
        var engine = ZoomEngine(containerBounds: container, restingFrame: container,
                                contentFrame: CGRect(origin: .zero, size: container.size))
        #expect(!engine.isEmpty)
        engine.geometry.transform = CGAffineTransform(scaleX: 1e-160, y: 1e-160)
        #expect(engine.geometry.viewToSuperviewTransform.finiteInverse != nil)
        #expect(engine.visibleContentRect == .zero)
    }

    // MARK: ZoomEngine: a pinch that jumps the scale by 1e8 lost the point under the fingers

    @Test func aHugeScaleJumpStillKeepsThePointUnderTheFingers() {
        // Limits 10 000 … 10 000 and a gesture starting from a presented scale of 1e-4 (an
        // animation caught far below them): the first outward pinch goes straight to 10 000, a
        // ratio of 1e8. The centroid also moved 11 716 pt. Panning first and then scaling about
        // the new centroid rounded the centre at 11 716 pt (an ulp of 1.8e-12) and multiplied that
        // error by 1e8; scaling the offset from the previous centroid does not.
        var engine = Fixture.photoEngine {
            $0.minimumZoomScale = 10_000
            $0.maximumZoomScale = 10_000
        }
        var presented = engine.geometry
        presented.transform = CGAffineTransform(scaleX: 1e-4, y: 1e-4)
        engine.beginInteraction(presentedGeometry: presented)
        let first = CGPoint(x: 150.0000001, y: 250)
        let second = CGPoint(x: -11565.6796875, y: 250)
        engine.pinch(by: 1, around: first)
        let underFingers = engine.geometry.convertFromSuperview(first)
        engine.pinch(by: 1e12, around: second)
        #expect(engine.zoomScale == 10_000)
        let landed = engine.geometry.convertToSuperview(underFingers)
        #expect(abs(landed.x - second.x) <= 1e-9 * abs(second.x), "landed at \(landed.x)")
        #expect(abs(landed.y - second.y) <= 1e-9 * abs(second.y), "landed at \(landed.y)")
    }

    // MARK: ZoomInteraction: a command with an unusable shown geometry left UIKit off the model

    @MainActor
    @Test func aCommandDuringAnAnimationWithAnUnusableShownGeometryShowsItsTarget() {
        // An animation to 2.5 runs, shown halfway, when a command arrives whose `shown` is NaN
        // and ∞. The running animation stops where UIKit presents it (1.75); the shown geometry
        // can't say where that is, so the command took its own target as its start: nothing to
        // animate, and nothing was applied — UIKit stayed at 1.75 while the interaction said
        // 3.75. Found through ⌘+, a key command; any command did it. Now the target is applied.
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: true, shown: view.shown))
        view.animationProgress = 0.5
        let garbage = ShownGeometry(center: CGPoint(x: CGFloat.nan, y: 1), transform: CGAffineTransform(scaleX: .infinity, y: 0))
        view.send(.keyCommand(.zoomIn, shown: garbage))
        #expect(view.interaction.zoomScale == 3.75)
        #expect(view.center == view.interaction.geometry.center && view.transform == view.interaction.geometry.transform)
        view.completeAnimation()
        #expect(view.ends == [3.75] && !view.interaction.isZooming)
    }

    // MARK: ZoomInteraction: a NaN container, and a NaN configuration set again

    @MainActor
    @Test func aContainerWithANaNOriginHasNoVisibleFrame() {
        // Foundation's CGRect.intersection traps on a NaN origin on Linux; VoiceOver's frame
        // asked for it with whatever container the view was given. Minimized fuzz input
        // 04 ff ff ff ff ff ff ff ff ff. Defined: no container to be visible in, `.zero`.
        var interaction = ZoomInteraction()
        _ = interaction.handle(.initialize(center: CGPoint(x: 150, y: 250), bounds: CGRect(x: 0, y: 0, width: 300, height: 500)))
        _ = interaction.handle(.container(CGRect(x: CGFloat.nan, y: 0, width: 300, height: 500)))
        #expect(interaction.visibleFrameInContainer == .zero)
        _ = interaction.handle(.container(CGRect(x: 0, y: -CGFloat.infinity, width: 300, height: 500)))
        #expect(interaction.visibleFrameInContainer == .zero)
    }

    @MainActor
    @Test func theSameConfigurationWithANaNAgainLeavesAnAnimationRunning() {
        // A configuration with a NaN double-tap scale is never `==` to itself, so setting it
        // again (every SwiftUI update does) counted as new limits and cut a running zoom
        // animation to its target. Minimized fuzz input of 24 bytes. Now the same values, bit
        // for bit, are no change: no effect, the animation runs on to its end.
        var configuration = ZoomConfiguration()
        configuration.doubleTapZoomScale = .nan
        let view = PhotoView.make()
        view.send(.configuration(configuration))
        view.send(.setZoomScale(2, animated: true, shown: view.shown))
        let running = view.interaction.animationID
        #expect(running != nil)
        view.log.removeAll()
        view.send(.configuration(configuration))
        #expect(view.log.isEmpty)
        #expect(view.interaction.animationID == running)
        view.completeAnimation()
        #expect(view.ends == [2])
    }
}
