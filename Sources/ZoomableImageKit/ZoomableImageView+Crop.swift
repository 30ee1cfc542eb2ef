#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    /// A crop opening the image must always cover, in the container's space (points), or `nil`
    /// for a photo viewer. `nil` by default.
    ///
    /// With an opening, the image slides and zooms *under* it: the minimum zoom becomes the
    /// smallest scale that covers it, settling keeps its edges covered, and panning rubber-bands
    /// against its edges. ``CropOverlayView`` sets this for you and keeps it up to date when the
    /// container resizes. Setting it settles at once, without animation. A zero, negative or
    /// non-finite rect counts as `nil`.
    public var cropOpening: CGRect? {
        get { engine.coveragePolicy == .alwaysCover ? engine.explicitCoverageRect : nil }
        set {
            // A zero, negative or non-finite rect is no opening.
            let newValue = newValue.flatMap { Self.isFinite($0) && $0.width > 0 && $0.height > 0 ? $0 : nil }
            let policy: CoveragePolicy = newValue == nil ? .centerWhenSmaller : .alwaysCover
            guard newValue != cropOpening || policy != engine.coveragePolicy else { return }
            let before = zoomScale
            if policy != engine.coveragePolicy { feed(.coveragePolicy(policy)) }
            feed(.layout(containerBounds: engine.containerBounds, restingFrame: engine.restingFrame,
                         contentFrame: engine.contentFrame, coverageRect: newValue))
            if engine.isInteracting {
                // The gesture goes on under the new opening; its end settles into it.
                if zoomScale != before { notifyZoomScaleChange() }
            } else {
                feed(.end(velocity: .zero))
                showAtOnce(since: before)
            }
        }
    }

    /// The image pixels under a rect, in oriented pixels: snapped outward to whole pixels and
    /// clipped to the image. `nil` when there is no image or the rect misses it.
    ///
    /// - Parameters:
    ///   - rect: a rect in `coordinateSpace` (points), e.g. a crop opening in an overlay.
    ///   - coordinateSpace: any coordinate space.
    public func imagePixelRect(for rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> CGRect? {
        cropRegion(for: rect, in: coordinateSpace)?.pixelRect
    }

    /// The same pixels as ``imagePixelRect(for:in:)``, in the stored (`cgImage`) buffer: the rect
    /// to pass to `CGImage.cropping(to:)` for a rotated or mirrored photo.
    public func cgImagePixelRect(for rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> CGRect? {
        cropRegion(for: rect, in: coordinateSpace)?.cgImagePixelRect
    }

    /// The image cut to the pixels under a rect — from the stored buffer, keeping the image's scale
    /// and orientation: no re-rendering, no quality loss. For a large image loaded with
    /// ``loadImage(contentsOf:)``, the region is read from the original file at full resolution
    /// (the result holds only the region; ImageIO has no region decode, so while this call runs
    /// it may decode up to the whole original, uncached — for a 48 MP photo a transient peak of
    /// up to about 195 MB, released when it returns).
    ///
    /// - Parameters:
    ///   - rect: a rect in `coordinateSpace` (points), e.g. ``CropOverlayView/openingRect`` in the overlay.
    ///   - coordinateSpace: any coordinate space.
    /// - Returns: the cropped image, or `nil` with no image, a rect that misses it, or an image
    ///   without a `cgImage` (a `CIImage`-backed image: render it to a bitmap first).
    public func croppedImage(to rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> UIImage? {
        cropRegion(for: rect, in: coordinateSpace).flatMap(croppedImage(for:))
    }

    /// The image cut to a rect of oriented pixels (snapped outward and clipped like
    /// ``imagePixelRect(for:in:)``), from the stored buffer, keeping scale and orientation.
    ///
    /// - Parameter pixelRect: a rect in oriented pixels (what you see, origin top-left).
    /// - Returns: the cropped image, or `nil` as for ``croppedImage(to:in:)``.
    public func croppedImage(toPixelRect pixelRect: CGRect) -> UIImage? {
        CropRegion(pixelRect: pixelRect, layout: layout).flatMap(croppedImage(for:))
    }

    func cropRegion(for rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> CropRegion? {
        guard !layout.isEmpty else { return nil }
        return CropRegion(viewRect: coordinateSpace.convert(rect, to: self), layout: layout)
    }

    func croppedImage(for region: CropRegion) -> UIImage? {
        if let originalSource {
            // A large image shown downsampled: read the region from the original, full resolution.
            guard let bitmap = originalSource.decodeRegion(region.cgImagePixelRect) else { return nil }
            return UIImage(cgImage: bitmap.cgImage, scale: 1, orientation: UIImage.Orientation(originalSource.orientation))
        }
        guard let image, let cgImage = image.cgImage,
              let cropped = cgImage.cropping(to: region.cgImagePixelRect) else { return nil }
        return UIImage(cgImage: cropped, scale: image.scale, orientation: image.imageOrientation)
    }
}
#endif
