import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The editor's decisions, event by event, on an iPhone 16's layout (``CropFixture/phoneLayout``:
/// the box fills (16, 16, 361 × 559)) with a 4000 × 3000 photo. The whole photo opens as large as
/// it fits: 361 × 270.75 pt (361/4000 = 0.09025 pt/px) at y = 16 + (559 − 270.75)/2 = 160.125.
@Suite struct CropEditorStateMachineTests {
    static let photo = CGSize(width: 4000, height: 3000)
    static let openBox = CGRect(x: 16, y: 160.125, width: 361, height: 270.75)

    static func opened(aspectRatio: CropAspectRatio = .free) -> CropEditorStateMachine {
        var editor = CropEditorStateMachine(aspectRatio: aspectRatio)
        _ = editor.setImage(pixelSize: photo, startingFrom: nil)
        _ = editor.layOut(CropFixture.phoneLayout)
        return editor
    }

    static func geometry(_ editor: CropEditorStateMachine) -> CropEditorGeometry? {
        guard case .ready(let geometry, _) = editor.state else { return nil }
        return geometry
    }

    @Test func theEditorWaitsForItsImageAndLayout() throws {
        var editor = CropEditorStateMachine()
        #expect(editor.layOut(CropFixture.phoneLayout) == .relayOut)   // the controls' frames
        #expect(editor.state == .waiting)
        #expect(editor.result == nil)
        #expect(editor.scene.box == .zero)
        #expect(editor.setImage(pixelSize: Self.photo, startingFrom: nil) == .show)
        let geometry = try #require(Self.geometry(editor))
        #expect(isClose(geometry.box, Self.openBox))
        #expect(editor.scene.gridOpacity == 0)
        #expect(editor.result?.pixelRect == CGRect(x: 0, y: 0, width: 4000, height: 3000))
        #expect(editor.layOut(CropFixture.phoneLayout) == .none)   // the same layout again
    }

    /// A drag from the bottom-right corner (377, 430.875) by (−120, −60): a 241 × 210.75 box
    /// (free), the grid showing; on release it refits (1.49793 × to the space's width) and
    /// animates; at the animation's end the result is reported: 241/0.09025 = 2670.4 →
    /// 2671 px wide, 210.75/0.09025 = 2335.2 → 2336 px tall, from the photo's top-left.
    @Test func aCornerDragResizesThenRefitsAndReports() throws {
        var editor = Self.opened()
        #expect(editor.takeResultChange()?.pixelRect == CGRect(x: 0, y: 0, width: 4000, height: 3000))
        let corner = CGPoint(x: 377, y: 430.875)
        #expect(editor.panBegan(at: corner, translation: .zero) == .show)
        #expect(editor.panChanged(translation: CGPoint(x: -120, y: -60)) == .show)
        #expect(isClose(try #require(Self.geometry(editor)).box, CGRect(x: 16, y: 160.125, width: 241, height: 210.75)))
        #expect(editor.scene.gridOpacity == 1)
        #expect(editor.takeResultChange() == nil)                       // not at rest
        guard case .animate(let animation) = editor.panEnded() else { Issue.record("no refit animation"); return }
        #expect(animation.id == 1)
        let refitted = try #require(Self.geometry(editor))
        #expect(isClose(refitted.box.width, 361))
        #expect(editor.scene.gridOpacity == 0)
        #expect(editor.takeResultChange() == nil)                       // animating
        editor.animationFinished(id: 1)
        let change = editor.takeResultChange()
        let result = try #require(change)
        #expect(result.pixelRect == CGRect(x: 0, y: 0, width: 2671, height: 2336))
        #expect(editor.takeResultChange() == nil)                       // reported once
    }

    /// A pan landing inside the box away from its edges moves the image (not the box); at the
    /// open photo's edges it cannot move at all (the box is the whole photo).
    @Test func aPanInsideTheBoxMovesTheImage() throws {
        var editor = Self.opened(aspectRatio: .square)
        let before = try #require(Self.geometry(editor))
        let middle = before.boxCenter
        #expect(editor.panBegan(at: middle, translation: CGPoint(x: 10, y: 0)) == .show)
        #expect(editor.panChanged(translation: CGPoint(x: 30, y: 5)) == .show)
        let moved = try #require(Self.geometry(editor))
        #expect(moved.box == before.box)
        #expect(isClose(moved.imageCenter, CGPoint(x: before.imageCenter.x + 30, y: before.imageCenter.y)))
        guard case .animate = editor.panEnded() else { Issue.record("no settle"); return }
    }

    /// Odd input is tolerated as written in the machine's documentation.
    @Test func oddInputIsIgnored() throws {
        var editor = Self.opened()
        #expect(editor.panChanged(translation: CGPoint(x: 5, y: 5)) == .none)       // no pan began
        #expect(editor.pinchEnded() == .none)
        #expect(editor.dialEnded() == .none)
        _ = editor.panBegan(at: CGPoint(x: 377, y: 430.875), translation: .zero)
        #expect(editor.pinchBegan(scale: 1.1, centroid: CGPoint(x: 100, y: 200), touchCount: 2) == .none)
        #expect(editor.dialBegan(degrees: 5) == .none)
        #expect(editor.turn() == .none)
        #expect(editor.setAspectRatio(.square) == .none)
        #expect(editor.aspectRatio == .free)
        #expect(editor.panBegan(at: .zero, translation: .zero) == .none)             // a second began
        #expect(editor.panChanged(translation: CGPoint(x: CGFloat.nan, y: 0)) == .none)
        // A layout mid-drag ends it: later events of that pan are ignored.
        var wider = CropFixture.phoneLayout
        wider.bounds.size.width = 400
        #expect(editor.layOut(wider) == .relayOut)
        #expect(editor.panChanged(translation: CGPoint(x: -50, y: -50)) == .none)
        #expect(editor.panEnded() == .none)
        guard case .ready(_, .rest) = editor.state else { Issue.record("not at rest: \(editor.state)"); return }
        editor.animationFinished(id: 99)                                              // a stale id
        guard case .ready(_, .rest) = editor.state else { Issue.record("moved by a stale end"); return }
    }

    /// An animation's late completion after a newer one started is ignored; the newer one's
    /// brings the editor to rest.
    @Test func onlyTheLastAnimationsEndCounts() {
        var editor = Self.opened()
        guard case .animate(let first) = editor.turn(), case .animate(let second) = editor.turn() else {
            Issue.record("no animations"); return
        }
        editor.animationFinished(id: first.id)
        #expect(editor.takeResultChange() == nil)
        editor.animationFinished(id: second.id)
        #expect(editor.takeResultChange()?.quarterTurns == 2)
    }

    /// Two fingers: the pinch zooms about its centroid; while it runs the pan's events are
    /// ignored; when it ends under a pan that carries on, the pan moves the image from its next
    /// event (no jump) and settles at its end.
    @Test func aPinchUnderAPanHandsBackToThePan() throws {
        var editor = Self.opened(aspectRatio: .square)
        let centre = try #require(Self.geometry(editor)).boxCenter
        _ = editor.panBegan(at: centre, translation: .zero)
        #expect(editor.pinchBegan(scale: 1, centroid: centre, touchCount: 2) == .show)
        #expect(editor.pinchChanged(scale: 2, centroid: centre, touchCount: 2) == .show)
        let zoomed = try #require(Self.geometry(editor))
        #expect(editor.panChanged(translation: CGPoint(x: 40, y: 0)) == .none)
        #expect(editor.pinchEnded() == .none)
        #expect(editor.panChanged(translation: CGPoint(x: 45, y: 0)) == .show)       // the baseline
        #expect(try #require(Self.geometry(editor)) == zoomed)
        _ = editor.panChanged(translation: CGPoint(x: 55, y: 0))
        #expect(isClose(try #require(Self.geometry(editor)).imageCenter.x, zoomed.imageCenter.x + 10))
        guard case .animate = editor.panEnded() else { Issue.record("no settle"); return }
    }

    /// A finger lifting changes the centroid with nothing moving: only the baseline moves.
    @Test func aTouchCountChangeMovesNothing() throws {
        var editor = Self.opened(aspectRatio: .square)
        let centre = try #require(Self.geometry(editor)).boxCenter
        _ = editor.pinchBegan(scale: 1, centroid: centre, touchCount: 2)
        _ = editor.pinchChanged(scale: 1.5, centroid: centre, touchCount: 2)
        let before = try #require(Self.geometry(editor))
        _ = editor.pinchChanged(scale: 1.5, centroid: CGPoint(x: centre.x + 30, y: centre.y), touchCount: 1)
        #expect(try #require(Self.geometry(editor)) == before)
    }

    /// The dial snaps to 0 within half a degree, so the stored pixels can be cut as they are.
    @Test func theDialSnapsToZero() throws {
        var editor = Self.opened()
        #expect(editor.dialBegan(degrees: 0) == .show)
        _ = editor.dialChanged(degrees: 12)
        #expect(try #require(Self.geometry(editor)).angleDegrees == 12)
        #expect(editor.scene.gridOpacity == 1)
        _ = editor.dialChanged(degrees: 0.4)
        #expect(try #require(Self.geometry(editor)).angleDegrees == 0)
        _ = editor.dialChanged(degrees: -0.6)
        #expect(try #require(Self.geometry(editor)).angleDegrees == -0.6)
        guard case .animate(let animation) = editor.dialEnded() else { Issue.record("no settle"); return }
        editor.animationFinished(id: animation.id)
        #expect(editor.takeResultChange()?.angleDegrees == -0.6)
    }

    /// "Done" mid-drag gives the region the box shows (what its refit would keep).
    @Test func doneSettlesWhatIsUnderWay() throws {
        var editor = Self.opened()
        _ = editor.panBegan(at: CGPoint(x: 377, y: 430.875), translation: .zero)
        _ = editor.panChanged(translation: CGPoint(x: -120, y: -60))
        #expect(editor.finish() == .done(CropEditorResult(imagePixelSize: Self.photo,
                                                          pixelRect: CGRect(x: 0, y: 0, width: 2671, height: 2336))))
        #expect(editor.cancel() == .cancelled)
        var empty = CropEditorStateMachine()
        #expect(empty.finish() == .none)
        #expect(CropEditorStateMachine().cancel() == .cancelled)
    }

    /// A circle set while a corner is dragged waits for the drag's end: the next drag event
    /// moves the free box with the finger (from the bottom-right corner (377, 430.875) by
    /// (−121, −60): 240 × 210.75 pt, not a square jump), and the end refits the square: the
    /// largest square in the box's space, 361 × 559, is 361 pt, centred at y = 16 + 99 = 115.
    @Test func aMaskSetDuringAGestureWaitsForItsEnd() throws {
        var editor = Self.opened()
        #expect(editor.panBegan(at: CGPoint(x: 377, y: 430.875), translation: .zero) == .show)
        #expect(editor.setMask(.circle) == .none)
        #expect(editor.mask == .rectangle)
        // Still the rectangle's ring: radius 0 plus the ring's width, half the longer side
        // (713 / 2 = 356.5); a circle's would add half the box's side.
        #expect(editor.scene.maskRingCornerRadius == 356.5)
        #expect(editor.panChanged(translation: CGPoint(x: -121, y: -60)) == .show)
        #expect(isClose(try #require(Self.geometry(editor)).box, CGRect(x: 16, y: 160.125, width: 240, height: 210.75)))
        let settledNow = try #require(editor.result)                     // as if the drag ended now
        #expect(abs(settledNow.pixelRect.width - settledNow.pixelRect.height) <= 1)
        guard case .animate = editor.panEnded() else { Issue.record("no refit animation"); return }
        #expect(editor.mask == .circle)
        #expect(editor.pendingMask == nil)
        #expect(isClose(try #require(Self.geometry(editor)).box, CGRect(x: 16, y: 115, width: 361, height: 361)))
    }

    /// A mask set during a pinch and set back before it ends changes nothing; one set during the
    /// dial is in force once a layout ends the gesture.
    @Test func aMaskSetBackDuringAGestureChangesNothing() throws {
        var editor = Self.opened()
        #expect(editor.pinchBegan(scale: 1, centroid: CGPoint(x: 200, y: 300), touchCount: 2) == .show)
        #expect(editor.setMask(.circle) == .none)
        #expect(editor.setMask(.rectangle) == .none)
        guard case .animate = editor.pinchEnded() else { Issue.record("no settle"); return }
        #expect(editor.mask == .rectangle)
        #expect(isClose(try #require(Self.geometry(editor)).box, Self.openBox))

        var dialled = Self.opened()
        _ = dialled.dialBegan(degrees: 0)
        #expect(dialled.setMask(.circle) == .none)
        var moved = CropFixture.phoneLayout
        moved.bounds = CGRect(x: 0, y: 0, width: 393, height: 700)
        _ = dialled.layOut(moved)
        #expect(dialled.mask == .circle)
        let square = try #require(Self.geometry(dialled))
        #expect(isClose(square.box.width, square.box.height))
    }

    /// A circle mask holds the box square and ignores other presets (the same mask again changes
    /// nothing); reset returns to how the editor opened, with its own preset.
    @Test func aCircleHoldsTheBoxSquareAndResetReturns() throws {
        var editor = Self.opened()
        _ = editor.setMask(.circle)
        #expect(editor.setMask(.circle) == .none)                       // the same mask again
        let square = try #require(Self.geometry(editor))
        #expect(isClose(square.box.width, square.box.height))
        #expect(editor.setAspectRatio(.fixed(width: 16, height: 9)) == .none)
        _ = editor.setMask(.rectangle)
        _ = editor.turn()
        _ = editor.mirror(horizontally: true)
        _ = editor.setAspectRatio(.fixed(width: 16, height: 9))
        #expect(editor.aspectRatio == .fixed(width: 16, height: 9))
        _ = editor.reset()
        let reset = try #require(Self.geometry(editor))
        #expect(isClose(reset.box, Self.openBox))
        #expect(reset.orientation == .identity)
        #expect(editor.aspectRatio == .free)
        #expect(editor.scene.aspectRatioName == "Free")
    }

    /// Opening from a result shows the result: the same result comes back.
    @Test func anEditorOpensWhereAResultLeftIt() throws {
        let saved = CropEditorResult(imagePixelSize: Self.photo, pixelRect: CGRect(x: 1000, y: 500, width: 1500, height: 1200),
                                     angleDegrees: 0, quarterTurns: 1, isMirrored: true)
        var editor = CropEditorStateMachine()
        _ = editor.layOut(CropFixture.phoneLayout)
        #expect(editor.setImage(pixelSize: Self.photo, startingFrom: saved) == .show)
        #expect(editor.result == saved)
        // Made for a copy twice as large: scaled to this one.
        var onCopy = CropEditorStateMachine()
        _ = onCopy.layOut(CropFixture.phoneLayout)
        _ = onCopy.setImage(pixelSize: CGSize(width: 2000, height: 1500), startingFrom: saved)
        #expect(onCopy.result?.pixelRect == CGRect(x: 500, y: 250, width: 750, height: 600))
    }

    /// VoiceOver and the keyboard: an edge moves out by 10 pt (the box past the space is refitted,
    /// zooming out: more of the photo), the dial by 1°, an arrow moves the crop over the photo.
    @Test func voiceOverAndKeysAdjustTheCrop() throws {
        var editor = Self.opened(aspectRatio: .square)
        // The square: 361 pt = 3000 px across, x 500…3500 of the photo.
        let before = try #require(editor.result)
        _ = editor.adjustEdge(.right, outward: true)
        let wider = try #require(editor.result)
        // 10 pt at 3000/361 px per pt = 83.1 px more on the right; the square lock grows the
        // height with it, but the photo is only 3000 px tall: the box stops at the photo.
        #expect(wider.pixelRect.width == before.pixelRect.width)
        _ = editor.adjustEdge(.right, outward: false)
        let narrower = try #require(editor.result)
        #expect(narrower.pixelRect.width < before.pixelRect.width)
        _ = editor.adjustAngle(clockwise: true)
        #expect(editor.result?.angleDegrees == 1)
        _ = editor.adjustAngle(clockwise: false)
        #expect(editor.result?.angleDegrees == 0)
        let beforeNudge = try #require(editor.result)
        _ = editor.nudge(by: CGPoint(x: 10, y: 0))
        #expect(try #require(editor.result).pixelRect.minX > beforeNudge.pixelRect.minX)
        #expect(editor.nudge(by: CGPoint(x: CGFloat.nan, y: 0)) == .none)
    }
}
