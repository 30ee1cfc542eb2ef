import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random sessions of the whole editor: box drags from any point, pans, pinches (touch counts
/// changing), the dial, turns, mirrors, presets, masks, resets, arrow keys, VoiceOver, new
/// layouts and "Done", in any order, animations completing or not. After every event:
///
/// - the image covers the box (the quadrilateral test of `CropEditorCoverageTests`, not the
///   geometry's own) — at rest and mid-gesture alike, since nothing may bare a corner;
/// - the box is inside the available space, the angle within ±45°, every frame finite;
///
/// and at rest the result's region lies inside the image: whole pixels inside it unstraightened,
/// its turned corners inside it (to 10⁻⁶ px) straightened.
@Suite struct CropEditorPropertyTests {
    static func layout(_ random: inout SeededGenerator) -> CropEditorLayout {
        let bounds = CGRect(x: random.uniform(-20...20), y: random.uniform(-20...20),
                            width: random.uniform(260...1400), height: random.uniform(260...1400))
        return CropEditorLayout(bounds: bounds,
                                safeAreaInsets: SafeAreaInsets(top: random.uniform(0...60), left: random.uniform(0...60),
                                                               bottom: random.uniform(0...40), right: random.uniform(0...60)),
                                showsToolbar: random.chance(0.8), showsDial: random.chance(0.8))
    }

    static func point(in box: CGRect, _ random: inout SeededGenerator) -> CGPoint {
        // Near a corner or an edge half the time, anywhere around the box otherwise.
        let x = random.chance(0.5) ? random.pick([box.minX, box.midX, box.maxX]) + random.uniform(-15...15)
                                   : random.uniform((box.minX - 60)...(box.maxX + 60))
        let y = random.chance(0.5) ? random.pick([box.minY, box.midY, box.maxY]) + random.uniform(-15...15)
                                   : random.uniform((box.minY - 60)...(box.maxY + 60))
        return CGPoint(x: x, y: y)
    }

    struct Session {
        var editor: CropEditorStateMachine
        var random: SeededGenerator
        var lastAnimation: Int?
        let seed: UInt64

        mutating func check(_ event: String) {
            guard case .ready(let geometry, let motion) = editor.state else { return }
            let space = geometry.availableRect
            #expect(CropFixture.covers(geometry, tolerance: 1e-6 * max(1, geometry.box.width, geometry.box.height)),
                    "seed \(seed), after \(event): uncovered by \(geometry.uncoveredDistance)")
            #expect(geometry.box.minX >= space.minX - 1e-6 && geometry.box.maxX <= space.maxX + 1e-6
                    && geometry.box.minY >= space.minY - 1e-6 && geometry.box.maxY <= space.maxY + 1e-6,
                    "seed \(seed), after \(event): box \(geometry.box) outside \(space)")
            #expect(abs(geometry.angleDegrees) <= 45)
            let scene = editor.scene
            let frames = scene.shades + scene.handles + scene.gridLines + [scene.box]
            #expect(frames.allSatisfy { $0.isFiniteRect })
            #expect(scene.imageGeometry.center.isFinitePoint && scene.imageGeometry.transform.a.isFinite)
            guard motion == .rest else { return }
            let result = geometry.result
            let size = result.imagePixelSize
            if result.isStraightened {
                let slack = 1e-6 * max(size.width, size.height)
                #expect(result.regionCorners.allSatisfy {
                    $0.x >= -slack && $0.y >= -slack && $0.x <= size.width + slack && $0.y <= size.height + slack
                }, "seed \(seed), after \(event): \(result)")
            } else {
                let rect = result.pixelRect
                #expect(rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= size.width && rect.maxY <= size.height
                        && rect == rect.integral && rect.width >= 1 && rect.height >= 1,
                        "seed \(seed), after \(event): \(result)")
            }
        }

        mutating func remember(_ action: CropEditorGestureAction) {
            if case .animate(let animation) = action { lastAnimation = animation.id }
        }

        mutating func remember(_ action: CropEditorCommandAction) {
            if case .animate(let animation) = action { lastAnimation = animation.id }
        }

        /// One gesture of a few events, or one command.
        mutating func step() {
            let box = editor.scene.box
            switch random.next() % 14 {
            case 0, 1, 2:
                let start = CropEditorPropertyTests.point(in: box, &random)
                var translation = CGPoint.zero
                remember(editor.panBegan(at: start, translation: .zero))
                check("pan began")
                for _ in 0..<Int(random.next() % 5) {
                    translation.x += random.uniform(-150...150)
                    translation.y += random.uniform(-150...150)
                    remember(editor.panChanged(translation: translation))
                    check("pan changed by \(translation)")
                }
                remember(editor.panEnded())
            case 3, 4:
                var scale: CGFloat = 1
                var touches = 2
                let centre = CropEditorPropertyTests.point(in: box, &random)
                remember(editor.pinchBegan(scale: scale, centroid: centre, touchCount: touches))
                for _ in 0..<Int(random.next() % 5) {
                    scale *= random.logUniform(0.3...4)
                    touches = random.chance(0.2) ? 3 - touches : touches
                    remember(editor.pinchChanged(scale: scale, centroid: CropEditorPropertyTests.point(in: box, &random),
                                                 touchCount: touches))
                    check("pinch to \(scale)")
                }
                remember(editor.pinchEnded())
            case 5:
                remember(editor.dialBegan(degrees: 0))
                for _ in 0..<Int(random.next() % 4) {
                    remember(editor.dialChanged(degrees: random.uniform(-60...60)))
                    check("dial")
                }
                remember(editor.dialEnded())
            case 6: remember(editor.turn())
            case 7: remember(editor.mirror(horizontally: random.chance(0.5)))
            case 8: remember(editor.setAspectRatio(random.pick(CropAspectRatio.presets)))
            case 9: remember(editor.setMask(random.pick([.rectangle, .circle, .roundedRectangle(cornerRadius: 20)])))
            case 10: remember(editor.nudge(by: CGPoint(x: random.uniform(-30...30), y: random.uniform(-30...30))))
            case 11:
                remember(random.chance(0.5)
                         ? editor.adjustEdge(random.pick(CropHandle.allCases), outward: random.chance(0.5))
                         : editor.adjustAngle(clockwise: random.chance(0.5)))
            case 12: _ = editor.layOut(CropEditorPropertyTests.layout(&random))
            default:
                if random.chance(0.3) {
                    remember(editor.reset())
                } else {
                    remember(editor.dialChanged(degrees: random.uniform(-45...45)))
                }
            }
            check("a step")
            // Most animations complete; some are overtaken by the next input.
            if let id = lastAnimation, random.chance(0.8) {
                editor.animationFinished(id: id)
                check("an animation's end")
            }
        }
    }

    @Test func randomSessionsNeverUncoverTheBox() {
        for seed in UInt64(0)..<400 {
            var random = SeededGenerator(seed: seed &* 7919 &+ 36)
            let size = CGSize(width: random.logUniform(20...9000).rounded(), height: random.logUniform(20...9000).rounded())
            var editor = CropEditorStateMachine(aspectRatio: random.pick(CropAspectRatio.presets))
            _ = editor.setImage(pixelSize: size, startingFrom: nil)
            _ = editor.layOut(Self.layout(&random))
            var session = Session(editor: editor, random: random, lastAnimation: nil, seed: seed)
            session.check("opening")
            for _ in 0..<30 { session.step() }
            if case .done(let result) = session.editor.finish() {
                #expect(CropCutPlan(result: result, imagePixelSize: size, orientation: .right) != nil, "seed \(seed)")
            }
            session.check("done")
        }
    }
}
