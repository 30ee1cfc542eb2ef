import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The editor's image and layout, its animations' ends, and "Done" and "Cancel".
extension CropEditorStateMachine {
    /// The view was laid out. The first usable layout with an image opens it; a later one keeps
    /// the region under the box, refitted to the new space (a rotation, split view, the toolbar
    /// hidden). A gesture under way ends there, without its settle (its later events are
    /// ignored); an animation stops at its target. A layout with no room for a box (a view
    /// shrunk to nothing) keeps the geometry for the next one. The scene is written inside the
    /// layout's own animation, if any (``CropEditorLayoutAction/relayOut``): a rotation moves the
    /// crop with the editor's frame instead of snapping it.
    public mutating func layOut(_ newLayout: CropEditorLayout) -> CropEditorLayoutAction {
        let changed = newLayout != layout
        layout = newLayout
        switch state {
        case .waiting:
            guard let geometry = openingGeometry() else { return changed ? .relayOut : .none }
            state = .ready(geometry, .rest)
            return .relayOut
        case .ready(let geometry, let motion):
            guard changed, newLayout.availableRect.hasPositiveFiniteArea else { return changed ? .relayOut : .none }
            state = .ready(settled(geometry, after: motion).relaidOut(availableRect: newLayout.availableRect), .rest)
            applyPendingMask()
            return .relayOut
        }
    }

    /// A new image, of `pixelSize` oriented pixels (`nil` or unusable: none), opened as
    /// `result` left it if given and usable, else whole (or the largest box of the preset the
    /// editor was made with). Whatever was under way ends.
    public mutating func setImage(pixelSize: CGSize?, startingFrom result: CropEditorResult?) -> CropEditorImageAction {
        applyPendingMask()
        imagePixelSize = pixelSize.flatMap { $0.isPositiveAndFinite ? $0 : nil }
        startingResult = result
        aspectRatio = resetAspectRatio
        reportedResult = nil
        switch state {
        case .waiting:
            guard let geometry = openingGeometry() else { return .none }
            state = .ready(geometry, .rest)
            return .show
        case .ready:
            state = openingGeometry().map { .ready($0, .rest) } ?? .waiting
            return .show
        }
    }

    /// An animation completed: at rest if it was the last one started (an earlier one's late
    /// completion is ignored).
    public mutating func animationFinished(id: Int) {
        switch state {
        case .ready(let geometry, .animating(let running)):
            if running == id { state = .ready(geometry, .rest) }
        case .waiting, .ready(_, .rest), .ready(_, .draggingBox), .ready(_, .panningImage), .ready(_, .pinching),
             .ready(_, .straightening):
            break
        }
    }

    /// "Done": the result, settled as if every gesture ended now (a dragged box's region, the
    /// zoom back in its limits), and the editor at rest there. Nothing while waiting.
    public mutating func finish() -> CropEditorFinishAction {
        switch state {
        case .waiting:
            return .none
        case .ready(let geometry, let motion):
            let settled = settled(geometry, after: motion)
            applyPendingMask()
            state = .ready(settled, .rest)
            return .done(settled.result)
        }
    }

    /// "Cancel": reported in every state (an app closes the editor whether or not it showed an
    /// image); the editor stays as it is.
    public func cancel() -> CropEditorFinishAction {
        switch state {
        case .waiting, .ready: return .cancelled
        }
    }
}
