import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every decision of a crop editor view: what a finger, the dial, a button, a key or VoiceOver
/// does to the box and the image, when something animates, what the result is.
///
/// In the shape of swift-nio's state machines: the view sends each input to one `mutating`
/// method (one exhaustive `switch` over ``state``), which changes the state and returns what the
/// view must do — nothing, show the ``scene`` at once, or animate to it with one spring. The view
/// performs that through ``CropEditorHost`` and decides nothing itself.
///
/// ```swift
/// var editor = CropEditorStateMachine(aspectRatio: .square)
/// _ = editor.setImage(pixelSize: CGSize(width: 4000, height: 3000), startingFrom: nil)
/// _ = editor.layOut(layout)                         // .show: the scene is ready
/// _ = editor.panBegan(at: corner, translation: .zero)
/// _ = editor.panChanged(translation: CGPoint(x: -40, y: -40))
/// if case .animate(let animation) = editor.panEnded() { /* spring to editor.scene */ }
/// ```
///
/// Odd input UIKit can send is tolerated case by case: a recognizer's change or end with no
/// gesture under way (the editor was laid out or given an image mid-gesture, which ends the
/// gesture) is ignored; a pinch during a box drag or the dial, a pan during the dial, and a
/// button, key or VoiceOver action during any gesture are ignored; a mask set during a gesture
/// waits for its end (``pendingMask``); a gesture or command during an animation starts from the animation's target (the view shows it at once, then moves).
@_spi(Internals)
public struct CropEditorStateMachine: Sendable {
    /// What the editor is doing.
    public enum State: Equatable, Sendable {
        /// No image or no usable layout yet: nothing is shown.
        case waiting
        /// The image is shown with this geometry (a gesture's current one, or an animation's
        /// target).
        case ready(CropEditorGeometry, Motion)
    }

    /// What is moving, in a ready editor.
    public enum Motion: Equatable, Sendable {
        /// Nothing.
        case rest
        /// The view is animating to the geometry; its completion is owed.
        case animating(id: Int)
        /// A finger drags a handle; the geometry when it began (the box follows the finger's
        /// total movement from there).
        case draggingBox(CropHandle, start: CropEditorGeometry)
        /// One finger moves the image; the pan's translation at its last event (`nil` after a
        /// pinch ended under it: the next event sets the baseline).
        case panningImage(lastTranslation: CGPoint?)
        /// Two fingers zoom and move the image.
        case pinching(Pinch)
        /// The dial is held; the geometry when it was touched (turning back returns to it).
        case straightening(start: CropEditorGeometry)

        /// Whether a finger or the dial is moving something (the grid shows).
        var isGesture: Bool {
            switch self {
            case .rest, .animating: return false
            case .draggingBox, .panningImage, .pinching, .straightening: return true
            }
        }
    }

    /// A pinch under way.
    public struct Pinch: Equatable, Sendable {
        /// The centroid at the last event, container space.
        public var focalPoint: CGPoint
        /// The touches at the last event.
        public var touchCount: Int
        /// The recognizer's cumulative scale at the last event.
        public var lastScale: CGFloat
        /// Whether the pan recognizer is under way too (it carries on when the pinch ends).
        public var panIsActive: Bool
    }

    /// What the editor is doing.
    public internal(set) var state: State = .waiting
    /// The view's layout; zero bounds until the first layout pass.
    public internal(set) var layout = CropEditorLayout(bounds: .zero, safeAreaInsets: .zero, showsToolbar: true,
                                                       showsDial: true)
    /// The image's oriented pixel size, or `nil` without one.
    public internal(set) var imagePixelSize: CGSize?
    /// The result the next layout of a new image starts from, if any.
    var startingResult: CropEditorResult?
    /// The aspect-ratio preset in force.
    public internal(set) var aspectRatio: CropAspectRatio
    /// The preset reset returns to: the one the editor was made with.
    public internal(set) var resetAspectRatio: CropAspectRatio
    /// The mask shown in the box. `.rectangle` by default.
    public internal(set) var mask: CropMask = .rectangle
    /// A mask set during a gesture, put in force when the gesture ends (its settle, a layout,
    /// "Done" or a new image); `nil` when none waits.
    public internal(set) var pendingMask: CropMask?
    /// The smallest box and the largest zoom.
    public var limits = CropEditorLimits()
    /// The last animation's identifier.
    var lastAnimationID = 0
    /// The result last reported at rest.
    var reportedResult: CropEditorResult?

    /// How far from an edge a touch grabs it, points: 22.
    public static let handleReach: CGFloat = 22
    /// How far a VoiceOver adjustment or an arrow key moves an edge or the crop, points: 10.
    public static let adjustmentStep: CGFloat = 10
    /// The dial snaps to 0 within this many degrees of it: 0.5, so an unstraightened crop (cut
    /// without resampling) is easy to reach.
    public static let dialDetentDegrees: CGFloat = 0.5

    /// An editor waiting for its image and layout.
    ///
    /// - Parameter aspectRatio: the preset the box starts with and reset returns to. `.free` by
    ///   default.
    public init(aspectRatio: CropAspectRatio = .free) {
        self.aspectRatio = aspectRatio
        resetAspectRatio = aspectRatio
    }

    /// What the view shows now.
    public var scene: CropEditorScene {
        switch state {
        case .waiting:
            return .empty(layout: layout, aspectRatio: aspectRatio)
        case .ready(let geometry, let motion):
            return CropEditorScene(geometry: geometry, layout: layout, showsGrid: motion.isGesture, mask: mask,
                                   aspectRatio: aspectRatio)
        }
    }

    /// The result the editor shows, settled as if every gesture ended now; `nil` while waiting.
    public var result: CropEditorResult? {
        switch state {
        case .waiting: return nil
        case .ready(let geometry, let motion): return settled(geometry, after: motion).result
        }
    }

    /// The box's locked width / height for `geometry`: 1 under a circle mask, else the preset's
    /// ratio for the image as turned; `nil` when free.
    func lockedRatio(for geometry: CropEditorGeometry) -> CGFloat? {
        mask.locksSquare ? 1 : aspectRatio.ratio(forImageOfSize: geometry.editedSize)
    }

    /// Where a gesture's end puts `geometry`: a dragged box refitted, the image otherwise settled
    /// (zoom into the limits about the pinch's centroid or the box's centre, then covering); with
    /// a mask waiting (``pendingMask``) that changes the lock, reshaped to it and refitted.
    func settled(_ geometry: CropEditorGeometry, after motion: Motion) -> CropEditorGeometry {
        let settled: CropEditorGeometry
        switch motion {
        case .draggingBox: settled = geometry.refitted()
        case .pinching(let pinch): settled = geometry.settled(around: pinch.focalPoint)
        case .rest, .animating, .panningImage, .straightening: settled = geometry.settled(around: geometry.boxCenter)
        }
        guard let pending = pendingMask, pending != mask else { return settled }
        var masked = self
        masked.mask = pending
        return settled.reshapingBox(toRatio: masked.lockedRatio(for: settled)).refitted()
    }

    /// Puts a mask set during a gesture in force (after ``settled(_:after:)`` reshaped for it).
    mutating func applyPendingMask() {
        mask = pendingMask ?? mask
        pendingMask = nil
    }

    /// The geometry a new image or layout opens with: from the starting result if it is usable,
    /// else the whole image (or the largest box of the locked ratio); reshaped to the lock and
    /// refitted. `nil` without an image or a usable layout.
    func openingGeometry() -> CropEditorGeometry? {
        guard let size = imagePixelSize else { return nil }
        let space = layout.availableRect
        let restored = startingResult.flatMap {
            CropEditorGeometry(result: $0, imagePixelSize: size, availableRect: space, limits: limits)
        }
        let ratio = mask.locksSquare ? 1 : aspectRatio.ratio(forImageOfSize: restored?.editedSize ?? size)
        let opened = restored ?? CropEditorGeometry.initial(imagePixelSize: size, availableRect: space, ratio: ratio,
                                                            limits: limits)
        return opened.map { $0.reshapingBox(toRatio: ratio).refitted() }
    }

    /// A new animation from `old` to `new`: the next identifier, and the settle spring (response
    /// 0.42 s, critically damped, from rest) over the time the farthest point of the box or the
    /// image takes to come within 0.5 pt — at least 0.25 s, so the grid's fade shows.
    mutating func startAnimation(from old: CropEditorGeometry, to new: CropEditorGeometry) -> StartedAnimation {
        lastAnimationID += 1
        let moves = zip(old.boxCorners + old.imageCorners, new.boxCorners + new.imageCorners)
            .map { hypot($0.x - $1.x, $0.y - $1.y) }
        let distance = moves.allSatisfy(\.isFinite) ? moves.max() ?? 0 : 0
        let frequency = SettleAnimation.settleFrequency
        let duration = Swift.max(0.25, SettleAnimation.settlingTime(distance: distance, velocity: 0, frequency: frequency))
        let spring = SettleAnimation(mass: 1, stiffness: frequency * frequency, damping: 2 * frequency,
                                     initialVelocity: .zero, duration: duration, isGlide: false)
        return StartedAnimation(id: lastAnimationID, spring: spring)
    }

    /// Whether a gesture starting at `point` (container space) is the editor's: not on the
    /// toolbar or the dial, whose controls take their own touches.
    public func acceptsGesture(at point: CGPoint) -> Bool {
        !layout.toolbarFrame.contains(point) && !layout.dialFrame.contains(point)
    }

    /// The result to report now: the settled result at rest when it differs from the last one
    /// reported; `nil` otherwise (while waiting, moving or animating).
    public mutating func takeResultChange() -> CropEditorResult? {
        guard case .ready(let geometry, .rest) = state else { return nil }
        let result = geometry.result
        guard result != reportedResult else { return nil }
        reportedResult = result
        return result
    }
}
