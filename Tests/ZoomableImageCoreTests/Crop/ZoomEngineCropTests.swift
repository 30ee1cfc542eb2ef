import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The engine under `.alwaysCover`: a crop opening the image pans and zooms under.
///
/// The 600 × 400 photo aspect-fit in the 300 × 500 container (content (0, 150, 300 × 200)), with
/// the square opening (0, 100, 300 × 300): covering it needs max(300/300, 300/200) = 1.5.
@Suite struct ZoomEngineCropTests {
    static let opening = CGRect(x: 0, y: 100, width: 300, height: 300)
    static let layout = ImageLayout(imageSize: CGSize(width: 600, height: 400), contentMode: .scaleAspectFit,
                                    bounds: Fixture.portraitContainer)

    static func cropEngine() -> ZoomEngine {
        var engine = Fixture.photoEngine()
        engine.coveragePolicy = .alwaysCover
        engine.coverageRect = opening
        engine.reset()
        return engine
    }

    @Test func restIsTheSmallestScaleThatCoversTheOpening() {
        let engine = Self.cropEngine()
        #expect(engine.minimumZoomScale == 1.5)
        #expect(engine.zoomScale == 1.5)
        // About the resting centre (150, 250): the image spans x −75…375, y 100…400: exactly the
        // opening's height.
        #expect(engine.drawnImageFrame == CGRect(x: -75, y: 100, width: 450, height: 300))
    }

    @Test func theCropAtRestIsTheMiddleSquareOfThePhoto() throws {
        // The opening is view x 0…300 → (x + 75)/1.5: 50…250 pt of content; 2 px per content pt
        // at scale 1 means 1.333… px per view pt at 1.5: pixels 100…500 across, 0…400 down.
        let region = try #require(Self.cropEngine().cropRegion(in: Self.layout))
        #expect(region.pixelRect == CGRect(x: 100, y: 0, width: 400, height: 400))
    }

    @Test func panningPastTheOpeningsEdgeBandsAndSettlesBack() {
        var engine = Self.cropEngine()
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: 0, y: 50))                // nothing to spare vertically: all band
        #expect(engine.drawnImageFrame.minY > 100)
        engine.endInteraction(velocity: .zero)
        #expect(engine.drawnImageFrame.minY == 100)
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: 500, y: 0))                // far right: x range [−75 + 150 …] ends at 225
        let target = engine.endInteraction(velocity: .zero)
        // cx upper = 0 − (0 − 150) · 1.5 = 225: the image's left edge on the opening's.
        #expect(target.center.x == 225)
        #expect(engine.drawnImageFrame.minX == 0)
    }

    @Test func pinchingOutBelowTheCoverScaleSpringsBackToIt() {
        var engine = Self.cropEngine()
        engine.beginInteraction()
        engine.pinch(by: 0.5, around: CGPoint(x: 150, y: 250))
        #expect(engine.zoomScale < 1.5)
        #expect(engine.endInteraction(velocity: .zero).transform.a == 1.5)
    }

    @Test func rotatingTheContainerKeepsTheNewOpeningCovered() {
        var engine = Self.cropEngine()
        engine.setZoomScale(2, around: CGPoint(x: 150, y: 250))
        // Landscape 500 × 300 with a 260-pt square opening centred: (120, 20, 260 × 260). The photo
        // aspect-fits 450 × 300 at x = 25; covering the opening needs max(260/450, 260/300) = 0.867,
        // so the kept scale 2 stands.
        let landscape = CGRect(x: 0, y: 0, width: 500, height: 300)
        let opening = CGRect(x: 120, y: 20, width: 260, height: 260)
        engine.updateLayout(containerBounds: landscape, restingFrame: landscape,
                            contentFrame: CGRect(x: 25, y: 0, width: 450, height: 300), coverageRect: opening)
        #expect(engine.zoomScale == 2)
        #expect(engine.coverageGaps.isClosed(tolerance: 0))
        #expect(engine.drawnImageFrame.contains(opening))
    }

    /// Random sessions of a view under a crop opening: whenever it is at rest, the opening is
    /// covered, the scale at or above the cover scale, and the crop region inside the image.
    @MainActor
    @Test func randomCropSessionsKeepTheOpeningCovered() {
        var failures: [String] = []
        for seed in UInt64(2_000_000)..<2_002_000 where failures.count < 3 {
            let session = InteractionScenario.run(seed: seed, cropOpening: true) { view, _ in
                let interaction = view.interaction
                let engine = interaction.engine
                guard interaction.isInitialized, !interaction.isZooming, !engine.isEmpty,
                      engine.coveragePolicy == .alwaysCover else { return nil }
                let scale = engine.zoomScale
                let cover = max(engine.coverageRect.width / engine.contentFrame.width,
                                engine.coverageRect.height / engine.contentFrame.height)
                let tolerance = 1e-8 * max(1, abs(engine.geometry.center.x), abs(engine.geometry.center.y))
                let covered = engine.coverageGaps.isClosed(tolerance: tolerance)
                let imageRect = CGRect(origin: .zero, size: interaction.imageLayout.pixelSize)
                let layout = ImageLayout(imageSize: interaction.imageLayout.imageSize, imageScale: interaction.imageLayout.imageScale,
                                         orientation: interaction.imageLayout.orientation,
                                         contentMode: interaction.imageLayout.contentMode,
                                         bounds: CGRect(origin: .zero, size: engine.restingFrame.size))
                let inside = engine.cropRegion(in: layout).map { imageRect.contains($0.pixelRect) } ?? true
                guard covered, scale >= min(cover, ZoomConfiguration.largestZoomScale) * (1 - 1e-9), inside else {
                    return "covered \(covered), scale \(scale) vs cover \(cover), region inside \(inside)"
                }
                return nil
            }
            if let violation = session.violation { failures.append("seed \(seed): \(violation)") }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
