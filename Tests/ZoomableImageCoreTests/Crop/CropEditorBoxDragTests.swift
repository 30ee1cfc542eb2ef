import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Dragging the box's corners and edges (``CropFixture``: the image spans x 10…310, y 160…360;
/// the box is (60, 180, 200 × 150), right edge 260, bottom 330; the available space x 10…310,
/// y 60…460). Every expected box is worked out by hand in its row: a sign flip here drags the
/// wrong edge, a wrong anchor moves the opposite corner.
@Suite struct CropEditorBoxDragTests {
    static let freeDrags: [(handle: CropHandle, translation: CGPoint, box: CGRect, why: String)] = [
        (.bottomRight, CGPoint(x: 30, y: -20), CGRect(x: 60, y: 180, width: 230, height: 130),
         "follows the finger; the top-left corner stays"),
        (.bottomRight, CGPoint(x: 100, y: 100), CGRect(x: 60, y: 180, width: 250, height: 180),
         "stops at the image's right edge 310 and bottom 360"),
        (.topLeft, CGPoint(x: -100, y: -100), CGRect(x: 10, y: 160, width: 250, height: 170),
         "stops at the left edge 10 (image and space) and the image's top 160"),
        (.topLeft, CGPoint(x: 190, y: 140), CGRect(x: 216, y: 286, width: 44, height: 44),
         "stops at the 44 pt minimum: 260 − 44 and 330 − 44"),
        (.right, CGPoint(x: -500, y: 70), CGRect(x: 60, y: 180, width: 44, height: 150),
         "an edge moves on its own axis only"),
        (.top, CGPoint(x: 80, y: 50), CGRect(x: 60, y: 230, width: 200, height: 100), "the top edge down by 50"),
        (.bottom, CGPoint(x: 0, y: 200), CGRect(x: 60, y: 180, width: 200, height: 180), "to the image's bottom"),
        (.left, CGPoint(x: -30, y: 0), CGRect(x: 30, y: 180, width: 230, height: 150), "the left edge out by 30"),
    ]

    @Test(arguments: 0..<8)
    func freeDragMovesTheHandleWithinTheLimits(_ index: Int) {
        let drag = Self.freeDrags[index]
        let dragged = CropFixture.geometry().draggingBox(drag.handle, by: drag.translation, ratio: nil)
        #expect(isClose(dragged.box, drag.box, tolerance: 1e-9), "\(drag.handle): \(drag.why); got \(dragged.box)")
        #expect(dragged.imageCenter == CropFixture.geometry().imageCenter)
        #expect(dragged.scale == 0.5)
    }

    /// A locked 4 : 3 ratio. Corner: the finger's corner projected on the diagonal from the
    /// fixed corner, λ = (vₓ·σₓ·r + v_y·σ_y) / (r² + 1) for the height.
    static let lockedDrags: [(handle: CropHandle, translation: CGPoint, box: CGRect, why: String)] = [
        // v = (240, 150) from (60, 180): λ = (240 · 4/3 + 150) / (16/9 + 1) = 470 · 9/25 = 169.2.
        (.bottomRight, CGPoint(x: 40, y: 0), CGRect(x: 60, y: 180, width: 225.6, height: 169.2), "projected"),
        // v = (300, 250): λ = 650 · 9/25 = 234, but 60 + 4/3 λ ≤ 310 (λ ≤ 187.5) and 180 + λ ≤ 360.
        (.bottomRight, CGPoint(x: 100, y: 100), CGRect(x: 60, y: 180, width: 240, height: 180),
         "stops at the image's bottom, the ratio kept"),
        // v = (360 − 260, 480 − 330) · σ(−1, −1): λ = −(133.33 + 150) · 9/25 = −102 → at least 44
        // tall (and 58.67 ≥ 44 wide), anchored at the bottom-right (260, 330).
        (.topLeft, CGPoint(x: 300, y: 300), CGRect(x: 260 - 44.0 * 4 / 3, y: 286, width: 44.0 * 4 / 3, height: 44),
         "the minimum, anchored at the opposite corner"),
        // Width 250, height 187.5 about the middle line y = 255.
        (.right, CGPoint(x: 50, y: 33), CGRect(x: 60, y: 161.25, width: 250, height: 187.5), "an edge, centred across"),
        // Height 190 asked; the image's top 160 allows 330 − 160 = 170, width 226.67 about x = 160.
        (.top, CGPoint(x: 0, y: -40), CGRect(x: 160 - 170.0 * 2 / 3, y: 160, width: 170.0 * 4 / 3, height: 170),
         "the top edge stops at the image, the width following"),
    ]

    @Test(arguments: 0..<5)
    func lockedDragKeepsTheRatio(_ index: Int) {
        let drag = Self.lockedDrags[index]
        let dragged = CropFixture.geometry().draggingBox(drag.handle, by: drag.translation, ratio: 4.0 / 3.0)
        #expect(isClose(dragged.box, drag.box, tolerance: 1e-9), "\(drag.handle): \(drag.why); got \(dragged.box)")
        let ratio = dragged.box.width / dragged.box.height
        #expect(abs(ratio - 4.0 / 3.0) < 1e-12)
    }

    /// The translation is the gesture's total: dragging out and back returns the box exactly.
    @Test func theBoxFollowsTheFingerBack() {
        let start = CropFixture.geometry()
        _ = start.draggingBox(.bottomLeft, by: CGPoint(x: -45, y: 20), ratio: nil)
        #expect(start.draggingBox(.bottomLeft, by: .zero, ratio: nil).box == CropFixture.box)
        #expect(start.draggingBox(.bottomLeft, by: CGPoint(x: CGFloat.nan, y: 3), ratio: nil).box == CropFixture.box)
    }

    /// Shown at scale 1 the image (x −140…460) reaches past the available space (x 10…310):
    /// the box stops at the space.
    @Test func theBoxStaysInTheAvailableSpace() {
        var geometry = CropFixture.geometry()
        geometry.scale = 1
        let dragged = geometry.draggingBox(.right, by: CGPoint(x: 500, y: 0), ratio: nil)
        #expect(dragged.box == CGRect(x: 60, y: 180, width: 250, height: 150))
    }

    /// Straightened by 20°, at twice the covering scale: every drag, however far, leaves every
    /// corner inside the turned image (quadrilateral test) and inside the space — and a drag far
    /// out stops on the image's edge (a corner within 1e-9 pt of it).
    @Test(arguments: CropHandle.allCases)
    func aDragNeverLeavesTheTurnedImage(_ handle: CropHandle) {
        var geometry = CropFixture.geometry()
        geometry.angleDegrees = 20
        geometry.imageCenter = CGPoint(x: 160, y: 255)
        geometry.scale = 2 * geometry.minimumScale
        #expect(CropFixture.covers(geometry))
        for ratio in [nil, CGFloat(4) / 3] {
            for translation in [CGPoint(x: 400, y: 400), CGPoint(x: -400, y: 250), CGPoint(x: 30, y: -10)] {
                let dragged = geometry.draggingBox(handle, by: translation, ratio: ratio)
                #expect(CropFixture.covers(dragged, tolerance: 1e-7), "\(handle) by \(translation), ratio \(String(describing: ratio))")
                #expect(dragged.box.minX >= CropFixture.available.minX - 1e-9)
                #expect(dragged.box.maxY <= CropFixture.available.maxY + 1e-9)
            }
            let far = geometry.draggingBox(handle, by: CGPoint(x: CGFloat(handle.horizontal) * 1000,
                                                               y: CGFloat(handle.vertical) * 1000), ratio: ratio)
            let space = CropFixture.available
            let touchesSpace = abs(far.box.minX - space.minX) < 1e-9 || abs(far.box.maxX - space.maxX) < 1e-9
                || abs(far.box.minY - space.minY) < 1e-9 || abs(far.box.maxY - space.maxY) < 1e-9
            #expect(far.uncoveredDistance <= 1e-9)
            #expect(touchesSpace || !CropFixture.covers(far, tolerance: -1e-6), "\(handle) stopped short of every limit")
        }
    }

    /// Hit testing: within 22 pt of an edge grabs it, near two its corner, elsewhere the image.
    @Test func handlesAreFoundWithinReach() {
        let box = CropFixture.box
        #expect(CropHandle.handle(at: CGPoint(x: 55, y: 175), box: box, reach: 22) == .topLeft)
        #expect(CropHandle.handle(at: CGPoint(x: 160, y: 200), box: box, reach: 22) == .top)
        #expect(CropHandle.handle(at: CGPoint(x: 281, y: 330), box: box, reach: 22) == .bottomRight)
        #expect(CropHandle.handle(at: CGPoint(x: 282.5, y: 250), box: box, reach: 22) == nil)
        #expect(CropHandle.handle(at: CGPoint(x: 160, y: 255), box: box, reach: 22) == nil)
        #expect(CropHandle.handle(at: CGPoint(x: 250, y: 255), box: box, reach: 22) == .right)
        // A 30 pt box: both edges within reach, the nearer wins.
        let small = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(CropHandle.handle(at: CGPoint(x: 10, y: 20), box: small, reach: 22) == .bottomLeft)
        #expect(CropHandle.handle(at: CGPoint(x: CGFloat.nan, y: 20), box: small, reach: 22) == nil)
    }
}
