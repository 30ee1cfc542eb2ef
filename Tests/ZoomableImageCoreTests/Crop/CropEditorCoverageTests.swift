import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The editor's rule under straightening: the image, turned by θ, covers the box.
///
/// The minimum zoom is derived in `CropEditorGeometry+Coverage` from the box's bounding box in
/// the image's axes; here it is checked by hand on a fixture and against brute force: for random
/// boxes, images and angles, a bisection on the scale with a point-in-quadrilateral test of the
/// four corners (cross products, no rotation of the box), and a scan of positions just below
/// the minimum that must all leave a corner bare.
@Suite struct CropEditorCoverageTests {
    /// Whether `point` is inside the convex quadrilateral `quad` (corners in order), within
    /// `tolerance` points: on the inner side of each edge's line.
    static func isInside(_ point: CGPoint, _ quad: [CGPoint], tolerance: CGFloat) -> Bool {
        let orientation: CGFloat = {
            let (a, b, c) = (quad[0], quad[1], quad[2])
            return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) > 0 ? 1 : -1
        }()
        for index in 0..<4 {
            let a = quad[index]
            let b = quad[(index + 1) % 4]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let cross = ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) * orientation / length
            if cross < -tolerance { return false }
        }
        return true
    }

    /// The image's corners on screen for a centre, scale and angle, written out here: the edited
    /// image's corners about its centre, scaled, turned clockwise by `degrees`, moved.
    static func imageQuad(center: CGPoint, scale: CGFloat, degrees: CGFloat, size: CGSize) -> [CGPoint] {
        let radians = Double(degrees) * .pi / 180
        let (c, s) = (CGFloat(cos(radians)), CGFloat(sin(radians)))
        return [(-1, -1), (1, -1), (1, 1), (-1, 1)].map { (u: CGFloat, v: CGFloat) -> CGPoint in
            let x = u * size.width / 2 * scale
            let y = v * size.height / 2 * scale
            return CGPoint(x: center.x + c * x - s * y, y: center.y + s * x + c * y)
        }
    }

    static func covers(box: CGRect, center: CGPoint, scale: CGFloat, degrees: CGFloat, size: CGSize,
                       tolerance: CGFloat = 1e-9) -> Bool {
        let quad = imageQuad(center: center, scale: scale, degrees: degrees, size: size)
        return CropEditorGeometry.corners(of: box).allSatisfy { isInside($0, quad, tolerance: tolerance) }
    }

    /// By hand: a 300 × 200 box on a 600 × 400 image needs max(300/600, 200/400) = 0.5 at 0°; at
    /// 30° (cos √3/2, sin 1/2) the box's extent in the image's axes is 300·√3/2 + 200/2 = 359.81 ×
    /// 300/2 + 200·√3/2 = 323.21, so max(359.81/600, 323.21/400) = 0.80801; at −30° the same.
    @Test(arguments: [(0, 0.5), (30, 0.808012701892219), (-30, 0.808012701892219), (45, 0.883883476483184)])
    func minimumScaleByHand(_ degrees: CGFloat, _ expected: CGFloat) {
        // 45°: both extents (300 + 200)·√2/2 = 353.55; 353.55/400 = 0.88388.
        let scale = CropEditorGeometry.minimumScale(boxSize: CGSize(width: 300, height: 200), angleDegrees: degrees,
                                                    editedSize: CGSize(width: 600, height: 400))
        #expect(isClose(scale, expected, tolerance: 1e-12))
    }

    /// Random boxes, images and angles: the formula's scale covers the box with the image centred
    /// on it; bisection with the quadrilateral test finds the same scale to 1e-9; and at 0.999 of
    /// it no position in a 41 × 41 grid around the box's centre (± half the box) covers.
    @Test func minimumScaleMatchesBruteForce() {
        var random = SeededGenerator(seed: 36)
        for _ in 0..<300 {
            let box = CGRect(x: random.uniform(-50...50), y: random.uniform(-50...50),
                             width: random.uniform(20...400), height: random.uniform(20...400))
            let size = CGSize(width: random.uniform(50...5000), height: random.uniform(50...5000))
            let degrees = random.uniform(-45...45)
            let center = CGPoint(x: box.midX, y: box.midY)
            let formula = CropEditorGeometry.minimumScale(boxSize: box.size, angleDegrees: degrees, editedSize: size)
            var (low, high) = (CGFloat(1e-6), CGFloat(1e3))
            for _ in 0..<200 {
                let middle = (low + high) / 2
                if Self.covers(box: box, center: center, scale: middle, degrees: degrees, size: size, tolerance: 0) {
                    high = middle
                } else {
                    low = middle
                }
            }
            #expect(isClose(high, formula, tolerance: 1e-9), "box \(box), image \(size), \(degrees)°")
            let below = formula * 0.999
            var anyCovers = false
            for i in -20...20 {
                for j in -20...20 {
                    let candidate = CGPoint(x: center.x + CGFloat(i) * box.width / 40,
                                            y: center.y + CGFloat(j) * box.height / 40)
                    anyCovers = anyCovers || Self.covers(box: box, center: candidate, scale: below, degrees: degrees,
                                                         size: size, tolerance: 0)
                }
            }
            #expect(!anyCovers, "box \(box), image \(size), \(degrees)°: covered below the minimum")
        }
    }

    /// Clamping a centre into the covering positions: the result covers (quadrilateral test);
    /// a centre that already covers is kept; and no grid position near the target covers while
    /// being nearer to the requested centre.
    @Test func clampedCenterIsTheNearestCoveringPosition() {
        var random = SeededGenerator(seed: 3636)
        for _ in 0..<200 {
            let size = CGSize(width: random.uniform(200...3000), height: random.uniform(200...3000))
            let degrees = random.uniform(-45...45)
            let box = CGRect(x: 40, y: 70, width: random.uniform(60...300), height: random.uniform(60...300))
            let scale = CropEditorGeometry.minimumScale(boxSize: box.size, angleDegrees: degrees, editedSize: size)
                * random.uniform(1...3)
            let geometry = CropEditorGeometry(
                imagePixelSize: size, orientation: .identity, angleDegrees: degrees, scale: scale, imageCenter: .zero,
                box: box, availableRect: box, limits: CropEditorLimits())
            let wanted = CGPoint(x: box.midX + random.uniform(-500...500), y: box.midY + random.uniform(-500...500))
            let clamped = geometry.clampedImageCenter(wanted, scale: scale)
            #expect(Self.covers(box: box, center: clamped, scale: scale, degrees: degrees, size: size, tolerance: 1e-7))
            let distance = hypot(clamped.x - wanted.x, clamped.y - wanted.y)
            for i in -6...6 {
                for j in -6...6 {
                    let candidate = CGPoint(x: clamped.x + CGFloat(i) * 0.5, y: clamped.y + CGFloat(j) * 0.5)
                    guard Self.covers(box: box, center: candidate, scale: scale, degrees: degrees, size: size,
                                      tolerance: 0) else { continue }
                    #expect(hypot(candidate.x - wanted.x, candidate.y - wanted.y) >= distance - 1e-6)
                }
            }
            let inside = geometry.clampedImageCenter(clamped, scale: scale)
            #expect(isClose(inside, clamped, tolerance: 1e-9))
        }
    }

    /// `coversBox` and `uncoveredDistance` agree with the quadrilateral test: 10 pt off the
    /// image's right edge at 0° is 10 pt uncovered.
    @Test func uncoveredDistanceByHand() {
        // A 600 × 400 px image at 0.5 pt/px centred at (160, 260): x 10…310, y 160…360.
        var geometry = CropEditorGeometry(
            imagePixelSize: CGSize(width: 600, height: 400), orientation: .identity, angleDegrees: 0, scale: 0.5,
            imageCenter: CGPoint(x: 160, y: 260), box: CGRect(x: 60, y: 180, width: 200, height: 150),
            availableRect: CGRect(x: 10, y: 60, width: 300, height: 400), limits: CropEditorLimits())
        #expect(geometry.coversBox)
        #expect(geometry.uncoveredDistance == 0)
        geometry.box.origin.x = 120           // right edge at 320: 10 pt past 310
        #expect(!geometry.coversBox)
        #expect(isClose(geometry.uncoveredDistance, 10))
    }
}
