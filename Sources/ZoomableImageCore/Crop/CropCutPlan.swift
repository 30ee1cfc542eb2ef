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
/// - **Copied buffer.** The same cut, when it holds at most a quarter of the stored pixels
///   (``copyingFraction``), copied into a buffer of its own: a `CGImage` cropped from another
///   "retains a reference to the original image, which means you may not release the original
///   image after calling this function" (Apple's documentation of `CGImageCreateWithImageInRect`),
///   so a 200 × 200 px avatar shared with a 48 MP photo would keep all 192 MB alive.
/// - **Render.** A straightened crop is resampled once through
///   ``CropEditorResult/outputToStoredPixelTransform(orientation:)``, read in bounded strips
///   (``CropRenderPlan``).
@_spi(Internals)
public enum CropCutPlan: Equatable, Sendable {
    /// Cut this region of the stored buffer and show it with `orientation`.
    case storedBuffer(CropRegion, orientation: ImageOrientation)
    /// Copy this region of the stored buffer into pixels of its own and show it with
    /// `orientation` (the same bytes as ``storedBuffer(_:orientation:)``).
    case copiedBuffer(CropRegion, orientation: ImageOrientation)
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
            let shown = CropEditOrientation(scaled).composed(after: orientation)
            let cut = region.cgImagePixelRect
            let isSmall = cut.width * cut.height <= Self.copyingFraction * imagePixelSize.width * imagePixelSize.height
            self = isSmall ? .copiedBuffer(region, orientation: shown) : .storedBuffer(region, orientation: shown)
            return
        }
        guard let plan = CropRenderPlan(result: scaled, orientation: orientation, stripByteBudget: stripByteBudget)
        else { return nil }
        self = .render(plan)
    }
}

extension CropCutPlan {
    /// The share of the stored pixels at or under which an unstraightened cut is copied rather
    /// than shared: 1/4. Above it, the cut is most of the image and a copy would nearly double
    /// the memory the app holds; under it, sharing keeps four times or more of what the cut needs.
    public static let copyingFraction: CGFloat = 0.25
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
    /// Copies `region`'s stored rect, bit for bit, into pixels of its own and shows it with
    /// `orientation`; `nil` when no copy can be made (a pixel format Core Graphics cannot draw
    /// into), and the plan then shares (``cutStoredBuffer(_:orientation:)``).
    func copyStoredBuffer(_ region: CropRegion, orientation: ImageOrientation) -> Output?
    /// Renders the plan, strip by strip.
    func render(_ plan: CropRenderPlan) -> Output?
}

extension CropCutPlan {
    /// The plan performed by `cutter`'s primitive for it: a copy that cannot be made is shared
    /// instead (the cut is still exact; only the original stays alive with it).
    public func cut<Cutter: CropCutter>(with cutter: Cutter) -> Cutter.Output? {
        switch self {
        case .storedBuffer(let region, let orientation): return cutter.cutStoredBuffer(region, orientation: orientation)
        case .copiedBuffer(let region, let orientation):
            return cutter.copyStoredBuffer(region, orientation: orientation)
                ?? cutter.cutStoredBuffer(region, orientation: orientation)
        case .render(let plan): return cutter.render(plan)
        }
    }
}
