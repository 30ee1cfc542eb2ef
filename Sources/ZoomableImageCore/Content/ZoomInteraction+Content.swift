import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Content drawn again at rest: which content (its identity, as the view gave it with
/// ``ZoomInput/image(_:identity:)``) and at what scale.
struct RenderedContent: Equatable, Sendable {
    /// The content's identity; `nil` when the view gave none.
    public var identity: UInt?
    /// The scale it was drawn at.
    public var scale: ContentRenderScale

    /// Describes content drawn at a scale.
    ///
    /// - Parameters:
    ///   - identity: the content's identity.
    ///   - scale: the scale.
    public init(identity: UInt?, scale: ContentRenderScale) {
        self.identity = identity
        self.scale = scale
    }
}

extension ZoomInteraction {
    /// The scale content (not an image) is drawn at for what the view shows now: the display's
    /// scale × the zoom × the points per content point its content mode gives at rest (the larger
    /// axis for `.scaleToFill`). `nil` for an image, or content with nothing laid out.
    public var contentRenderScale: ContentRenderScale? {
        guard image.isContent, !imageLayout.isEmpty else { return nil }
        let frame = imageLayout.imageFrame, size = imageLayout.imageSize
        let pointsPerContentPoint = max(frame.width / size.width, frame.height / size.height)
        let display = display.effectiveScale
        return ContentRenderScale(shownScale: display * engine.zoomScale * pointsPerContentPoint, displayScale: display,
                                  contentSize: size)
    }

    /// At rest, content shown at a resolution it was not drawn at — new content, a new zoom, a
    /// new layout or display — is drawn again (``ZoomEffects/rendersContent``). Never during a
    /// gesture or an animation: drawing a large layer again takes longer than a frame, and the
    /// scale is only final once the view has come to rest.
    mutating func followContentRendering(_ effects: inout ZoomEffects) {
        switch motion {
        case .rest:
            break
        case .ended, .gesture, .animating, .holding:
            // Still moving (`.ended` becomes `.rest` before this runs): drawn once it rests.
            return
        }
        guard let scale = contentRenderScale else { return }
        let next = RenderedContent(identity: imageIdentity, scale: scale)
        guard next != renderedContent else { return }
        renderedContent = next
        effects.rendersContent = true
    }

    /// The same content (the same identity) with a new description: content that changed size
    /// is laid out again, keeping the zoomed spot as a content-mode change does — a SwiftUI view
    /// whose size follows its container, a diagram that grew. An image's identity is its object,
    /// so the same image again changes nothing.
    mutating func resizeContent(_ content: ImageDescription, _ effects: inout ZoomEffects) {
        guard content.isContent, image.isContent, content != image else { return }
        image = content
        relayout(&effects)
    }
}
