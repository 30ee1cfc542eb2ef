import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a crop editor's parts go in its bounds: the toolbar at the bottom of the safe area, the
/// straightening dial above it, and the space the crop box fills — the rest of the safe area,
/// less a margin.
///
/// ```swift
/// // An iPhone 16 in portrait below a navigation bar and a 36 pt readout: 393 × 713 pt, the
/// // home indicator's 34 pt at the bottom.
/// let layout = CropEditorLayout(bounds: CGRect(x: 0, y: 0, width: 393, height: 713),
///                               safeAreaInsets: SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0),
///                               showsToolbar: true, showsDial: true)
/// layout.toolbarFrame     // (0, 635, 393 × 44)
/// layout.dialFrame        // (16, 591, 361 × 44)
/// layout.availableRect    // (16, 16, 361 × 559)
/// ```
@_spi(Internals)
public struct CropEditorLayout: Equatable, Sendable {
    /// The editor's bounds, points.
    public var bounds: CGRect
    /// The editor's safe-area insets, points.
    public var safeAreaInsets: SafeAreaInsets
    /// Whether the toolbar is shown (an app may hide it to put its own).
    public var showsToolbar: Bool
    /// Whether the straightening dial is shown.
    public var showsDial: Bool

    /// The height of the toolbar and of the dial, points: 44.
    public static let controlHeight: CGFloat = 44
    /// The space kept around the crop box and beside the dial, points: 16.
    public static let margin: CGFloat = 16

    /// - Parameters are the properties of the same names.
    public init(bounds: CGRect, safeAreaInsets: SafeAreaInsets, showsToolbar: Bool, showsDial: Bool) {
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        self.showsToolbar = showsToolbar
        self.showsDial = showsDial
    }

    /// The safe area, in the bounds' space (the bounds themselves when the insets leave nothing).
    public var safeRect: CGRect { safeAreaInsets.inset(bounds.isFiniteRect ? bounds : .zero) }

    /// The toolbar: the bottom 44 pt of the safe area, its full width; 0 pt tall when hidden.
    public var toolbarFrame: CGRect {
        let safe = safeRect
        let height = showsToolbar ? Self.controlHeight : 0
        return CGRect(x: safe.minX, y: safe.maxY - height, width: safe.width, height: height)
    }

    /// The dial: 44 pt above the toolbar, inset by the margin on both sides; 0 pt tall when
    /// hidden.
    public var dialFrame: CGRect {
        let safe = safeRect
        let height = showsDial ? Self.controlHeight : 0
        return CGRect(x: safe.minX + Self.margin, y: toolbarFrame.minY - height,
                      width: Swift.max(0, safe.width - 2 * Self.margin), height: height)
    }

    /// The space the crop box fills at rest: the safe area above the controls, less the margin
    /// on every side; `.zero` when nothing is left.
    public var availableRect: CGRect {
        let safe = safeRect
        let rect = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: dialFrame.minY - safe.minY)
            .insetBy(dx: Self.margin, dy: Self.margin)
        return rect.hasPositiveFiniteArea && !rect.isNull ? rect : .zero
    }
}
