import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One input to a crop editor, as a plain value: what the view learnt from UIKit or was told by
/// the app. ``CropEditorHost/send(_:)`` feeds it to the ``CropEditorStateMachine`` and performs
/// what comes back.
@_spi(Internals)
public enum CropEditorEvent: Equatable, Sendable {
    /// The view's bounds, safe area or controls changed.
    case layout(CropEditorLayout)
    /// A new image, its oriented pixel size (`nil`: none), and the result to open it as.
    case image(pixelSize: CGSize?, startingFrom: CropEditorResult?)
    /// The pan recognizer: its phase, location and translation (since it began) in the
    /// container.
    case pan(RecognizerPhase, location: CGPoint, translation: CGPoint)
    /// The pinch recognizer: its phase, scale (since it began), centroid in the container and
    /// touch count.
    case pinch(RecognizerPhase, scale: CGFloat, centroid: CGPoint, touchCount: Int)
    /// The dial: touched (`.began`), turned (`.changed`) or let go (`.ended`), at `degrees`.
    case dial(RecognizerPhase, degrees: CGFloat)
    /// The rotate button or ⌘R: a quarter turn counterclockwise.
    case turn
    /// A mirror button: left to right, or top to bottom.
    case mirror(horizontally: Bool)
    /// An aspect-ratio preset chosen.
    case aspectRatio(CropAspectRatio)
    /// A mask set.
    case mask(CropMask)
    /// The reset button.
    case reset
    /// An arrow key: the crop moves by this offset over the image, container points.
    case nudge(CGPoint)
    /// VoiceOver's increment (`outward`) or decrement of an edge.
    case adjustEdge(CropHandle, outward: Bool)
    /// VoiceOver's increment (clockwise) or decrement of the dial.
    case adjustAngle(clockwise: Bool)
    /// The animation with this identifier completed.
    case animationFinished(id: Int)
    /// The done button.
    case done
    /// The cancel button.
    case cancel
}
