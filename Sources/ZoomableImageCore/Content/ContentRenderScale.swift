import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How many pixels per point zoomed content is drawn with once zooming ends — what its views'
/// `contentScaleFactor` and its layers' `contentsScale` are set to — so that text and vector
/// drawings stay sharp rather than being a magnified bitmap.
///
/// A zoom is a transform: Core Animation scales the bitmap a layer was drawn into, so at ×8 a
/// label drawn at the screen's 3 pixels per point shows each of its pixels 8 device pixels wide.
/// Apple's *Scroll View Programming Guide* ("Basic Zooming Using the Pinch Gestures") has the
/// content drawn again at the new scale when zooming ends; `contentScaleFactor` is the size of
/// that bitmap ("if the scale factor is 2.0 and the view frame size is 50 x 50 points, the size
/// of the bitmap used to present that content is 100 x 100 pixels" — `UIView.contentScaleFactor`).
///
/// The rule, per layer of the content (its own bounds size in points):
/// - the **shown** scale: the device pixels one content point covers on screen — the display's
///   scale × the zoom × the points per content point the content mode gives (the larger axis
///   for `.scaleToFill`);
/// - at most the **cap**: the backing store stays within ``maximumBackingPixels`` (16 777 216
///   pixels, 64 MiB at 4 bytes a pixel) and ``maximumBackingSide`` pixels on a side;
/// - never below the **display scale**, which is what UIKit draws at without a zoom;
/// - and, for all the views and layers drawn again together, within a **total budget** of
///   ``maximumTotalBackingPixels`` (33 554 432 pixels, 128 MiB): when their stores would hold
///   more, the largest ones share the scale that fits (``scales(forLayersOfSizes:)``).
///
/// ```swift
/// // A 360 × 240 pt view aspect fit in a 393 pt wide container (×1.0917), zoomed ×8 on a 3× screen:
/// let render = ContentRenderScale(shownScale: 3 * 8 * 393 / 360, displayScale: 3,
///                                 contentSize: CGSize(width: 360, height: 240))
/// render.scale(forLayerOfSize: CGSize(width: 120, height: 24))    // 26.2: a label, sharp
/// render.scale(forLayerOfSize: CGSize(width: 360, height: 240))   // 13.93: the whole view, capped
/// ```
@_spi(Internals)
public struct ContentRenderScale: Equatable, Sendable {
    /// Device pixels per content point on screen at the zoom at rest (finite, positive).
    public var shownScale: CGFloat
    /// The display's pixels per point (finite, positive): the least any layer is drawn with.
    public var displayScale: CGFloat
    /// The content's size in points: what ``contentScale`` is for.
    public var contentSize: CGSize

    /// The most pixels a layer's backing store holds: 4096 × 4096, 64 MiB at 4 bytes a pixel.
    public static let maximumBackingPixels: CGFloat = 16_777_216
    /// The most pixels on either side of a layer's backing store: the largest texture of every
    /// GPU iOS 15 runs on (16 384 pixels from the A9 on — Metal feature set tables).
    public static let maximumBackingSide: CGFloat = 16_384

    /// Describes the scale content is drawn at. Non-finite or non-positive scales are replaced:
    /// a display scale by 3 (the largest iPhone scale), a shown scale by the display scale.
    ///
    /// - Parameters:
    ///   - shownScale: device pixels per content point as shown.
    ///   - displayScale: the display's pixels per point.
    ///   - contentSize: the content's size in points.
    public init(shownScale: CGFloat, displayScale: CGFloat, contentSize: CGSize) {
        let display = displayScale.isPositiveAndFinite ? displayScale : 3
        self.displayScale = display
        self.shownScale = shownScale.isPositiveAndFinite ? shownScale : display
        self.contentSize = contentSize
    }

    /// The scale for a layer of `size` points: the shown scale, capped for its backing store,
    /// never below the display scale. A zero or non-finite size has no backing store to cap.
    ///
    /// - Parameter size: the layer's bounds size, points.
    /// - Returns: pixels per point, finite and at least ``displayScale``.
    public func scale(forLayerOfSize size: CGSize) -> CGFloat {
        let width = Self.length(size.width), height = Self.length(size.height)
        let byArea = width * height > 0 ? (Self.maximumBackingPixels / (width * height)).squareRoot() : .infinity
        let longest = max(width, height)
        let bySide = longest > 0 ? Self.maximumBackingSide / longest : .infinity
        return max(displayScale, min(shownScale, byArea, bySide))
    }

    /// The scale for the content's own size: what a single drawing of the whole content (SwiftUI
    /// content's `displayScale`) gets.
    public var contentScale: CGFloat {
        scale(forLayerOfSize: contentSize)
    }

    /// How many times the display's resolution the whole content is drawn at (``contentScale``
    /// ÷ ``displayScale``, at least 1): what SwiftUI content's `displayScale` environment value is
    /// multiplied by.
    public var contentMagnification: CGFloat {
        contentScale / displayScale
    }

    /// A length as a backing store measures it: its magnitude, 0 when not finite (no store to cap).
    static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? abs(value) : 0
    }
}
