#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView {
    /// The crop shown, cut at full resolution, on the calling thread: unstraightened, the stored
    /// pixels themselves with the turns and mirror as the image's orientation (no resampling);
    /// straightened, rendered once through the exact transform (bicubic), read in strips of at
    /// most 64 MiB. `nil` without an image or pixels (a `CIImage`-backed image).
    ///
    /// An unstraightened cut of at most a quarter of the image's pixels (an avatar from a photo)
    /// is copied into pixels of its own; a larger one shares the image's buffer, and keeps all of
    /// it alive for as long as the cut lives (Core Graphics' cropping retains the original). An
    /// app that keeps a large cut long after the original is gone can draw it into a new image
    /// (`UIGraphicsImageRenderer`) to let the original go.
    ///
    /// A straightened cut of a large file decodes from the original for each strip, which can
    /// take long: use ``loadCroppedImage()``.
    public func croppedImage() -> UIImage? {
        host.editor.result.flatMap { result in pixels.flatMap { Self.cut(result, from: $0) } }
    }

    /// The same cut as ``croppedImage()``, made off the main thread.
    public func loadCroppedImage() async -> UIImage? {
        let work = host.editor.result.flatMap { result in pixels.map { pixels in (result, pixels) } }
        return await Self.cutOffMain(work)
    }

    nonisolated static func cutOffMain(_ work: (CropEditorResult, any CropEditorPixels)?) async -> UIImage? {
        work.flatMap { cut($0.0, from: $0.1) }
    }

    /// Cuts `result` from `pixels` as ``CropCutPlan`` says.
    nonisolated static func cut(_ result: CropEditorResult, from pixels: any CropEditorPixels) -> UIImage? {
        CropCutPlan(result: result, imagePixelSize: pixels.imagePixelSize, orientation: pixels.orientation)
            .flatMap { $0.cut(with: CropEditorCutter(pixels: pixels)) }
    }
}

extension UIImage {
    /// This image cut as a crop editor's result says — the same cut as
    /// ``CropEditorView/croppedImage()``, without a view: to apply a saved crop again.
    ///
    /// A small unstraightened cut is copied, a large one shares this image's pixels and keeps
    /// them alive (see ``CropEditorView/croppedImage()``).
    ///
    /// - Parameter result: a crop of this image (or of another size of it, scaled).
    /// - Returns: the cut, or `nil` for an image without a bitmap or a region that misses it.
    public func cropped(to result: CropEditorResult) -> UIImage? {
        cgImage.flatMap { CropEditorView.cut(result, from: BitmapCropPixels(cgImage: $0, image: self)) }
    }
}

/// Performs a ``CropCutPlan`` with UIKit and Core Graphics: the stored rect wrapped with the
/// composed orientation, or the render's strips each read, drawn into an RGBA bitmap and
/// resampled into the output by ``CropRenderJob``, one strip in memory at a time.
///
/// Straightened cuts are drawn and rendered in Display P3, 8 bits per component: it holds the
/// colours of sRGB images and of iPhone photos (Display P3) alike, so none is clipped (an sRGB
/// image's bytes change by at most the rounding of the conversion).
struct CropEditorCutter: CropCutter {
    let pixels: any CropEditorPixels

    func cutStoredBuffer(_ region: CropRegion, orientation: ImageOrientation) -> UIImage? {
        pixels.storedPixels(region.cgImagePixelRect).map {
            UIImage(cgImage: $0, scale: pixels.scale, orientation: UIImage.Orientation(orientation))
        }
    }

    func copyStoredBuffer(_ region: CropRegion, orientation: ImageOrientation) -> UIImage? {
        pixels.copiedStoredPixels(region.cgImagePixelRect).map {
            UIImage(cgImage: $0, scale: pixels.scale, orientation: UIImage.Orientation(orientation))
        }
    }

    /// The output is rendered into zeroed `calloc` memory that a `CFData` then takes over
    /// (`CFDataCreateWithBytesNoCopy` with `kCFAllocatorMalloc`: "the allocator to use to
    /// deallocate the external buffer when the CFData object is deallocated") and the image's
    /// data provider keeps: the output's bytes are never copied (a 48 MP cut is 195 MB once, not
    /// twice), and they are freed with the image — or at once when a strip failed.
    func render(_ plan: CropRenderPlan) -> UIImage? {
        CGColorSpace(name: CGColorSpace.displayP3).flatMap { space in
            var job = CropRenderJob(plan: plan)
            let count = job.outputByteCount
            return calloc(count, 1).flatMap { memory in
                let bytes = UnsafeMutableBufferPointer(start: memory.bindMemory(to: UInt8.self, capacity: count), count: count)
                for strip in plan.strips {
                    job.render(strip, from: pixels.storedPixels(strip.storedRect).flatMap { CropBitmap.pixels(of: $0, in: space) },
                               into: bytes)
                }
                let data: CFData? = CFDataCreateWithBytesNoCopy(nil, bytes.baseAddress, count, kCFAllocatorMalloc)
                return job.finish {
                    data.flatMap { CropBitmap.image(of: $0, width: plan.outputWidth, height: plan.outputHeight, in: space) }
                }
            }.map { UIImage(cgImage: $0, scale: pixels.scale, orientation: .up) }
        }
    }
}
#endif
