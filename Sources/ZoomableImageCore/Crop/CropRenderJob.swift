import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A straightened cut in progress: the output bitmap filled strip by strip from the stored
/// pixels each strip reads, so that only one strip's source is in memory at a time.
///
/// ```swift
/// var job = CropRenderJob(plan: plan)
/// for strip in plan.strips {
///     job.render(strip, from: read(strip.storedRect))   // nil when the pixels can't be read
/// }
/// let output = job.output                                 // nil if any strip failed
/// ```
@_spi(Internals)
public struct CropRenderJob: Sendable {
    /// The plan being rendered.
    public let plan: CropRenderPlan
    /// The resampler (Keys' a = −0.5 by default).
    public let resampler: CropResampler
    var pixels: CropPixels
    /// Whether a strip's pixels could not be read (or came in another size).
    public private(set) var failed = false

    /// A job with a transparent output of the plan's size.
    public init(plan: CropRenderPlan, resampler: CropResampler = CropResampler()) {
        self.plan = plan
        self.resampler = resampler
        pixels = CropPixels(width: plan.outputWidth, height: plan.outputHeight)
    }

    /// Renders one strip from the stored pixels of its ``CropRenderPlan/Strip/storedRect``, read
    /// as a bitmap of that rect's size; `nil` (or another size) fails the job: its output is
    /// then none, never a bitmap with a hole.
    public mutating func render(_ strip: CropRenderPlan.Strip, from source: CropPixels?) {
        guard let source, CGFloat(source.width) == strip.storedRect.width,
              CGFloat(source.height) == strip.storedRect.height else {
            failed = true
            return
        }
        resampler.render(strip.outputRect, from: source, at: strip.storedRect.origin, through: plan.outputToStored,
                         into: &pixels)
    }

    /// The output once every strip is rendered; `nil` if one failed.
    public var output: CropPixels? { failed ? nil : pixels }
}
