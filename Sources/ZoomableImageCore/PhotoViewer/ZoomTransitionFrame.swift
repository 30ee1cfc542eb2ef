import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a zoom transition shows at one moment: a clip rect, the image's frame inside it, the
/// image's opacity and the background's, all in transition space (the window, or the view the
/// transition animates in; points).
///
/// Show it with a clipping view at ``clipRect`` (`clipsToBounds`, corner radius
/// ``cornerRadius``) holding an image view (`.scaleToFill`) at ``imageFrame`` converted into the
/// clipping view; the clip and the image move separately, so an aspect-fill cell's crop opens
/// up into the page's aspect fit without a jump at either end.
///
/// ```swift
/// let frame = transition.frame(at: progress)
/// clipView.frame = frame.clipRect
/// clipView.layer.cornerRadius = frame.cornerRadius
/// clipView.alpha = frame.imageOpacity
/// imageView.frame = frame.imageFrame.offsetBy(dx: -frame.clipRect.minX, dy: -frame.clipRect.minY)
/// background.alpha = frame.backgroundOpacity
/// ```
@_spi(Internals) public struct ZoomTransitionFrame: Equatable, Sendable {
    /// The part of the image that is visible, transition space (points): what the thumbnail's
    /// cell, or the page, clips the image to.
    public var clipRect: CGRect
    /// Where the whole image is drawn, transition space (points); it may extend beyond
    /// ``clipRect`` (an aspect-fill cell, a zoomed page).
    public var imageFrame: CGRect
    /// The clip's corner radius, points: the thumbnail's at its end, 0 on the page.
    public var cornerRadius: CGFloat
    /// The viewer's background opacity, 0…1.
    public var backgroundOpacity: CGFloat
    /// The image's opacity, 0…1: 1 while it zooms, going to 0 while it fades out without a
    /// thumbnail to land on (``ZoomTransitionPlan``).
    public var imageOpacity: CGFloat

    /// Describes one moment of a transition.
    ///
    /// - Parameters:
    ///   - clipRect: the visible part, transition space (points).
    ///   - imageFrame: the whole image, transition space (points).
    ///   - cornerRadius: the clip's corner radius, points.
    ///   - backgroundOpacity: the background's opacity, 0…1.
    ///   - imageOpacity: the image's opacity, 0…1. Default 1.
    public init(clipRect: CGRect, imageFrame: CGRect, cornerRadius: CGFloat, backgroundOpacity: CGFloat,
                imageOpacity: CGFloat = 1) {
        self.clipRect = clipRect
        self.imageFrame = imageFrame
        self.cornerRadius = cornerRadius
        self.backgroundOpacity = backgroundOpacity
        self.imageOpacity = imageOpacity
    }

    /// The frame a fraction `t` of the way from `start` to `end`, every value (each rect's
    /// origin and size) interpolated linearly as (1 − t) · start + t · end — a form exact at both
    /// ends (t = 0 gives `start`, t = 1 gives `end`, bit for bit).
    ///
    /// - Parameters:
    ///   - start: the frame at t = 0.
    ///   - end: the frame at t = 1.
    ///   - t: the fraction, 0…1 (the caller clamps).
    static func interpolated(from start: ZoomTransitionFrame, to end: ZoomTransitionFrame, at t: CGFloat)
        -> ZoomTransitionFrame
    {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (1 - t) * a + t * b }
        func mix(_ a: CGRect, _ b: CGRect) -> CGRect {
            CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                   width: mix(a.width, b.width), height: mix(a.height, b.height))
        }
        return ZoomTransitionFrame(clipRect: mix(start.clipRect, end.clipRect),
                                   imageFrame: mix(start.imageFrame, end.imageFrame),
                                   cornerRadius: mix(start.cornerRadius, end.cornerRadius),
                                   backgroundOpacity: mix(start.backgroundOpacity, end.backgroundOpacity),
                                   imageOpacity: mix(start.imageOpacity, end.imageOpacity))
    }
}
