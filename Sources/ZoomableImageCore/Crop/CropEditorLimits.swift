import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How small a crop box may get and how far the image may zoom in a crop editor.
@_spi(Internals)
public struct CropEditorLimits: Equatable, Sendable {
    /// The shortest side a box may be dragged to, points: 44 (a finger's width) by default.
    public let minimumBoxSide: CGFloat
    /// The largest zoom, points per image pixel: 4 by default, so the smallest box spans 11
    /// pixels. Never below the zoom at which the image just covers the box.
    public let maximumScale: CGFloat

    /// Limits with bad values replaced by the defaults: a side that is not finite and positive is
    /// 44, a scale that is not finite and positive is 4.
    public init(minimumBoxSide: CGFloat = 44, maximumScale: CGFloat = 4) {
        self.minimumBoxSide = minimumBoxSide.isPositiveAndFinite ? minimumBoxSide : 44
        self.maximumScale = maximumScale.isPositiveAndFinite ? maximumScale : 4
    }
}
