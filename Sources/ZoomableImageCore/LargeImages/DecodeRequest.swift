import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a view needs to decode a large image off the main thread: the load it belongs to and
/// the values a ``DownsamplingPlan`` takes, read on the main thread when the decode starts.
///
/// ```swift
/// let request = interaction.decodeRequest            // on the main actor
/// let copy = try await Task.detached {
///     let original = try open(file)
///     let plan = request.plan(for: original)
///     return try decode(file, maximumPixelSize: plan.maximumPixelSize)
/// }.value
/// guard interaction.isCurrentLoad(request.generation) else { throw superseded }
/// ```
@_spi(Internals)
public struct DecodeRequest: Equatable, Sendable {
    /// The load the decode belongs to (``ZoomInteraction/loadGeneration``); a newer image or load
    /// supersedes it.
    public var generation: Int
    /// The size the image is laid out in, points: the view's bounds, or the screen's before the
    /// first layout.
    public var containerSize: CGSize
    /// Device pixels per point to plan for.
    public var screenScale: CGFloat
    /// The largest zoom scale the view really zooms to.
    public var maximumZoomScale: CGFloat
    /// How the image is laid out.
    public var contentMode: ImageContentMode

    /// Describes a decode. Each argument sets the property of the same name (see each for its
    /// unit).
    public init(generation: Int, containerSize: CGSize, screenScale: CGFloat, maximumZoomScale: CGFloat,
                contentMode: ImageContentMode) {
        self.generation = generation
        self.containerSize = containerSize
        self.screenScale = screenScale
        self.maximumZoomScale = maximumZoomScale
        self.contentMode = contentMode
    }

    /// The plan for an original: how large to decode it.
    public func plan(for original: OriginalImage) -> DownsamplingPlan {
        DownsamplingPlan(sourcePixelSize: original.pixelSize, sourceOrientation: original.orientation,
                         containerSize: containerSize, screenScale: screenScale,
                         maximumZoomScale: maximumZoomScale, contentMode: contentMode)
    }
}
