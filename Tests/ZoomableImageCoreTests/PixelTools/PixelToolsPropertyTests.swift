import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The pixel tools over random sessions of the whole view (``InteractionScenario``: gestures,
/// flings, double taps, commands, layout, image and crop changes, animations caught or completed
/// at random points), checked after every step at the geometry the simulated screen shows —
/// mid-animation geometry included:
///
/// - a marker written at the animation's target and animated along the same curve is where its
///   placement at the shown geometry is (never a frame behind), and that place maps back to its
///   pixel;
/// - grid lines are finite, increasing, inside their extent (itself inside the drawn image),
///   each within half a device pixel of a boundary between pixels and centred on a device pixel,
///   at most ``PixelGridLines/maximumLineCount`` per axis, and only when a pixel spans 8 pt at
///   the written geometry and at the one on screen.
@MainActor
@Suite struct PixelToolsPropertyTests {
    static let sessionCount: UInt64 = 4_000

    @Test func markersAndGridHoldThroughRandomSessions() {
        var failures = 0
        for seed in 0..<Self.sessionCount {
            let session = InteractionScenario.run(seed: seed, observe: Self.check)
            guard let violation = session.violation else { continue }
            failures += 1
            Issue.record("seed \(seed): \(violation)\n\(InteractionInvariants.report(session.inputs))")
            if failures >= 3 { break }
        }
    }

    static func check(_ view: SimulatedView, _ random: inout SeededGenerator) -> String? {
        let interaction = view.interaction
        let layout = interaction.imageLayout
        guard !layout.isEmpty else { return nil }
        let pixel = CGPoint(x: layout.pixelSize.width * random.uniform(0...1), y: layout.pixelSize.height * random.uniform(0...1))
        return checkMarker(at: pixel, view) ?? checkGrid(view, windowOrigin: CGPoint(x: random.uniform(-3...3), y: random.uniform(-3...3)))
    }

    static func checkMarker(at pixel: CGPoint, _ view: SimulatedView) -> String? {
        let interaction = view.interaction
        let shown = interaction.overlayPlacement(forPixel: pixel, scalesWithImage: true, at: view.shown)
        guard shown.center.isFinitePoint, [shown.transform.a, shown.transform.d].allSatisfy(\.isFinite) else {
            return "marker at \(pixel): non-finite placement \(shown)"
        }
        if let animation = view.animation {
            let from = interaction.overlayPlacement(forPixel: pixel, scalesWithImage: true, at: ShownGeometry(animation.from))
            let to = interaction.overlayPlacement(forPixel: pixel, scalesWithImage: true, at: ShownGeometry(animation.to))
            let t = view.animationProgress
            let animated = CGPoint(x: from.center.x + (to.center.x - from.center.x) * t,
                                   y: from.center.y + (to.center.y - from.center.y) * t)
            let tolerance = 1e-9 * max(1, abs(from.center.x), abs(to.center.x), abs(from.center.y), abs(to.center.y))
            guard abs(animated.x - shown.center.x) <= tolerance, abs(animated.y - shown.center.y) <= tolerance else {
                return "marker at \(pixel) animated to \(animated) but the view shows its pixel at \(shown.center)"
            }
        }
        let geometry = interaction.viewGeometry(view.shown)
        guard geometry.viewToSuperviewTransform.finiteInverse != nil, !shown.isHidden else { return nil }
        let back = interaction.imageLayout.pixel(forViewPoint: geometry.convertFromSuperview(shown.center))
        let size = interaction.imageLayout.pixelSize
        guard abs(back.x - pixel.x) <= 1e-6 * max(1, size.width), abs(back.y - pixel.y) <= 1e-6 * max(1, size.height) else {
            return "marker at \(pixel) maps back to \(back)"
        }
        return nil
    }

    static func checkGrid(_ view: SimulatedView, windowOrigin: CGPoint) -> String? {
        let interaction = view.interaction
        let target = ShownGeometry(center: view.center, transform: view.transform)
        let options = PixelPresentationOptions(magnification: .sharp, showsGrid: true)
        let presentation = interaction.pixelPresentation(from: view.shown, to: target, options: options,
                                                         containerOriginInWindow: windowOrigin)
        let grid = presentation.grid
        guard presentation.devicePixelsPerPixel.isFinite, presentation.devicePixelsPerPixel >= 0 else {
            return "device pixels per pixel \(presentation.devicePixelsPerPixel)"
        }
        guard !grid.isHidden else { return nil }
        let layout = interaction.imageLayout
        let k = interaction.display.effectiveScale
        let geometry = interaction.viewGeometry(target)
        let scale = geometry.transform.a
        let spacing = CGSize(width: layout.imageFrame.width / layout.pixelSize.width,
                             height: layout.imageFrame.height / layout.pixelSize.height)
        guard min(spacing.width, spacing.height) * scale >= 8 - 1e-9 else {
            return "grid shown with pixels of \(min(spacing.width, spacing.height) * scale) pt"
        }
        let shownScale = view.shown.transform.a
        guard !(shownScale.isFinite && shownScale > 0) || min(spacing.width, spacing.height) * shownScale >= 8 - 1e-9 else {
            return "grid shown while the screen shows pixels of \(min(spacing.width, spacing.height) * shownScale) pt"
        }
        let frame = layout.imageFrame
        let slack = 1e-9 * max(1, abs(frame.minX), abs(frame.maxX), abs(frame.minY), abs(frame.maxY))
        guard grid.extent.isFiniteRect, grid.extent.minX >= frame.minX - slack, grid.extent.maxX <= frame.maxX + slack,
              grid.extent.minY >= frame.minY - slack, grid.extent.maxY <= frame.maxY + slack
        else { return "grid extent \(grid.extent) outside the image \(frame)" }
        guard grid.verticalLines.count <= PixelGridLines.maximumLineCount,
              grid.horizontalLines.count <= PixelGridLines.maximumLineCount else { return "too many lines" }
        guard isClose(grid.lineWidth, 1 / (k * scale)) else { return "line width \(grid.lineWidth) at zoom \(scale)" }
        let toContainer = geometry.viewToSuperviewTransform
        for (lines, origin, step, window, axis) in [
            (grid.verticalLines, frame.minX, spacing.width, windowOrigin.x, "x"),
            (grid.horizontalLines, frame.minY, spacing.height, windowOrigin.y, "y"),
        ] {
            guard zip(lines, lines.dropFirst()).allSatisfy({ $0 < $1 }) else { return "\(axis) lines not increasing" }
            for line in lines {
                // The boundary nearest to the line, and both on screen (device pixels).
                let boundary = origin + ((line - origin) / step).rounded() * step
                let point = { (value: CGFloat) in axis == "x" ? CGPoint(x: value, y: frame.midY) : CGPoint(x: frame.midX, y: value) }
                let onScreen = { (value: CGFloat) -> CGFloat in
                    let p = point(value).applying(toContainer)
                    return ((axis == "x" ? p.x : p.y) + window) * k
                }
                let device = onScreen(line)
                guard abs(device - onScreen(boundary)) <= 0.5 + 1e-6 * max(1, abs(device)) else {
                    return "\(axis) line \(line) is \(abs(device - onScreen(boundary))) device px from boundary \(boundary)"
                }
                let phase = device - 0.5 - (device - 0.5).rounded()
                guard abs(phase) <= 1e-6 * max(1, abs(device)) else {
                    return "\(axis) line \(line) is not on a device pixel's middle (\(device))"
                }
                let extent = axis == "x" ? (grid.extent.minX, grid.extent.maxX) : (grid.extent.minY, grid.extent.maxY)
                guard line >= extent.0 - step, line <= extent.1 + step else { return "\(axis) line \(line) outside \(extent)" }
            }
        }
        return nil
    }
}
