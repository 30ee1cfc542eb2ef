import Foundation

/// What VisionKit says about the point a touch is at, read when one of the view's recognizers
/// asks to begin: the input the core decides Live Text's gestures with
/// (``ZoomInteraction/liveTextArbitration(for:touchCount:at:)``).
///
/// The view reads each value from its `ImageAnalysisInteraction` at the recognizer's
/// `location(in:)` the interaction's view ("a point in the image, in view coordinates", as
/// VisionKit's documentation puts it for `hasInteractiveItem(at:)`).
///
/// ```swift
/// let touch = LiveTextTouch(isLiveTextActive: interaction.analysis != nil,
///                           isOnLiveTextButton: interaction.hasSupplementaryInterface(at: point),
///                           hasInteractiveItem: interaction.hasInteractiveItem(at: point),
///                           hasActiveTextSelection: interaction.hasActiveTextSelection)
/// ```
@_spi(Internals) public struct LiveTextTouch: Equatable, Sendable {
    /// Whether Live Text can act: it is on, supported, and an analysis of the image shown is in
    /// place.
    public var isLiveTextActive: Bool
    /// `hasSupplementaryInterface(at:)`: the Live Text button or a Quick Action is under the touch.
    public var isOnLiveTextButton: Bool
    /// `hasInteractiveItem(at:)`: text, a data detector or a control of VisionKit's is under the
    /// touch.
    public var hasInteractiveItem: Bool
    /// `hasActiveTextSelection`: some text is selected.
    public var hasActiveTextSelection: Bool

    /// Describes what VisionKit says at a touch. Each argument sets the property of the same name;
    /// by default an analysis is in place and the touch is on nothing.
    public init(isLiveTextActive: Bool = true, isOnLiveTextButton: Bool = false, hasInteractiveItem: Bool = false,
                hasActiveTextSelection: Bool = false) {
        self.isLiveTextActive = isLiveTextActive
        self.isOnLiveTextButton = isOnLiveTextButton
        self.hasInteractiveItem = hasInteractiveItem
        self.hasActiveTextSelection = hasActiveTextSelection
    }
}
