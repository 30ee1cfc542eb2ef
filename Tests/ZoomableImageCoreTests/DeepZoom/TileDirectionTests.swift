import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which way what is shown moves, in stored pixels, from a pan's velocity: the image moves with
/// the finger, what is shown the other way; the geometry and the layout (orientation included)
/// take it into stored pixels; an axis counts at half the faster one's speed or more.
@Suite struct TileDirectionTests {
    /// A 4000 × 2000 px image aspect fit in 300 × 500 pt (k = 0.075), zoomed 2× about the
    /// centre: one container point is 1 / 0.15 = 6.67 stored px along both axes.
    static let upLayout = ImageLayout(imageSize: CGSize(width: 4000, height: 2000), contentMode: .scaleAspectFit,
                                      bounds: CGRect(x: 0, y: 0, width: 300, height: 500))
    static let zoomed = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 500), center: CGPoint(x: 150, y: 250),
                                     transform: CGAffineTransform(scaleX: 2, y: 2))

    /// Left at 300 and down at 40 pt/s: shown moves +2000 stored px/s across, −267 down — under
    /// half: across only. Left at 300 and up at 200: +2000 across, +1333 down: both.
    @Test(arguments: [
        (CGPoint(x: -300, y: 40), TileDirection(dx: 1, dy: 0)),
        (CGPoint(x: -300, y: -200), TileDirection(dx: 1, dy: 1)),
        (CGPoint(x: 0, y: 300), TileDirection(dx: 0, dy: -1)),
        (CGPoint(x: 150, y: -150), TileDirection(dx: -1, dy: 1)),
    ])
    func whatIsShownMovesAgainstTheFinger(velocity: CGPoint, direction: TileDirection) {
        #expect(TileDirection(containerVelocity: velocity, layout: Self.upLayout, geometry: Self.zoomed) == direction)
    }

    /// `.right`: 700 × 300 stored px shown upright as 300 × 700 at k = 1; stored (x, y) is
    /// oriented (300 − y, x). A finger dragging left brings oriented x forward — stored y back.
    @Test func theOrientationTurnsTheDirectionIntoStoredPixels() {
        let layout = ImageLayout(imageSize: CGSize(width: 300, height: 700), orientation: .right, contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 300, height: 700))
        let rest = ViewGeometry(frame: CGRect(x: 0, y: 0, width: 300, height: 700))
        #expect(TileDirection(containerVelocity: CGPoint(x: -100, y: 0), layout: layout, geometry: rest)
                == TileDirection(dx: 0, dy: -1))
        #expect(TileDirection(containerVelocity: CGPoint(x: 0, y: -100), layout: layout, geometry: rest)
                == TileDirection(dx: 1, dy: 0))
    }

    /// A resting finger (under 20 pt/s), a NaN or infinite velocity (bad input UIKit might
    /// report), an empty layout or a singular geometry: standing still — the visible tiles alone.
    @Test func aNonFiniteOrSlowVelocityStandsStill() {
        let velocities = [CGPoint(x: 19.9, y: 0), CGPoint(x: CGFloat.nan, y: 300), CGPoint(x: CGFloat.infinity, y: 0),
                          CGPoint(x: -CGFloat.infinity, y: CGFloat.infinity)]
        for velocity in velocities {
            #expect(TileDirection(containerVelocity: velocity, layout: Self.upLayout, geometry: Self.zoomed) == .none)
        }
        #expect(TileDirection(containerVelocity: CGPoint(x: 20, y: 0), layout: Self.upLayout, geometry: Self.zoomed)
                == TileDirection(dx: -1, dy: 0))
        let empty = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: .zero)
        #expect(TileDirection(containerVelocity: CGPoint(x: -300, y: 0), layout: empty, geometry: Self.zoomed) == .none)
        var singular = Self.zoomed
        singular.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(TileDirection(containerVelocity: CGPoint(x: -300, y: 0), layout: Self.upLayout, geometry: singular) == .none)
        #expect(TileDirection(dx: 7, dy: -3) == TileDirection(dx: 1, dy: -1))
    }
}
