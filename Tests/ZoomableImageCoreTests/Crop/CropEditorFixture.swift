import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

/// The crop editor's fixtures: a 600 × 400 px image (non-square) shown at 0.5 pt/px, centred at
/// (160, 260) — it spans x 10…310 and y 160…360 — with a 200 × 150 box at (60, 180), off the
/// image's centre, in the available space (10, 60, 300 × 400): a non-zero origin, taller than
/// wide, so origin, size and axis mistakes all surface.
enum CropFixture {
    static let imageSize = CGSize(width: 600, height: 400)
    static let available = CGRect(x: 10, y: 60, width: 300, height: 400)
    static let box = CGRect(x: 60, y: 180, width: 200, height: 150)

    /// The image unturned and unstraightened, the box inside it.
    static func geometry(limits: CropEditorLimits = CropEditorLimits()) -> CropEditorGeometry {
        CropEditorGeometry(imagePixelSize: imageSize, orientation: .identity, angleDegrees: 0, scale: 0.5,
                           imageCenter: CGPoint(x: 160, y: 260), box: box, availableRect: available, limits: limits)
    }

    /// An iPhone 16's editor in portrait below its bars and the demo's readout: 393 × 713 pt,
    /// 34 pt of home indicator; the box fills (16, 16, 361 × 559).
    static let phoneLayout = CropEditorLayout(bounds: CGRect(x: 0, y: 0, width: 393, height: 713),
                                              safeAreaInsets: SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0),
                                              showsToolbar: true, showsDial: true)

    /// The image's four corners on screen, written out independently of the geometry's own
    /// mapping: the edited image about its centre, scaled, turned clockwise, moved.
    static func imageQuad(_ geometry: CropEditorGeometry) -> [CGPoint] {
        let size = geometry.orientation.editedSize(for: geometry.imagePixelSize)
        return CropEditorCoverageTests.imageQuad(center: geometry.imageCenter, scale: geometry.scale,
                                                 degrees: geometry.angleDegrees, size: size)
    }

    /// Whether the image as shown covers the box, by the quadrilateral test.
    static func covers(_ geometry: CropEditorGeometry, tolerance: CGFloat = 1e-6) -> Bool {
        let quad = imageQuad(geometry)
        return CropEditorGeometry.corners(of: geometry.box).allSatisfy {
            CropEditorCoverageTests.isInside($0, quad, tolerance: tolerance)
        }
    }
}
