import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// The part of the image visible in the coverage rect (the container, or a crop opening), in
    /// oriented pixels (not rounded). `.zero` when nothing is visible or there is no image.
    public var visibleImagePixelRect: CGRect {
        visibleImageViewRect.map { imageLayout.pixelRect(forViewRect: $0) } ?? .zero
    }

    /// The visible part of the image in stored (`cgImage`) pixels (not rounded). `.zero` when
    /// nothing is visible or there is no image.
    public var visibleCGImagePixelRect: CGRect {
        visibleImageViewRect.map { imageLayout.cgImagePixelRect(forViewRect: $0) } ?? .zero
    }

    /// The visible part of the drawn image, in the view's own space (bounds origin included).
    var visibleImageViewRect: CGRect? {
        guard !imageLayout.isEmpty else { return nil }
        let visible = engine.visibleContentRect.offsetBy(dx: viewBounds.minX, dy: viewBounds.minY)
            .intersectionOrNull(imageLayout.imageFrame)
        return visible.isNull || visible.width <= 0 || visible.height <= 0 ? nil : visible
    }

    /// What the view's `center` reports: its resting centre (what `center` was set to, like
    /// `frame` reports the resting frame), or UIKit's own value (`super.center`) before the view
    /// has initialized.
    public func reportedCenter(uiKitCenter: CGPoint) -> CGPoint {
        isInitialized ? restingCenter : uiKitCenter
    }

    /// The part of the view on screen, container space (points): its frame under the zoom, clipped
    /// to the container; `.zero` when none of it is (or there is no container). What VoiceOver's
    /// focus ring should surround, and where its activation lands (the middle): the view's own
    /// frame under a 4× zoom reaches far outside the container. `.zero` too for a container with
    /// a NaN or infinite edge (Foundation's `intersection` traps on a NaN origin on Linux).
    public var visibleFrameInContainer: CGRect {
        guard let containerBounds, containerBounds.isFiniteRect else { return .zero }
        let visible = engine.geometry.frame.intersectionOrNull(containerBounds)
        return visible.isNull || visible.isEmpty ? .zero : visible
    }
}
