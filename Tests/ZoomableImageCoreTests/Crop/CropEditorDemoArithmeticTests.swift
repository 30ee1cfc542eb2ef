import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The arithmetic `UITests/CropEditorUITests.swift` states for each destination, run through
/// the editor's rules here: the demo's editor bounds and safe areas, the same steps (square, a
/// corner dragged past the minimum, a quarter turn, the dial to 10°), the same sizes.
@Suite struct CropEditorDemoArithmeticTests {
    struct Destination: CustomStringConvertible, Sendable {
        let description: String
        let layout: CropEditorLayout
        let side: CGFloat
        let corner: Int
        let straightened: Int
    }

    /// Editor bounds: the screen below the bar and the demo's 48 pt of readouts.
    static let destinations: [Destination] = [
        Destination(description: "iPhone 16 portrait",
                    layout: layout(width: 393, height: 701, left: 0, bottom: 34, right: 0),
                    side: 361, corner: 366, straightened: 315),
        // r = 767.44: ⌊767.44 / 1.15846⌋ = 662.
        Destination(description: "iPhone 16 landscape",
                    layout: layout(width: 852, height: 313, left: 59, bottom: 21, right: 59),
                    side: 172, corner: 768, straightened: 662),
        // b = min(788, 4 · 167.51) = 670.05: ⌊670.05 / 4⌋ = 167.
        Destination(description: "iPad Air 11-inch portrait",
                    layout: layout(width: 820, height: 1058, left: 0, bottom: 20, right: 0),
                    side: 788, corner: 168, straightened: 167),
        // r = 236.56: ⌊236.56 / 1.15846⌋ = 204.
        Destination(description: "iPad Air 11-inch landscape",
                    layout: layout(width: 1180, height: 698, left: 0, bottom: 20, right: 0),
                    side: 558, corner: 237, straightened: 204),
    ]

    static func layout(width: CGFloat, height: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) -> CropEditorLayout {
        CropEditorLayout(bounds: CGRect(x: 0, y: 0, width: width, height: height),
                         safeAreaInsets: SafeAreaInsets(top: 0, left: left, bottom: bottom, right: right),
                         showsToolbar: true, showsDial: true)
    }

    /// Completes the animation an action started, as the view's animator would.
    static func finish(_ editor: inout CropEditorStateMachine, _ action: CropEditorGestureAction) {
        if case .animate(let animation) = action { editor.animationFinished(id: animation.id) }
    }

    static func finish(_ editor: inout CropEditorStateMachine, _ action: CropEditorCommandAction) {
        if case .animate(let animation) = action { editor.animationFinished(id: animation.id) }
    }

    @Test(arguments: destinations)
    func theUITestsArithmeticHolds(_ destination: Destination) throws {
        var editor = CropEditorStateMachine()
        _ = editor.setImage(pixelSize: CGSize(width: 4000, height: 3000), startingFrom: nil)
        _ = editor.layOut(destination.layout)
        #expect(editor.result?.outputPixelSize == CGSize(width: 4000, height: 3000))

        Self.finish(&editor, editor.setAspectRatio(.square))
        #expect(editor.result?.pixelRect == CGRect(x: 500, y: 0, width: 3000, height: 3000))
        let box = editor.scene.box
        #expect(isClose(box.width, destination.side), "\(destination): the square is \(box)")

        _ = editor.panBegan(at: CGPoint(x: box.maxX, y: box.maxY), translation: .zero)
        _ = editor.panChanged(translation: CGPoint(x: -(box.width - 10), y: -(box.height - 10)))
        Self.finish(&editor, editor.panEnded())
        let corner = CGFloat(destination.corner)
        #expect(editor.result?.outputPixelSize == CGSize(width: corner, height: corner), "\(destination)")

        Self.finish(&editor, editor.turn())
        #expect(editor.result?.outputPixelSize == CGSize(width: corner, height: corner))
        #expect(editor.result?.quarterTurns == 1)

        _ = editor.dialBegan(degrees: 0)
        _ = editor.dialChanged(degrees: 10)
        Self.finish(&editor, editor.dialEnded())
        let result = try #require(editor.result)
        #expect(result.angleDegrees == 10)
        let side = CGFloat(destination.straightened)
        #expect(result.outputPixelSize == CGSize(width: side, height: side), "\(destination): \(result)")
    }
}
