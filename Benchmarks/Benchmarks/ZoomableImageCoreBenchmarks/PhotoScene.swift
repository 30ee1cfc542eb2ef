import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// The scene every benchmark measures: a 4032 × 3024 px photo (a 12 MP phone camera, scale 1)
/// aspect-fit in a 390 × 844 pt container (an iPhone 14 in portrait), the image view filling
/// the container.
///
/// The photo is wider than the container, so it is drawn 390 × 292.5 pt at y = 275.75: zoomed
/// up to 2.88×, x covers the container (clamped between edges) while y is shorter than it
/// (centred, and rubber-banded when dragged), so both settle rules are on the measured path.
///
/// Inputs come from tables of ``tableSize`` entries, indexed with `index & tableMask`, so the
/// optimizer cannot fold the calls into constants and one lap of the table returns the engine to
/// where it started (pinch factors multiply to 1, translations sum to zero).
enum PhotoScene {
    /// The container (the image view's superview), in container space (points).
    static let containerBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The image view's layout: 4032 × 3024 px at scale 1, `.scaleAspectFit`, bounds at zero.
    static let layout = ImageLayout(
        imageSize: CGSize(width: 4032, height: 3024),
        contentMode: .scaleAspectFit,
        bounds: containerBounds
    )

    /// Entries per input table; a power of two so `index & tableMask` picks one.
    static let tableSize = 16
    /// `tableSize − 1`.
    static let tableMask = tableSize - 1

    /// A point on a circle of `radius` around the container's centre, `step` 16ths of a turn on.
    static func pointOnCircle(_ step: Int, radius: CGFloat, around center: CGPoint? = nil) -> CGPoint {
        let center = center ?? CGPoint(x: containerBounds.midX, y: containerBounds.midY)
        let angle = 2 * Double.pi * Double(step) / Double(tableSize)
        return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
    }

    /// An engine at rest for the photo: scale 1, default configuration (limits 1…4, bouncing).
    static func restingEngine() -> ZoomEngine {
        ZoomEngine(containerBounds: containerBounds, restingFrame: containerBounds,
                   contentFrame: layout.imageFrame)
    }

    /// An engine zoomed to `scale` around a point right of and below the centre, settled.
    static func zoomedEngine(_ scale: CGFloat) -> ZoomEngine {
        var engine = restingEngine()
        engine.setZoomScale(scale, around: CGPoint(x: 250, y: 500))
        return engine
    }

    // MARK: - Gesture inputs

    /// Pinch scale factors since the last reset: spreading and closing by 1.5 % per event,
    /// as at 120 Hz. Consecutive pairs cancel, so a lap leaves the zoom scale unchanged.
    static let pinchFactors: [CGFloat] = (0..<tableSize).map { $0.isMultiple(of: 2) ? 1.015 : 1 / 1.015 }

    /// Pinch centroids circling 6 pt around the centre: the fingers drift, which pans.
    static let pinchCentroids: [CGPoint] = (0..<tableSize).map { pointOnCircle($0, radius: 6) }

    /// Pan translations since the last reset: 4 pt per event (480 pt/s at 120 Hz) turning full
    /// circle, so a lap sums to zero. The vertical part rubber-bands (the image is shorter than
    /// the container at every zoom used here).
    static let panTranslations: [CGPoint] = (0..<tableSize).map {
        pointOnCircle($0, radius: 4, around: .zero)
    }

    /// Release velocities (points per second) of a fling, in every direction.
    static let releaseVelocities: [CGPoint] = (0..<tableSize).map {
        pointOnCircle($0, radius: 900, around: .zero)
    }

    /// Double-tap locations spread over the drawn image, in container space.
    static let tapLocations: [CGPoint] = (0..<tableSize).map { pointOnCircle($0, radius: 120) }

    /// An engine mid-pinch at zoom 2, its focal point already at the last centroid of
    /// ``pinchCentroids`` (so the first measured event pans like every other).
    static func pinchingEngine() -> ZoomEngine {
        var engine = zoomedEngine(2)
        engine.beginInteraction()
        engine.pinch(by: 1, around: pinchCentroids[tableMask])
        return engine
    }

    /// An engine mid-pan at zoom 2.5.
    static func panningEngine() -> ZoomEngine {
        var engine = zoomedEngine(2.5)
        engine.beginInteraction()
        return engine
    }

    /// An engine mid-pinch past the maximum zoom, the state a settle has most work to do from:
    /// zoomed to 3.5, then pinched by 1.6 (rubber-banded past 4) around an off-centre focal
    /// point, so settling pulls the scale back around that point before it projects and clamps.
    static func overZoomedEngine() -> ZoomEngine {
        var engine = zoomedEngine(3.5)
        engine.beginInteraction()
        engine.pinch(by: 1, around: CGPoint(x: 300, y: 600))
        engine.pinch(by: 1.6, around: CGPoint(x: 320, y: 620))
        return engine
    }

    // MARK: - Mapping inputs

    /// View points (the view's own space) spread over the drawn image.
    static let viewPoints: [CGPoint] = (0..<tableSize).map {
        pointOnCircle($0, radius: 100, around: CGPoint(x: layout.imageFrame.midX, y: layout.imageFrame.midY))
    }

    /// View geometries at several zoom scales and positions, as a gesture leaves them.
    static let zoomedGeometries: [ViewGeometry] = (0..<tableSize).map { step in
        var engine = zoomedEngine(1 + CGFloat(step) * 0.2)
        engine.pan(by: pointOnCircle(step, radius: 40, around: .zero))
        return engine.geometry
    }

    /// The container → pixel transform for a view zoomed to 2.5: what a batch of points is
    /// mapped through.
    static let containerToPixel: CGAffineTransform = zoomedEngine(2.5).geometry.viewToSuperviewTransform
        .inverted()
        .concatenating(layout.viewToPixelTransform)
}

extension PhotoScene {
    /// The photo's view as the interaction model sees it: initialized, in its container, aspect
    /// fit, showing the photo — at rest.
    static func restingInteraction() -> ZoomInteraction {
        var interaction = ZoomInteraction()
        let inputs: [ZoomInput] = [
            .initialize(center: CGPoint(x: containerBounds.midX, y: containerBounds.midY), bounds: containerBounds),
            .contentMode(.scaleAspectFit),
            .container(containerBounds),
            .image(ImageDescription(size: CGSize(width: 4032, height: 3024), scale: 1, orientation: .up), identity: 1),
        ]
        for input in inputs {
            _ = interaction.handle(input)
        }
        drain(&interaction)
        return interaction
    }

    /// Mid-pinch at zoom 2, the fingers' last centroid the last of ``pinchCentroids``.
    static func pinchingInteraction() -> ZoomInteraction {
        var interaction = restingInteraction()
        _ = interaction.handle(.setZoomScale(2, animated: false, shown: ShownGeometry(interaction.geometry)))
        _ = interaction.handle(.pinch(.began, scale: 1, centroid: pinchCentroids[tableMask], touchCount: 2))
        drain(&interaction)
        return interaction
    }

    /// Mid-pan at zoom 2.5.
    static func panningInteraction() -> ZoomInteraction {
        var interaction = restingInteraction()
        _ = interaction.handle(.setZoomScale(2.5, animated: false, shown: ShownGeometry(interaction.geometry)))
        _ = interaction.handle(.pan(.began, translation: .zero, velocity: .zero))
        drain(&interaction)
        return interaction
    }

    /// Takes every queued report, as the view delivers them.
    static func drain(_ interaction: inout ZoomInteraction) {
        while interaction.takeReport() != nil {}
    }
}
