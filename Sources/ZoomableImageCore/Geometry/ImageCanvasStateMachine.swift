import Foundation

/// Whether the image canvas (``ImageCanvasPlacement``: tiles and the pixel grid) is on screen,
/// and where it is written, through layouts that animate.
///
/// UIKit draws the base image by its content mode on the image view's bounds, and Core Animation
/// evaluates that fit at every frame of a bounds animation: aspect fit's scale is
/// min(w / W, h / H) of the bounds *in flight*. The canvas is a view of its own, whose centre
/// and transform Core Animation interpolates between their start and end values. When the
/// limiting axis changes on the way — a rotation — the two part: a 4000 × 3000 px photo in
/// bounds going from 393 × 852 to 852 × 393 pt is drawn at 0.09825 and then 0.131 pt per pixel,
/// but half-way (622.5 × 622.5) the base is at min(0.155625, 0.2075) = 0.155625 while the canvas
/// is at (0.09825 + 0.131) / 2 = 0.114625; where the axis switches (70 % of the way) 0.178
/// against 0.121. So, as Photos does, the canvas leaves the screen while such a layout animates it and
/// the base image alone carries the picture; when that animation ends it comes back, placed where
/// the last layout put it, fading in like an arriving tile.
///
/// - A layout that does not move the canvas changes nothing (Auto Layout writes the same frames
///   again on every pass, inside a rotation's block too).
/// - A layout outside an animation block (or in one of no duration) writes the canvas at once,
///   and it stays as it was: on screen, or hidden until the animation it waits for ends. A new
///   image or content mode comes this way, because UIKit changes the base at once too; the
///   bounds still in flight keep the canvas hidden.
/// - A layout inside an animation block that keeps the limiting side (a keyboard, a sheet's
///   detent, a bar shown: ``ImageCanvasPlacement/followsLinearly(from:)``) moves a shown canvas
///   along in that animation: the base's fit is then the same term all the way, a straight path
///   like the canvas's.
/// - Any other layout inside an animation block hides the canvas at once and writes it in that
///   animation, whose end (``layoutAnimationEnded(_:)``) shows it again. A second one before
///   then is waited for instead: the end of an earlier one changes nothing.
/// - A gesture moves the image view (its centre and transform), which carries the base and the
///   canvas alike: it never sends anything here, so it neither hides nor shows the canvas.
///
/// ```swift
/// var canvas = ImageCanvasStateMachine()
/// canvas.layout(portrait, animationDuration: 0)        // .place(portrait)
/// canvas.layout(landscape, animationDuration: 0.4)     // .hideAndPlace(landscape, in: animation)
/// canvas.layoutAnimationEnded(animation)               // .show(landscape, fadingInOver: 0.2)
/// ```
@_spi(Internals) public struct ImageCanvasStateMachine: Equatable, Sendable {
    enum State: Equatable, Sendable {
        /// On screen, written at `placement`.
        case shown(ImageCanvasPlacement)
        /// Off screen since an animated layout moved it; written at `placement` (the newest
        /// layout's), shown again when `animation` ends.
        case hiddenUntilEnd(of: LayoutAnimation, placement: ImageCanvasPlacement)
    }

    /// How long the canvas fades in when it comes back: as long as an arriving tile's fade
    /// (``TileCacheAction/fadeDuration``, 0.2 s).
    public static let fadeInDuration = TileCacheAction.fadeDuration

    /// A canvas that shows nothing yet: written at ``ImageCanvasPlacement/hidden`` (the host
    /// writes that when it makes its canvas) and not hidden by a layout.
    var state = State.shown(.hidden)
    /// The number of animated layouts that moved the canvas so far: the next one's identifier.
    var animationCount = 0

    /// A canvas written at ``ImageCanvasPlacement/hidden``, on screen.
    public init() {}

    /// Where the canvas is written: the newest layout's placement.
    public var placement: ImageCanvasPlacement {
        switch state {
        case .shown(let placement), .hiddenUntilEnd(of: _, let placement): placement
        }
    }

    /// Whether the canvas is on screen (not hidden while a layout animates).
    var isShown: Bool {
        switch state {
        case .shown: true
        case .hiddenUntilEnd: false
        }
    }

    /// A layout pass placed the image anew (a bounds, frame or centre write, a layout pass, a new
    /// image or content mode).
    ///
    /// - Parameters:
    ///   - placement: where the canvas goes for the layout now.
    ///   - animationDuration: the duration of the animation block the layout runs in, seconds
    ///     (`UIView.inheritedAnimationDuration`: 0 outside one). Only a finite duration above
    ///     zero is an animation: 0, a negative, NaN or infinite one writes at once.
    public mutating func layout(_ placement: ImageCanvasPlacement, animationDuration: TimeInterval) -> LayoutAction {
        switch state {
        // Written there already (matched by value).
        case .shown(placement), .hiddenUntilEnd(of: _, placement: placement):
            return .none
        // Animated, and UIKit's fit moves the base as the animation moves the canvas: along.
        case .shown(let current) where Self.isAnimation(animationDuration) && placement.followsLinearly(from: current):
            state = .shown(placement)
            return .moveAlong(placement)
        case .shown, .hiddenUntilEnd:
            guard Self.isAnimation(animationDuration) else {
                state = state.writing(placement)
                return .place(placement)
            }
            animationCount &+= 1
            let animation = LayoutAnimation(id: animationCount, duration: animationDuration)
            state = .hiddenUntilEnd(of: animation, placement: placement)
            return .hideAndPlace(placement, in: animation)
        }
    }

    /// The duration a layout animates for, from UIKit's values: the enclosing block's
    /// (`UIView.inheritedAnimationDuration`), or 0 when animations are off
    /// (`UIView.areAnimationsEnabled` false, as inside `performWithoutAnimation`), where a
    /// nested block animates nothing and the canvas need not leave the screen.
    public static func layoutAnimationDuration(inherited: TimeInterval, animationsEnabled: Bool) -> TimeInterval {
        animationsEnabled ? inherited : 0
    }

    /// Whether a layout's animation duration is an animation: finite and above zero.
    static func isAnimation(_ duration: TimeInterval) -> Bool {
        duration.isFinite && duration > 0
    }

    /// An animation ``layout(_:animationDuration:)`` asked to be told about has ended — run to
    /// its end or cut short (UIKit calls an animation block's completion either way, with
    /// `finished` false when cut short; both leave the canvas where it was written). The last
    /// one shows the canvas again; an earlier one, which a later layout superseded, changes
    /// nothing, as does one that ends while the canvas is shown (a later layout's ended first).
    public mutating func layoutAnimationEnded(_ animation: LayoutAnimation) -> LayoutAnimationEndAction {
        switch state {
        // The animation waited for (matched by value).
        case .hiddenUntilEnd(of: animation, placement: let placement):
            state = .shown(placement)
            return .show(placement, fadingInOver: Self.fadeInDuration)
        case .shown, .hiddenUntilEnd:
            return .none
        }
    }
}

extension ImageCanvasStateMachine.State {
    /// The same visibility, written at `placement`.
    func writing(_ placement: ImageCanvasPlacement) -> Self {
        switch self {
        case .shown: .shown(placement)
        case .hiddenUntilEnd(let animation, placement: _): .hiddenUntilEnd(of: animation, placement: placement)
        }
    }
}

@_spi(Internals)
extension ImageCanvasStateMachine {
    /// An animated layout's animation, which the host tells the machine the end of
    /// (``ImageCanvasStateMachine/layoutAnimationEnded(_:)``): its number tells it from an
    /// earlier one's.
    public struct LayoutAnimation: Equatable, Sendable {
        /// Counts the animated layouts that moved the canvas, from 1.
        let id: Int
        /// The enclosing animation block's duration, seconds (finite, above zero): the canvas's
        /// own animation, nested in that block, runs as long.
        public let duration: TimeInterval
    }

    /// What ``ImageCanvasStateMachine/layout(_:animationDuration:)`` answers.
    public enum LayoutAction: Equatable, Sendable {
        /// Nothing: the canvas is written there already.
        case none
        /// Write the canvas at this placement at once, shown or hidden as it is.
        case place(ImageCanvasPlacement)
        /// Write the canvas at this placement in the enclosing animation block, shown: UIKit's
        /// fit moves the base image along the same path (``ImageCanvasPlacement/followsLinearly(from:)``).
        case moveAlong(ImageCanvasPlacement)
        /// Hide the canvas at once (it may be hidden already), then write it at this placement in
        /// the enclosing animation block and report that animation's end.
        case hideAndPlace(ImageCanvasPlacement, in: LayoutAnimation)
    }

    /// What ``ImageCanvasStateMachine/layoutAnimationEnded(_:)`` answers.
    public enum LayoutAnimationEndAction: Equatable, Sendable {
        /// Nothing: another animation is waited for, or the canvas is shown.
        case none
        /// Write the canvas at this placement at once and fade it in over this many seconds.
        case show(ImageCanvasPlacement, fadingInOver: TimeInterval)
    }
}
