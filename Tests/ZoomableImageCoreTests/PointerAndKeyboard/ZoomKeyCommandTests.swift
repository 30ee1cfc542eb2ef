import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The keyboard's commands on the engine, and the keys that perform them. The photo of
/// ``Fixture/photoEngine(_:)``: 600 × 400 px aspect fit in 300 × 500, drawn at (0, 150,
/// 300 × 200), anchor (150, 250). At scale s and centre c the drawn image spans
/// c.x − 150 s … c.x + 150 s and c.y − 100 s … c.y + 100 s.
@Suite struct ZoomKeyCommandTests {
    /// At 2.5 about the centre the image spans 750 × 500: x may be in [300 − 375, 0 + 375] =
    /// [−75, 375], y only 250 (exactly as tall as the container).
    static func zoomed() -> ZoomEngine {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(2.5, around: CGPoint(x: 150, y: 250))
        return engine
    }

    /// ⌘+ from rest: ×1.5 around the container's centre (150, 250), which is the image's centre,
    /// so the centre stays. ⌘− from 2.5: 2.5 / 1.5 = 5/3. ⌘+ at 4 (the maximum): 4.
    @Test func zoomStepsAreOneAndAHalfAroundTheCentreWithinTheLimits() {
        var engine = Fixture.photoEngine()
        engine.perform(.zoomIn)
        #expect(engine.zoomScale == 1.5 && engine.geometry.center == CGPoint(x: 150, y: 250))
        engine = Self.zoomed()
        engine.perform(.zoomOut)
        #expect(isClose(engine.zoomScale, 5.0 / 3))
        engine.setZoomScale(4, around: CGPoint(x: 150, y: 250))
        engine.perform(.zoomIn)
        #expect(engine.zoomScale == 4)
        engine.perform(.resetZoom)
        #expect(engine.zoomScale == 1 && engine.geometry.center == CGPoint(x: 150, y: 250))
    }

    /// An arrow moves 50 pt the other way (revealing what lies that way), ⌥-arrow to the edge;
    /// clamped, so no gap opens. Vertically the image cannot move at 2.5: nothing changes.
    @Test(arguments: [
        (ZoomKeyCommand.scrollRight, CGPoint(x: 100, y: 250)),
        (.scrollLeft, CGPoint(x: 200, y: 250)),
        (.scrollUp, CGPoint(x: 150, y: 250)),
        (.scrollDown, CGPoint(x: 150, y: 250)),
        (.scrollToRightEdge, CGPoint(x: -75, y: 250)),
        (.scrollToLeftEdge, CGPoint(x: 375, y: 250)),
        (.scrollToTop, CGPoint(x: 150, y: 250)),
        (.scrollToBottom, CGPoint(x: 150, y: 250)),
    ])
    func arrowsMoveAZoomedImageByAStepOrToTheEdge(command: ZoomKeyCommand, center: CGPoint) {
        var engine = Self.zoomed()
        engine.perform(command)
        #expect(engine.geometry.center == center)
        #expect(engine.zoomScale == 2.5)
    }

    /// At 4 about the centre the image spans 1200 × 800 and can move on both axes: x in
    /// [300 − 600, 0 + 600] = [−300, 600], y in [500 − 400, 0 + 400] = [100, 400], from
    /// (150, 250). Every arrow moves its own way by 50 pt (the content follows the arrow's
    /// opposite, revealing what lies that way), every ⌥-arrow to its own edge — all different,
    /// so no direction can pass for another.
    @Test(arguments: [
        (ZoomKeyCommand.scrollRight, CGPoint(x: 100, y: 250)),
        (.scrollLeft, CGPoint(x: 200, y: 250)),
        (.scrollDown, CGPoint(x: 150, y: 200)),
        (.scrollUp, CGPoint(x: 150, y: 300)),
        (.scrollToRightEdge, CGPoint(x: -300, y: 250)),
        (.scrollToLeftEdge, CGPoint(x: 600, y: 250)),
        (.scrollToBottom, CGPoint(x: 150, y: 100)),
        (.scrollToTop, CGPoint(x: 150, y: 400)),
    ])
    func everyArrowMovesItsOwnWayWhereTheImageCanMoveBothWays(command: ZoomKeyCommand, center: CGPoint) {
        var engine = Fixture.photoEngine()
        engine.setZoomScale(4, around: CGPoint(x: 150, y: 250))
        engine.perform(command)
        #expect(engine.geometry.center == center)
        #expect(engine.zoomScale == 4)
    }

    /// A step stops at the edge: from the right edge (−75) a step left reaches −25, and two
    /// steps right stop at −75 rather than −125.
    @Test func aStepStopsAtTheEdge() {
        var engine = Self.zoomed()
        engine.perform(.scrollToRightEdge)
        engine.perform(.scrollLeft)
        #expect(engine.geometry.center.x == -25)
        engine.perform(.scrollRight)
        engine.perform(.scrollRight)
        #expect(engine.geometry.center.x == -75)
    }

    /// At rest the photo is centred: no arrow moves it. Under a crop opening (`.alwaysCover`) the
    /// image slides under it even at rest: a 200 × 200 opening at (50, 150) leaves x in
    /// [250 − 150, 50 + 150] = [100, 200] and y at 250 (the image is exactly as tall).
    @Test func atRestArrowsMoveNothingUnlessACropOpeningLetsTheImageSlide() {
        var engine = Fixture.photoEngine()
        for command in ZoomKeyCommand.allCases where !command.isZoom {
            var moved = engine
            moved.perform(command)
            #expect(moved.geometry == engine.geometry, "\(command)")
        }
        engine.coverageRect = CGRect(x: 50, y: 150, width: 200, height: 200)
        engine.coveragePolicy = .alwaysCover
        engine.settle()
        engine.perform(.scrollRight)
        #expect(engine.geometry.center == CGPoint(x: 100, y: 250))
        engine.perform(.scrollToLeftEdge)
        #expect(engine.geometry.center == CGPoint(x: 200, y: 250))
    }

    /// Every command has a shown binding, listed first; the unshown ones are the shifted
    /// alternatives of ⌘+ and ⌘−; a View menu shows ⌘+ ⌘− ⌘0.
    @Test func everyCommandHasAShownBindingAndTheMenuShowsTheZoomOnes() {
        for command in ZoomKeyCommand.allCases {
            #expect(command.bindings.first?.isDiscoverable == true, "\(command)")
            #expect(ZoomKeyCommand(rawValue: command.rawValue) == command)
        }
        let hidden = ZoomKeyBinding.all.filter { !$0.isDiscoverable }.map { "\($0.command) \($0.key.rawValue)" }
        #expect(hidden == ["zoomIn =", "zoomOut _"])
        #expect(ZoomKeyBinding.menuItems.map(\.key) == [.plus, .minus, .zero])
        #expect(ZoomKeyBinding.menuItems.allSatisfy { $0.modifiers == .command })
        #expect(ZoomKeyCommand.scrollToTop.bindings == [ZoomKeyBinding(.scrollToTop, .upArrow, .alternate)])
        #expect(Set(ZoomKeyBinding.all.map { "\($0.key)\($0.modifiers.rawValue)" }).count == ZoomKeyBinding.all.count)
    }
}
