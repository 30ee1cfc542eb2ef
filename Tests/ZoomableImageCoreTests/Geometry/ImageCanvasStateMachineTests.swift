import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The image canvas (tiles, the pixel grid) through layouts that animate: off screen while a
/// layout animates it, since Core Animation moves it on a path the base image does not take, back
/// when that animation ends; written at once outside animations.
///
/// The photo of the defect: 4000 × 3000 px, aspect fit in bounds with a non-zero origin, turning
/// from portrait (5, 10, 393 × 852) to landscape (5, 10, 852 × 393), as on an iPhone 16.
/// Portrait: k = min(393 / 4000, 852 / 3000) = min(0.09825, 0.284) = 0.09825, drawn 393 × 294.75
/// about the bounds' centre (5 + 196.5, 10 + 426) = (201.5, 436). Landscape: k = min(852 / 4000,
/// 393 / 3000) = min(0.213, 0.131) = 0.131, drawn 524 × 393 about (5 + 426, 10 + 196.5) =
/// (431, 206.5).
@MainActor
@Suite struct ImageCanvasStateMachineTests {
    static let photo = CGSize(width: 4000, height: 3000)
    static let portraitBounds = CGRect(x: 5, y: 10, width: 393, height: 852)
    static let landscapeBounds = CGRect(x: 5, y: 10, width: 852, height: 393)

    static func placement(_ bounds: CGRect, image: CGSize = photo) -> ImageCanvasPlacement {
        ImageCanvasPlacement(layout: ImageLayout(imageSize: image, contentMode: .scaleAspectFit, bounds: bounds))
    }

    static let portrait = placement(portraitBounds)
    static let landscape = placement(landscapeBounds)

    /// A canvas shown at the portrait placement, written there by a layout outside an animation.
    func portraitCanvas() -> ImageCanvasStateMachine {
        var canvas = ImageCanvasStateMachine()
        _ = canvas.layout(Self.portrait, animationDuration: 0)
        return canvas
    }

    @Test func theFixtureIsTheHandWorkedPhoto() {
        #expect(Self.portrait.center == CGPoint(x: 201.5, y: 436))
        #expect(isClose(Self.portrait.transform, CGAffineTransform(scaleX: 0.09825, y: 0.09825)))
        #expect(Self.landscape.center == CGPoint(x: 431, y: 206.5))
        #expect(isClose(Self.landscape.transform, CGAffineTransform(scaleX: 0.131, y: 0.131)))
    }

    /// The host makes its canvas at the hidden placement, on screen; the first image's layout,
    /// outside an animation, writes it at once and leaves it shown.
    @Test func aNewCanvasIsAtTheHiddenPlacementAndALayoutWritesItAtOnce() {
        var canvas = ImageCanvasStateMachine()
        #expect(canvas.placement == .hidden && canvas.isShown)
        #expect(canvas.layout(Self.portrait, animationDuration: 0) == .place(Self.portrait))
        #expect(canvas.placement == Self.portrait && canvas.isShown)
        #expect(canvas.layout(Self.landscape, animationDuration: 0) == .place(Self.landscape))
        #expect(canvas.placement == Self.landscape && canvas.isShown)
    }

    /// Mid-rotation, at progress p of the animation's curve, the bounds in flight are
    /// (393 + 459p) × (852 − 459p): the base is drawn at their aspect fit, while Core Animation
    /// has the canvas's scale at 0.09825 + 0.03275p. By hand: p = 0.25, 507.75 × 737.25: base
    /// min(0.1269375, 0.24575), canvas 0.1064375; p = 0.5, 622.5²: base min(0.155625, 0.2075),
    /// canvas 0.114625; p = 0.9, 806.1 × 438.9: base min(0.201525, 0.1463), canvas 0.127725.
    /// So from the rotation's layout to its animation's end the canvas must be off screen. (The
    /// code before wrote it in the rotation's animation and left it shown: tiles 27 % smaller
    /// than the photo under them half-way.)
    @Test(arguments: [(0.25, 0.1269375, 0.1064375), (0.5, 0.155625, 0.114625), (0.9, 0.1463, 0.127725)])
    func midRotationTheCanvasIsOffScreenWhileItWouldNotLieOnTheBase(progress: CGFloat, base: CGFloat, interpolated: CGFloat) {
        let inFlight = CGRect(x: 5, y: 10, width: 393 + 459 * progress, height: 852 - 459 * progress)
        let drawn = ImageLayout(imageSize: Self.photo, contentMode: .scaleAspectFit, bounds: inFlight).imageFrame
        #expect(isClose(drawn.width / 4000, base))
        let a = Self.portrait.transform.a, b = Self.landscape.transform.a
        #expect(isClose(a + (b - a) * progress, interpolated))
        var canvas = portraitCanvas()
        _ = canvas.layout(Self.landscape, animationDuration: 0.4)
        #expect(!canvas.isShown)
    }

    /// The rotation's layout hides the canvas and writes it in the rotation's animation, the first
    /// animated layout (1) of its 0.4 s; when that ends the canvas comes back at the landscape
    /// placement, fading in over 0.2 s (an arriving tile's fade).
    @Test func anAnimatedLayoutHidesTheCanvasUntilItsAnimationEndsThenFadesItIn() {
        var canvas = portraitCanvas()
        let rotation = ImageCanvasStateMachine.LayoutAnimation(id: 1, duration: 0.4)
        #expect(canvas.layout(Self.landscape, animationDuration: 0.4) == .hideAndPlace(Self.landscape, in: rotation))
        #expect(!canvas.isShown && canvas.placement == Self.landscape)
        #expect(canvas.layoutAnimationEnded(rotation) == .show(Self.landscape, fadingInOver: 0.2))
        #expect(canvas.isShown && canvas.placement == Self.landscape)
    }

    /// Auto Layout writes the same frames again on every pass, inside the rotation's block too:
    /// the same placement again, animated or not, shown or hidden, changes nothing.
    @Test(arguments: [0, 0.4])
    func theSamePlacementAgainChangesNothing(animationDuration: TimeInterval) {
        var canvas = portraitCanvas()
        #expect(canvas.layout(Self.portrait, animationDuration: animationDuration) == .none)
        #expect(canvas.isShown)
        _ = canvas.layout(Self.landscape, animationDuration: 0.4)
        #expect(canvas.layout(Self.landscape, animationDuration: animationDuration) == .none)
        #expect(!canvas.isShown)
        // Still waiting for the rotation's animation (1).
        #expect(canvas.layoutAnimationEnded(.init(id: 1, duration: 0.4)) == .show(Self.landscape, fadingInOver: 0.2))
    }

    /// Turned back before the first rotation ends: the second animation (2, 0.3 s) is the one
    /// waited for; the first's end, superseded, changes nothing.
    @Test func aSecondAnimatedLayoutIsWaitedForAndTheFirstsEndChangesNothing() {
        var canvas = portraitCanvas()
        let first = ImageCanvasStateMachine.LayoutAnimation(id: 1, duration: 0.4)
        let second = ImageCanvasStateMachine.LayoutAnimation(id: 2, duration: 0.3)
        _ = canvas.layout(Self.landscape, animationDuration: 0.4)
        #expect(canvas.layout(Self.portrait, animationDuration: 0.3) == .hideAndPlace(Self.portrait, in: second))
        #expect(canvas.layoutAnimationEnded(first) == .none)
        #expect(!canvas.isShown)
        #expect(canvas.layoutAnimationEnded(second) == .show(Self.portrait, fadingInOver: 0.2))
        #expect(canvas.isShown)
    }

    /// The second animation, shorter, ends first and shows the canvas; the first's end after it
    /// changes nothing (the canvas stays shown), nor does an end never asked for.
    @Test func anEndWhileShownChangesNothing() {
        var canvas = portraitCanvas()
        _ = canvas.layout(Self.landscape, animationDuration: 0.4)
        _ = canvas.layout(Self.portrait, animationDuration: 0.1)
        _ = canvas.layoutAnimationEnded(.init(id: 2, duration: 0.1))
        #expect(canvas.layoutAnimationEnded(.init(id: 1, duration: 0.4)) == .none)
        #expect(canvas.layoutAnimationEnded(.init(id: 7, duration: 1)) == .none)
        #expect(canvas.isShown && canvas.placement == Self.portrait)
    }

    /// A new image (3000 × 4000 px, portrait) set mid-rotation: UIKit changes the base's contents
    /// at once, but the bounds it is fitted to are still in flight. The canvas is written at
    /// once at the new image's landscape placement — k = min(852 / 3000, 393 / 4000) = 0.09825
    /// about (431, 206.5) — and stays hidden until the rotation's animation ends, then shows
    /// there.
    @Test func aLayoutOutsideAnAnimationWhileHiddenWritesAtOnceAndKeepsItHidden() {
        var canvas = portraitCanvas()
        _ = canvas.layout(Self.landscape, animationDuration: 0.4)
        let newImage = Self.placement(Self.landscapeBounds, image: CGSize(width: 3000, height: 4000))
        #expect(newImage.center == CGPoint(x: 431, y: 206.5))
        #expect(isClose(newImage.transform, CGAffineTransform(scaleX: 0.09825, y: 0.09825)))
        #expect(canvas.layout(newImage, animationDuration: 0) == .place(newImage))
        #expect(!canvas.isShown)
        #expect(canvas.layoutAnimationEnded(.init(id: 1, duration: 0.4)) == .show(newImage, fadingInOver: 0.2))
    }

    /// Only a finite duration above zero is an animation (`UIView.animate` makes a negative or
    /// zero one no animation); anything else writes at once and keeps the canvas shown.
    @Test(arguments: [0, -0.3, TimeInterval.nan, TimeInterval.infinity, -TimeInterval.infinity])
    func aDurationThatIsNoAnimationWritesAtOnce(animationDuration: TimeInterval) {
        var canvas = portraitCanvas()
        #expect(canvas.layout(Self.landscape, animationDuration: animationDuration) == .place(Self.landscape))
        #expect(canvas.isShown)
    }

    /// A gesture moves the view, which carries base and canvas alike: it leaves the canvas's
    /// placement as it was — the photo view's 600 × 400 px photo in 300 × 500 pt, k = 0.5 about
    /// (150, 250) — so a layout pass during a pinch and a pan changes nothing, and a canvas
    /// hidden for a rotation stays hidden.
    @Test func aGestureLeavesTheCanvasWhereItIs() {
        let view = PhotoView.make()
        let atRest = view.interaction.imageCanvasPlacement
        #expect(atRest.center == CGPoint(x: 150, y: 250) && atRest.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        var canvas = ImageCanvasStateMachine()
        _ = canvas.layout(atRest, animationDuration: 0.4)
        view.pinch([(1.5, CGPoint(x: 120, y: 200)), (2, CGPoint(x: 110, y: 190))], from: CGPoint(x: 120, y: 200), end: false)
        #expect(canvas.layout(view.interaction.imageCanvasPlacement, animationDuration: 0) == .none)
        view.send(.pinch(.ended, scale: 1, centroid: CGPoint(x: 110, y: 190), touchCount: 2))
        view.send(.touchesEnded(count: 2))
        view.pan(by: CGPoint(x: -40, y: 15))
        #expect(canvas.layout(view.interaction.imageCanvasPlacement, animationDuration: 0) == .none)
        #expect(!canvas.isShown)
    }

    // MARK: - Resizes the base follows on a straight path

    /// Which side limits the fit, by hand for the 4000 × 3000 photo: aspect fit in 393 × 852
    /// (393 · 3000 = 1 179 000 < 852 · 4000 = 3 408 000) the width; in 852 × 393 (2 556 000 >
    /// 1 572 000) the height; in 400 × 300 (1 200 000 = 1 200 000) either; aspect fill the other
    /// side; scale to fill and the modes that do not scale, neither.
    @Test(arguments: [
        (ImageContentMode.scaleAspectFit, CGSize(width: 393, height: 852), ImageCanvasPlacement.FitAxis.width),
        (.scaleAspectFit, CGSize(width: 852, height: 393), .height),
        (.scaleAspectFit, CGSize(width: 400, height: 300), .either),
        (.scaleAspectFill, CGSize(width: 393, height: 852), .height),
        (.scaleAspectFill, CGSize(width: 852, height: 393), .width),
        (.scaleAspectFill, CGSize(width: 800, height: 600), .either),
        (.scaleToFill, CGSize(width: 393, height: 852), .neither),
        (.center, CGSize(width: 852, height: 393), .neither),
        (.topLeft, CGSize(width: 393, height: 852), .neither),
    ])
    func theFitAxisIsTheSideThatLimitsTheFit(mode: ImageContentMode, size: CGSize, expected: ImageCanvasPlacement.FitAxis) {
        let layout = ImageLayout(imageSize: Self.photo, contentMode: mode, bounds: CGRect(origin: CGPoint(x: 5, y: 10), size: size))
        #expect(ImageCanvasPlacement(layout: layout).fitAxis == expected)
    }

    /// The keyboard shortens the view from 393 × 852 to 393 × 500 in a 0.25 s block: the width
    /// limits the fit at both ends (393 · 3000 < 500 · 4000), so the base's scale is 393 / 4000 =
    /// 0.09825 all along — min(0.09825, (852 − 352p) / 3000 ≥ 0.1667) — and only its centre moves,
    /// (201.5, 436) → (201.5, 260), linearly, as the canvas's: the canvas moves along, shown.
    /// The rotation (width-limited to height-limited) still hides it; so does a resize from or to
    /// a hidden placement, or while the canvas waits hidden for an earlier animation.
    @Test func aResizeWithTheSameLimitingSideMovesTheCanvasAlong() {
        var canvas = portraitCanvas()
        let shorter = Self.placement(CGRect(x: 5, y: 10, width: 393, height: 500))
        #expect(abs(shorter.transform.a - 0.09825) < 1e-12 && abs(Self.portrait.transform.a - 0.09825) < 1e-12)
        #expect(shorter.center == CGPoint(x: 201.5, y: 260))
        #expect(canvas.layout(shorter, animationDuration: 0.25) == .moveAlong(shorter))
        #expect(canvas.isShown)
        #expect(canvas.placement == shorter)
        #expect(canvas.layout(Self.landscape, animationDuration: 0.4)
            == .hideAndPlace(Self.landscape, in: ImageCanvasStateMachine.LayoutAnimation(id: 1, duration: 0.4)))
        // Hidden, waiting: a straight resize now waits for its own animation too.
        let wider = Self.placement(CGRect(x: 5, y: 10, width: 900, height: 393))
        #expect(canvas.layout(wider, animationDuration: 0.3)
            == .hideAndPlace(wider, in: ImageCanvasStateMachine.LayoutAnimation(id: 2, duration: 0.3)))
    }

    /// The pairs of limiting sides whose path is straight: the same side, either at one end, or
    /// neither at both; a switch, or neither against one, is not; a hidden placement never is.
    @Test(arguments: [
        (ImageCanvasPlacement.FitAxis.width, ImageCanvasPlacement.FitAxis.width, true),
        (.height, .height, true), (.either, .height, true), (.width, .either, true), (.either, .either, true),
        (.neither, .neither, true),
        (.width, .height, false), (.height, .width, false), (.neither, .width, false), (.either, .neither, false),
    ] as [(ImageCanvasPlacement.FitAxis, ImageCanvasPlacement.FitAxis, Bool)])
    func onlyTheSameLimitingSideFollowsLinearly(old: ImageCanvasPlacement.FitAxis, new: ImageCanvasPlacement.FitAxis,
                                                expected: Bool) {
        var before = Self.portrait
        before.fitAxis = old
        var after = Self.landscape
        after.fitAxis = new
        #expect(after.followsLinearly(from: before) == expected)
        #expect(after.followsLinearly(from: .hidden) == false)
        #expect(ImageCanvasPlacement.hidden.followsLinearly(from: before) == false)
    }

    /// With animations off (inside `performWithoutAnimation`) a layout is no animation, whatever
    /// duration the enclosing block has; with them on, the block's duration.
    @Test(arguments: [(0.4, true, 0.4), (0.4, false, 0), (0, true, 0), (0, false, 0)] as [(TimeInterval, Bool, TimeInterval)])
    func withAnimationsOffALayoutDoesNotAnimate(inherited: TimeInterval, enabled: Bool, expected: TimeInterval) {
        #expect(ImageCanvasStateMachine.layoutAnimationDuration(inherited: inherited, animationsEnabled: enabled) == expected)
    }
}
