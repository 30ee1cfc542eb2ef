import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// After a box drag, a turn, a new aspect ratio or a new layout, the box grows back to the
/// largest rect of its shape centred in the available space, and the image zooms with it so the
/// same region stays under it (Photos' behaviour): the whole scene is scaled by k about the box,
/// x ↦ b′ + k · (x − b), b and b′ the box's centre before and after.
///
/// k is the available space's fit, k = w′ / w, but never zooms the image past the larger of its
/// limit and its present scale: a box that would need more zoom to fill the space stays smaller,
/// centred.
extension CropEditorGeometry {
    /// The box refitted to the available space, the image following it.
    public func refitted() -> CropEditorGeometry {
        let target = CropOpening.largestCenteredRect(aspectRatio: box.width / box.height, in: availableRect)
        guard box.hasPositiveFiniteArea, target.hasPositiveFiniteArea else { return self }
        let zoom = Swift.min(target.width / box.width, Swift.max(limits.maximumScale, scale) / scale)
        let size = CGSize(width: box.width * zoom, height: box.height * zoom)
        let newBox = CGRect(x: availableRect.midX - size.width / 2, y: availableRect.midY - size.height / 2,
                            width: size.width, height: size.height)
        return scaled(by: zoom, movingBoxTo: newBox)
    }

    /// The scene scaled by `zoom` about the box's centre and moved with it to `newBox` (whose
    /// size must be the box's × `zoom`): the region under the box stays under it.
    func scaled(by zoom: CGFloat, movingBoxTo newBox: CGRect) -> CropEditorGeometry {
        var scaled = self
        let old = boxCenter
        scaled.box = newBox
        scaled.scale = scale * zoom
        scaled.imageCenter = CGPoint(x: newBox.midX + (imageCenter.x - old.x) * zoom,
                                     y: newBox.midY + (imageCenter.y - old.y) * zoom)
        return scaled
    }

    /// The geometry laid out in a new available space: the box refitted into it, keeping its
    /// region. An unusable rect changes nothing.
    public func relaidOut(availableRect newRect: CGRect) -> CropEditorGeometry {
        guard newRect.hasPositiveFiniteArea else { return self }
        var moved = self
        moved.availableRect = newRect
        return moved.refitted()
    }
}
