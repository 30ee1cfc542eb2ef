import Foundation

/// What a crop editor view does after a gesture event (a pan's, a pinch's or the dial's).
@_spi(Internals)
public enum CropEditorGestureAction: Equatable, Sendable {
    /// Nothing changed (an event ignored, see ``CropEditorStateMachine``).
    case none
    /// Show ``CropEditorStateMachine/scene`` at once, stopping any animation.
    case show
    /// The gesture ended: animate to ``CropEditorStateMachine/scene`` with this spring, and send
    /// its identifier back when it completes.
    case animate(StartedAnimation)
}

/// What a crop editor view does after a button, a key, a VoiceOver adjustment or a setting.
@_spi(Internals)
public enum CropEditorCommandAction: Equatable, Sendable {
    /// Nothing changed: waiting for an image, or a gesture is under way.
    case none
    /// Animate to ``CropEditorStateMachine/scene`` with this spring (replacing any animation).
    case animate(StartedAnimation)
}

/// What a crop editor view does after its layout changed.
@_spi(Internals)
public enum CropEditorLayoutAction: Equatable, Sendable {
    /// Nothing changed.
    case none
    /// Write ``CropEditorStateMachine/scene`` with no animation of the editor's own (stopping
    /// its spring), inside whatever animates the layout: during a rotation or a size change in
    /// an animation block the image and the box move with the editor's frame, and outside one
    /// they change at once.
    case relayOut
}

/// What a crop editor view does after its image changed.
@_spi(Internals)
public enum CropEditorImageAction: Equatable, Sendable {
    /// Nothing changed.
    case none
    /// Show ``CropEditorStateMachine/scene`` at once, stopping any animation.
    case show
}

/// What a crop editor view does when the user is done or cancels.
@_spi(Internals)
public enum CropEditorFinishAction: Equatable, Sendable {
    /// Nothing to finish: "Done" with no image shown.
    case none
    /// Report the result.
    case done(CropEditorResult)
    /// Report the cancellation.
    case cancelled
}
