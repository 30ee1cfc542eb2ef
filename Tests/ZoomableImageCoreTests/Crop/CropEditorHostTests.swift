import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The loop every crop editor view runs: `send` feeds the machine, performs the one primitive
/// its action names, then reports a new result at rest — in that order — with a host that
/// records what it is asked for, as the UIKit view would perform it.
@Suite @MainActor struct CropEditorHostTests {
    @MainActor final class RecordingHost: CropEditorHost {
        enum Call: Equatable {
            case show(CGRect)
            case relayOut(CGRect)
            case animate(CGRect, id: Int)
            case resultChange(CropEditorResult)
            case done(CropEditorResult)
            case cancel
        }

        var editor = CropEditorStateMachine()
        var calls: [Call] = []

        func show(_ scene: CropEditorScene) { calls.append(.show(scene.box)) }
        func relayOut(_ scene: CropEditorScene) { calls.append(.relayOut(scene.box)) }
        func animate(to scene: CropEditorScene, with animation: StartedAnimation) {
            calls.append(.animate(scene.box, id: animation.id))
        }
        func reportResultChange(_ result: CropEditorResult) { calls.append(.resultChange(result)) }
        func reportDone(_ result: CropEditorResult) { calls.append(.done(result)) }
        func reportCancel() { calls.append(.cancel) }
    }

    static let whole = CropEditorResult(imagePixelSize: CGSize(width: 4000, height: 3000),
                                        pixelRect: CGRect(x: 0, y: 0, width: 4000, height: 3000))

    @Test func eachEventPerformsItsActionThenReportsAtRest() throws {
        let host = RecordingHost()
        host.send(.layout(CropFixture.phoneLayout))
        #expect(host.calls == [.relayOut(.zero)])
        host.send(.image(pixelSize: CGSize(width: 4000, height: 3000), startingFrom: nil))
        let open = CropEditorStateMachineTests.openBox
        #expect(host.calls.suffix(2) == [.show(host.editor.scene.box), .resultChange(Self.whole)])
        #expect(isClose(host.editor.scene.box, open))

        host.calls = []
        host.send(.pan(.began, location: CGPoint(x: 377, y: 430.875), translation: .zero))
        host.send(.pan(.changed, location: CGPoint(x: 257, y: 370.875), translation: CGPoint(x: -120, y: -60)))
        host.send(.pan(.ended, location: CGPoint(x: 257, y: 370.875), translation: CGPoint(x: -120, y: -60)))
        #expect(host.calls.count == 3)
        #expect(host.calls.last == .animate(host.editor.scene.box, id: 1))
        host.send(.animationFinished(id: 1))
        #expect(host.calls.last == .resultChange(CropEditorResult(imagePixelSize: CGSize(width: 4000, height: 3000),
                                                                   pixelRect: CGRect(x: 0, y: 0, width: 2671, height: 2336))))

        host.calls = []
        host.send(.pan(.possible, location: .zero, translation: .zero))
        host.send(.dial(.possible, degrees: 3))
        host.send(.pinch(.possible, scale: 2, centroid: .zero, touchCount: 2))
        #expect(host.calls.isEmpty)
        host.send(.done)
        host.send(.cancel)
        #expect(host.calls == [.done(try #require(host.editor.result)), .cancel])
    }

    /// A layout — a rotation's, whose frames UIKit animates — is written in the layout's own
    /// animation, not shown at once: the box moves with the editor. A gesture's frames and a new
    /// image are shown at once.
    @Test func aLayoutIsWrittenInsideItsOwnAnimation() throws {
        let host = RecordingHost()
        host.send(.image(pixelSize: CGSize(width: 4000, height: 3000), startingFrom: nil))
        host.send(.layout(CropFixture.phoneLayout))
        #expect(host.calls == [.relayOut(CropEditorStateMachineTests.openBox), .resultChange(Self.whole)])
        host.calls = []
        var landscape = CropFixture.phoneLayout
        landscape.bounds = CGRect(x: 0, y: 0, width: 852, height: 313)
        host.send(.layout(landscape))
        #expect(host.calls == [.relayOut(host.editor.scene.box)])
        host.calls = []
        host.send(.image(pixelSize: CGSize(width: 3000, height: 4000), startingFrom: nil))
        #expect(host.calls.first == .show(host.editor.scene.box))
    }

    /// Every command animates from its target; a pinch and the dial show as they go.
    @Test func commandsAnimateAndGesturesShow() {
        let host = RecordingHost()
        host.send(.image(pixelSize: CGSize(width: 4000, height: 3000), startingFrom: nil))
        host.send(.layout(CropFixture.phoneLayout))
        let commands: [CropEditorEvent] = [.turn, .mirror(horizontally: true), .mirror(horizontally: false),
                                           .aspectRatio(.square), .mask(.roundedRectangle(cornerRadius: 12)), .reset,
                                           .nudge(CGPoint(x: 1, y: 0)), .adjustEdge(.top, outward: false),
                                           .adjustAngle(clockwise: true)]
        for (index, command) in commands.enumerated() {
            host.calls = []
            host.send(command)
            #expect(host.calls == [.animate(host.editor.scene.box, id: index + 1)], "\(command)")
        }
        host.calls = []
        let centre = CGPoint(x: 196.5, y: 295.5)
        host.send(.pinch(.began, scale: 1, centroid: centre, touchCount: 2))
        host.send(.pinch(.changed, scale: 1.5, centroid: centre, touchCount: 2))
        host.send(.dial(.began, degrees: 4))
        #expect(host.calls == [.show(host.editor.scene.box), .show(host.editor.scene.box)])
        host.send(.pinch(.ended, scale: 1.5, centroid: centre, touchCount: 2))
        host.send(.dial(.began, degrees: 4))
        host.send(.dial(.changed, degrees: 6))
        host.send(.dial(.ended, degrees: 6))
        #expect(host.calls.count == 6)
    }
}
