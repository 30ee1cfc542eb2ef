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

/// What happened to content (not an image) while something moved it — a gesture, an animation,
/// a touch holding one — kept until it rests, so that nothing under the fingers changes size.
struct DeferredContent: Equatable, Sendable {
    /// The same content at a new size, measured meanwhile (a new container size, a new
    /// ``ZoomableView`` content size); `nil` when none, or when it came back to the size shown.
    var resize: ImageDescription?
    /// Whether the content changed (``ZoomInput/contentChanged``): measured once it rests.
    var needsMeasuring = false
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

    /// What waited for the content to rest (``DeferredContent``), once it does: a size measured
    /// while it moved is applied — laid out again keeping the zoomed spot, the content view placed
    /// again, the interaction's end reported if that moved it — and a change is measured. Runs
    /// before the zoom change and end are reported (a new layout can move the zoom into new
    /// limits) and before the content is drawn again (so that it is drawn at the layout it rests
    /// in).
    mutating func applyDeferredContent(_ effects: inout ZoomEffects) {
        switch motion {
        case .rest, .ended:
            break
        case .gesture, .animating, .holding:
            return      // still moving: it waits
        }
        let deferred = deferredContent
        deferredContent = DeferredContent()
        if let resize = deferred.resize {
            let before = engine.geometry
            image = resize
            relayout(&effects)
            effects.placesContent = true
            // The interaction it waited for ends with it: its end reports where it rests, even
            // when the interaction itself moved nothing.
            if engine.geometry != before { motion = .ended }
        }
        effects.measuresContent = effects.measuresContent || deferred.needsMeasuring
    }

    /// The same content (the same identity) with a new description: content that changed size
    /// is laid out again, keeping the zoomed spot as a content-mode change does — a SwiftUI view
    /// whose size follows its container, a diagram that grew. An image's identity is its object,
    /// so the same image again changes nothing.
    ///
    /// While a gesture, an animation or a held touch moves the content, the new size waits
    /// (``DeferredContent/resize``) and is applied once it rests (``applyDeferredContent(_:)``):
    /// a layout under the fingers would move what they hold, and one under an animation would cut
    /// it short. The last size measured meanwhile wins; the size shown again cancels it.
    mutating func resizeContent(_ content: ImageDescription, _ effects: inout ZoomEffects) {
        guard content.isContent, image.isContent else { return }
        switch motion {
        case .rest, .ended:
            deferredContent.resize = nil
            guard content != image else { return }
            image = content
            relayout(&effects)
        case .gesture, .animating, .holding:
            deferredContent.resize = content == image ? nil : content
        }
    }

    /// The content changed (``ZoomInput/contentChanged``): measured again at once at rest, else
    /// once it rests. An image has nothing to measure: ignored.
    mutating func contentChanged(_ effects: inout ZoomEffects) {
        guard image.isContent else { return }
        switch motion {
        case .rest, .ended:
            effects.measuresContent = true
        case .gesture, .animating, .holding:
            deferredContent.needsMeasuring = true
        }
    }
}
