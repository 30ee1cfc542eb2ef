import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How to cut a ``CropEditorResult`` out of an image: the stored pixels as they are when the
/// crop is not straightened, or one render at full resolution when it is.
///
/// - **Stored buffer.** An unstraightened crop is whole pixels, and its turns and mirror are one
///   of the eight `UIImage` orientations composed with the image's own: the stored rect cut with
///   `CGImage.cropping(to:)` and shown with ``CropCutPlan/storedBuffer(_:orientation:)``'s
///   orientation is the output, bit for bit — no resampling, whatever the turns and mirror.
/// - **Render.** A straightened crop is resampled once through
///   ``CropEditorResult/outputToStoredPixelTransform(orientation:)``, read in bounded strips
///   (``CropRenderPlan``).
@_spi(Internals)
public enum CropCutPlan: Equatable, Sendable {
    /// Cut this region of the stored buffer and show it with `orientation`.
    case storedBuffer(CropRegion, orientation: ImageOrientation)
    /// Render the output through this plan.
    case render(CropRenderPlan)

    /// The plan for `result` on an image of `imagePixelSize` oriented pixels shown with
    /// `orientation`; a result made for another size of the image is scaled to it first.
    ///
    /// - Parameter stripByteBudget: the most bytes one strip's source may take, at 4 bytes per
    ///   pixel. Default ``CropRenderPlan/defaultStripByteBudget``.
    /// - Returns: `nil` when the image has no pixels or the region misses it.
    public init?(result: CropEditorResult, imagePixelSize: CGSize, orientation: ImageOrientation,
                 stripByteBudget: Int = CropRenderPlan.defaultStripByteBudget) {
        guard let scaled = result.scaled(toImagePixelSize: imagePixelSize) else { return nil }
        guard scaled.isStraightened else {
            let layout = ImageLayout(imageSize: imagePixelSize, orientation: orientation, contentMode: .scaleToFill,
                                     bounds: .zero)
            guard let region = CropRegion(pixelRect: scaled.pixelRect, layout: layout) else { return nil }
            self = .storedBuffer(region, orientation: CropEditOrientation(scaled).composed(after: orientation))
            return
        }
        guard let plan = CropRenderPlan(result: scaled, orientation: orientation, stripByteBudget: stripByteBudget)
        else { return nil }
        self = .render(plan)
    }
}

extension CropEditorResult {
    /// The result for another size of the same image: the rect scaled per axis (the angle, turns
    /// and mirror as they are). Itself when the size is the same; `nil` when either size is
    /// unusable.
    func scaled(toImagePixelSize size: CGSize) -> CropEditorResult? {
        guard size.isPositiveAndFinite, imagePixelSize.isPositiveAndFinite, pixelRect.isFiniteRect else { return nil }
        guard size != imagePixelSize else { return self }
        let sx = size.width / imagePixelSize.width
        let sy = size.height / imagePixelSize.height
        return CropEditorResult(imagePixelSize: size,
                                pixelRect: CGRect(x: pixelRect.minX * sx, y: pixelRect.minY * sy,
                                                  width: pixelRect.width * sx, height: pixelRect.height * sy),
                                angleDegrees: angleDegrees, quarterTurns: quarterTurns, isMirrored: isMirrored)
    }
}

/// What performs a ``CropCutPlan``: one primitive per way of cutting, each without a decision
/// of its own (the plan picks which: ``CropCutPlan/cut(with:)``).
@_spi(Internals)
public protocol CropCutter {
    /// What a cut makes (a `UIImage` in the Kit).
    associatedtype Output
    /// Cuts `region`'s stored rect out as it is and shows it with `orientation`.
    func cutStoredBuffer(_ region: CropRegion, orientation: ImageOrientation) -> Output?
    /// Renders the plan, strip by strip.
    func render(_ plan: CropRenderPlan) -> Output?
}

extension CropCutPlan {
    /// The plan performed by `cutter`'s primitive for it.
    public func cut<Cutter: CropCutter>(with cutter: Cutter) -> Cutter.Output? {
        switch self {
        case .storedBuffer(let region, let orientation): return cutter.cutStoredBuffer(region, orientation: orientation)
        case .render(let plan): return cutter.render(plan)
        }
    }
}
