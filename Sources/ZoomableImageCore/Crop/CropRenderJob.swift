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
///
/// A view that hands the output to Core Graphics renders into memory it owns instead
/// (``render(_:from:into:)``, then ``finish(_:)``): the job then keeps no bitmap of its own, and
/// the output is never copied.
@_spi(Internals)
public struct CropRenderJob: Sendable {
    /// The plan being rendered.
    public let plan: CropRenderPlan
    /// The resampler (Keys' a = −0.5 by default).
    public let resampler: CropResampler
    /// The job's own output, made at its first strip (`nil` until then, and for ever when the
    /// caller's memory holds the output).
    var pixels: CropPixels?
    /// Whether a strip's pixels could not be read (or came in another size).
    public private(set) var failed = false

    /// A job with a transparent output of the plan's size.
    public init(plan: CropRenderPlan, resampler: CropResampler = CropResampler()) {
        self.plan = plan
        self.resampler = resampler
    }

    /// The bytes the output takes: width × height × 4 (R, G, B, A), rows top to bottom.
    public var outputByteCount: Int { plan.outputWidth * plan.outputHeight * 4 }

    /// Renders one strip from the stored pixels of its ``CropRenderPlan/Strip/storedRect``, read
    /// as a bitmap of that rect's size; `nil` (or another size) fails the job: its output is
    /// then none, never a bitmap with a hole.
    public mutating func render(_ strip: CropRenderPlan.Strip, from source: CropPixels?) {
        var output = pixels ?? CropPixels(width: plan.outputWidth, height: plan.outputHeight)
        pixels = nil                                    // uniquely referenced: no copy on write
        output.bytes.withUnsafeMutableBufferPointer { render(strip, from: source, into: $0) }
        pixels = output
    }

    /// Renders one strip, like ``render(_:from:)``, into `output`: memory the caller owns, of
    /// ``outputByteCount`` bytes, zeroed before the first strip (transparent).
    public mutating func render(_ strip: CropRenderPlan.Strip, from source: CropPixels?,
                                into output: UnsafeMutableBufferPointer<UInt8>) {
        guard let source, CGFloat(source.width) == strip.storedRect.width,
              CGFloat(source.height) == strip.storedRect.height else {
            failed = true
            return
        }
        resampler.render(strip.outputRect, from: source, at: strip.storedRect.origin, through: plan.outputToStored,
                         into: output, width: plan.outputWidth, height: plan.outputHeight)
    }

    /// The output once every strip is rendered; `nil` if one failed.
    public var output: CropPixels? {
        failed ? nil : pixels ?? CropPixels(width: plan.outputWidth, height: plan.outputHeight)
    }

    /// What `make` builds on the caller's memory once every strip is rendered into it; `nil`,
    /// without calling `make`, if one failed.
    public func finish<Output>(_ make: () -> Output?) -> Output? {
        failed ? nil : make()
    }
}
