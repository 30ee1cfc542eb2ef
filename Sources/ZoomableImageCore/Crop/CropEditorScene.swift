import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a crop editor view draws, as frames in its own space (the container, points), so
/// that the view writes them and nothing else — inside one animation block when they move, so
/// the image and every part of the box move with one spring (each frame is linear in the box,
/// so interpolating the frames is the frames of the interpolated box).
@_spi(Internals)
public struct CropEditorScene: Equatable, Sendable {
    /// The image view's bounds, centre and transform.
    public var imageGeometry: ViewGeometry
    /// The crop box: its outline's frame.
    public var box: CGRect
    /// The shaded areas around the box: above, below, left and right of it, within the bounds.
    public var shades: [CGRect]
    /// The grid's four lines at the thirds of the box: two upright, then two across; 1 pt wide.
    public var gridLines: [CGRect]
    /// The grid's opacity: 1 while a finger or the dial moves something, 0 at rest.
    public var gridOpacity: CGFloat
    /// The handles: two bars at each corner (top-left's across and down, then clockwise) and one
    /// at the middle of each edge, outside the box, 3 pt thick.
    public var handles: [CGRect]
    /// The mask's ring, in the box's own space (origin at the box's top-left): a frame of the box
    /// grown by ``maskRingWidth``, whose border of that width, with corner radius
    /// ``maskRingCornerRadius``, shades the box's corners outside the mask. Clip it to the box.
    public var maskRingFrame: CGRect
    /// The ring's corner radius: the mask's radius plus the ring's width.
    public var maskRingCornerRadius: CGFloat
    /// The ring's border width: half the bounds' longer side (constant while the bounds are),
    /// so that its inner edge is the mask whatever the box.
    public var maskRingWidth: CGFloat
    /// Where VoiceOver finds each edge (top, right, bottom, left): a 44 pt band along it.
    public var edgeAccessibilityFrames: [CGRect]
    /// The dial's value: the straightening as shown, degrees clockwise.
    public var angleDegrees: CGFloat
    /// The aspect-ratio button's title: the preset in force ("Free", "Square", "4:3" …).
    public var aspectRatioName: String
    /// The toolbar's frame (0 pt tall when hidden).
    public var toolbarFrame: CGRect
    /// The dial's frame (0 pt tall when hidden).
    public var dialFrame: CGRect
    /// What VoiceOver says the dial's value is: "10 degrees".
    public var angleAccessibilityValue: String
    /// What VoiceOver says each edge's value is: the output's size, "2892 by 2446 pixels"
    /// ("No image" without one).
    public var cropAccessibilityValue: String

    /// The scene of an editor with nothing to show yet (no image or no usable layout): every
    /// frame empty but the controls', the dial at 0.
    static func empty(layout: CropEditorLayout, aspectRatio: CropAspectRatio) -> CropEditorScene {
        var scene = CropEditorScene(
            geometry: CropEditorGeometry(imagePixelSize: .zero, orientation: .identity, angleDegrees: 0, scale: 1,
                                         imageCenter: .zero, box: .zero, availableRect: .zero, limits: CropEditorLimits()),
            layout: layout, showsGrid: false, mask: .rectangle, aspectRatio: aspectRatio)
        scene.imageGeometry = ViewGeometry(frame: .zero)
        scene.shades = Array(repeating: .zero, count: 4)
        scene.handles = Array(repeating: .zero, count: 12)
        scene.maskRingFrame = .zero
        scene.maskRingCornerRadius = 0
        scene.maskRingWidth = 0
        scene.gridLines = Array(repeating: .zero, count: 4)
        scene.edgeAccessibilityFrames = Array(repeating: .zero, count: 4)
        scene.cropAccessibilityValue = "No image"
        return scene
    }

    /// The scene of `geometry` in `layout`.
    ///
    /// - Parameters:
    ///   - showsGrid: whether a gesture or the dial is moving something.
    ///   - mask: the mask drawn in the box.
    ///   - aspectRatio: the preset in force.
    init(geometry: CropEditorGeometry, layout: CropEditorLayout, showsGrid: Bool, mask: CropMask,
         aspectRatio: CropAspectRatio) {
        let box = geometry.box
        let bounds = layout.bounds
        imageGeometry = geometry.imageViewGeometry
        self.box = box
        shades = [
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Swift.max(0, box.minY - bounds.minY)),
            CGRect(x: bounds.minX, y: box.maxY, width: bounds.width, height: Swift.max(0, bounds.maxY - box.maxY)),
            CGRect(x: bounds.minX, y: box.minY, width: Swift.max(0, box.minX - bounds.minX), height: box.height),
            CGRect(x: box.maxX, y: box.minY, width: Swift.max(0, bounds.maxX - box.maxX), height: box.height),
        ]
        let line: CGFloat = 1
        gridLines = [1, 2].map { CGRect(x: box.minX + box.width * $0 / 3 - line / 2, y: box.minY, width: line, height: box.height) }
            + [1, 2].map { CGRect(x: box.minX, y: box.minY + box.height * $0 / 3 - line / 2, width: box.width, height: line) }
        gridOpacity = showsGrid ? 1 : 0
        handles = Self.handles(around: box)
        let radius = mask.cornerRadius(forBoxOfSize: box.size)
        let ring = Swift.max(bounds.width, bounds.height) / 2
        maskRingWidth = ring
        maskRingFrame = CGRect(x: -ring, y: -ring, width: box.width + 2 * ring, height: box.height + 2 * ring)
        maskRingCornerRadius = radius + ring
        let band = CropEditorScene.accessibilityBand
        edgeAccessibilityFrames = [
            CGRect(x: box.minX, y: box.minY - band / 2, width: box.width, height: band),
            CGRect(x: box.maxX - band / 2, y: box.minY, width: band, height: box.height),
            CGRect(x: box.minX, y: box.maxY - band / 2, width: box.width, height: band),
            CGRect(x: box.minX - band / 2, y: box.minY, width: band, height: box.height),
        ]
        angleDegrees = geometry.angleDegrees
        angleAccessibilityValue = "\(Self.text(geometry.angleDegrees)) degrees"
        let output = geometry.result.outputPixelSize
        cropAccessibilityValue = "\(Self.text(output.width)) by \(Self.text(output.height)) pixels"
        aspectRatioName = aspectRatio.name
        toolbarFrame = layout.toolbarFrame
        dialFrame = layout.dialFrame
    }

    /// A number as VoiceOver reads it: rounded to a tenth, without a trailing ".0".
    static func text(_ value: CGFloat) -> String {
        let tenths = (value * 10).rounded() / 10
        guard tenths.isFinite, abs(tenths) < 1e12 else { return "0" }
        return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(Double(tenths))"
    }

    /// The thickness of an edge's VoiceOver band, points: 44.
    static let accessibilityBand: CGFloat = 44

    /// The twelve handle bars around `box`: 20 pt corner bars and 24 pt edge bars, 3 pt thick,
    /// just outside the box's outline.
    static func handles(around box: CGRect) -> [CGRect] {
        let (thick, corner, edge) = (CGFloat(3), CGFloat(20), CGFloat(24))
        let (left, top, right, bottom) = (box.minX - thick, box.minY - thick, box.maxX, box.maxY)
        return [
            // Top-left: across, down; top-right: across, down; bottom-right; bottom-left.
            CGRect(x: left, y: top, width: corner, height: thick), CGRect(x: left, y: top, width: thick, height: corner),
            CGRect(x: right + thick - corner, y: top, width: corner, height: thick),
            CGRect(x: right, y: top, width: thick, height: corner),
            CGRect(x: right + thick - corner, y: bottom, width: corner, height: thick),
            CGRect(x: right, y: bottom + thick - corner, width: thick, height: corner),
            CGRect(x: left, y: bottom, width: corner, height: thick),
            CGRect(x: left, y: bottom + thick - corner, width: thick, height: corner),
            // The middles of the top, right, bottom and left edges.
            CGRect(x: box.midX - edge / 2, y: top, width: edge, height: thick),
            CGRect(x: right, y: box.midY - edge / 2, width: thick, height: edge),
            CGRect(x: box.midX - edge / 2, y: bottom, width: edge, height: thick),
            CGRect(x: left, y: box.midY - edge / 2, width: thick, height: edge),
        ]
    }
}
