import Foundation
@_spi(Internals) import ZoomableImageCore

// What must change nothing, what a decode is planned for, and the probe steps: the layout, crop
// and decode-plan checks driven from the same bytes as the inputs.
extension InteractionFuzzRun {
    /// Commands with a bad value (DefinedBehaviour.md: a non-finite point, a non-finite or
    /// non-positive scale, a non-finite or null rect) and the echo of the view's own write change
    /// nothing at all: no effect, no report, no state. The same layout values, limits or opening
    /// again (an Auto Layout pass, a SwiftUI update) change nothing in the engine and neither cut
    /// nor start an animation.
    func changesNothing(_ input: ZoomInput, effects: ZoomEffects, before: ZoomInteraction,
                        handled: ZoomInteraction) -> String? {
        let ignored: Bool
        switch input {
        case .setZoomScale(let scale, _, _, let anchor):
            ignored = !(scale.isFinite && scale > 0) || !(anchor.map(LayoutChecks.isFinite) ?? true)
        case .zoomToPixelRect(let rect, _, _): ignored = !LayoutChecks.isFinite(rect) || rect.isNull
        case .doubleTap(.ended, let location?, _): ignored = !LayoutChecks.isFinite(location)
        case .center(_, _, true), .bounds(_, _, true), .frame(_, _, true): ignored = true
        case .container, .center, .bounds, .frame, .contentMode, .cropOpening, .configuration:
            let (old, new) = (before.engine, interaction.engine)
            let sameValues = old.containerBounds == new.containerBounds && old.restingFrame == new.restingFrame
                && old.contentFrame == new.contentFrame && old.explicitCoverageRect == new.explicitCoverageRect
                && old.coveragePolicy == new.coveragePolicy && Self.isSame(old.configuration, new.configuration)
            guard sameValues else { return nil }
            let moved = effects.stopsAnimation || effects.startsAnimation || effects.appliesGeometry
            guard moved || before.animationID != interaction.animationID || !Self.isUnchanged(new, old) else { return nil }
            return "the same layout values, limits and opening changed the engine or its animation: \(effects)"
        default:
            return nil
        }
        guard ignored, effects != ZoomEffects() || !Self.isUnchanged(handled, before) else { return nil }
        return "an input that must be ignored changed something: \(effects)"
    }

    /// A decode is planned for the current load with a usable size, scale and maximum zoom; a
    /// copy of another size is asked for only at rest, in a window, for the original on screen,
    /// and its plan keeps the plan's rules.
    func decodeRequest(for input: ZoomInput) -> String? {
        let request = interaction.decodeRequest
        let size = request.containerSize
        guard request.generation == interaction.loadGeneration,
              size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              request.screenScale.isFinite, request.screenScale > 0,
              request.maximumZoomScale.isFinite, request.maximumZoomScale > 0
        else { return "a decode was started for an unusable request: \(request)" }
        if case .loadStarted = input { return nil }
        guard let original = interaction.image.original, !interaction.isZooming, interaction.display.windowSize != nil else {
            return "a copy of another size was asked for while moving, off screen or without an original"
        }
        return CropAndPlanChecks.plan(DownsampleInputs(sourcePixelSize: original.pixelSize,
                                                       sourceOrientation: original.orientation,
                                                       containerSize: size, screenScale: request.screenScale,
                                                       maximumZoomScale: request.maximumZoomScale,
                                                       contentMode: request.contentMode))
    }

    /// Maps a point and a rect through the view's image layout, with the standard probes.
    func probe(point: CGPoint, rect: CGRect) {
        let layout = interaction.imageLayout
        report(LayoutChecks.check(layout, points: LayoutChecks.standardPoints(layout) + [point],
                                  rects: LayoutChecks.standardRects(layout) + [rect]))
    }

    /// Crops of the view's image layout: `rect` as a view rect and as a pixel rect, the engine's
    /// crop region (through the layout at the engine's origin: the view's bounds at zero), its
    /// coverage rect in view space, and the largest centred opening of `aspectRatio` in `rect`.
    func crop(_ rect: CGRect, aspectRatio: CGFloat) {
        let layout = interaction.imageLayout
        let engine = interaction.engine
        let region = CropRegion(viewRect: rect, layout: layout)
        report(CropAndPlanChecks.region(region, layout: layout, name: "CropRegion(viewRect:)"))
        if layout.isEmpty, region != nil { report("CropRegion(viewRect:) on an empty layout is not nil") }
        report(CropAndPlanChecks.region(CropRegion(pixelRect: rect, layout: layout), layout: layout,
                                        name: "CropRegion(pixelRect:)"))
        let atOrigin = interaction.image.layout(contentMode: interaction.contentMode,
                                                bounds: CGRect(origin: .zero, size: interaction.viewBounds.size))
        report(CropAndPlanChecks.region(engine.cropRegion(in: atOrigin), layout: atOrigin, name: "ZoomEngine.cropRegion(in:)"))
        let inView = engine.coverageRectInView
        if EngineChecks.isInBand(engine), [inView.minX, inView.minY, inView.width, inView.height].contains(where: \.isNaN) {
            report("coverageRectInView has NaN: \(inView)")
        }
        report(CropAndPlanChecks.opening(CropOpening.largestCenteredRect(aspectRatio: aspectRatio, in: rect),
                                         aspectRatio: aspectRatio, in: rect))
    }

    /// Whether two configurations are the same, bit for bit (NaN limits included).
    static func isSame(_ a: ZoomConfiguration, _ b: ZoomConfiguration) -> Bool {
        a.minimumZoomScale.bitPattern == b.minimumZoomScale.bitPattern
            && a.maximumZoomScale.bitPattern == b.maximumZoomScale.bitPattern
            && a.doubleTapZoomScale.bitPattern == b.doubleTapZoomScale.bitPattern
            && a.bouncesZoom == b.bouncesZoom && a.bouncesPan == b.bouncesPan
    }

    /// Whether nothing in the engine changed: `==`, or with a NaN in the configuration (never
    /// == itself) the same configuration bit for bit and everything else `==`, or else equal
    /// descriptions.
    static func isUnchanged(_ engine: ZoomEngine, _ before: ZoomEngine) -> Bool {
        if engine == before { return true }
        guard isSame(engine.configuration, before.configuration) else { return false }
        var normalized = engine
        normalized.configuration = before.configuration
        return normalized == before || String(describing: engine) == String(describing: before)
    }

    /// Whether nothing at all changed: `==`, or equal descriptions when a NaN (in a
    /// configuration, a layout) makes `==` false.
    static func isUnchanged<Value: Equatable>(_ value: Value, _ before: Value) -> Bool {
        value == before || String(describing: value) == String(describing: before)
    }
}
