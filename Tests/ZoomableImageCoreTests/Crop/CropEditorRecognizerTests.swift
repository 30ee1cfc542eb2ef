import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The crop editor's recognizer answers on an iPhone 16's layout (``CropFixture/phoneLayout``:
/// the dial at y 591…635, the toolbar at y 635…679, both across the screen). A drag that begins
/// on the box must not also start a navigation controller's edge swipe or a sheet's dismissal;
/// this file exists because the editor once ran together with every recognizer in the app.
@Suite struct CropEditorRecognizerTests {
    static let editor = CropEditorStateMachineTests.opened()

    /// Only the editor's pan and pinch run together: never with a recognizer of someone else's
    /// (`nil`), nor each with itself.
    @Test(arguments: [
        (CropEditorRecognizer?.some(.pan), CropEditorRecognizer?.some(.pinch), true),
        (.pinch, .pan, true),
        (.pan, nil, false),
        (.pinch, nil, false),
        (nil, .pan, false),
        (.pan, .pan, false),
        (.pinch, .pinch, false),
    ] as [(CropEditorRecognizer?, CropEditorRecognizer?, Bool)])
    func onlyThePanAndThePinchRunTogether(_ recognizer: CropEditorRecognizer?, _ other: CropEditorRecognizer?,
                                          _ expected: Bool) {
        #expect(CropEditorStateMachine.recognizesSimultaneously(recognizer, with: other) == expected)
    }

    /// An ancestor's pan (the edge swipe at x = 16 pt) waits for the editor's pan; the pinch
    /// makes nothing wait (it stays possible under one finger until it lifts, which would hold
    /// an ancestor's pan on the toolbar), and a pan of the editor's own or of a view outside it
    /// waits for nothing.
    @Test(arguments: [
        (CropEditorRecognizer?.some(.pan), CropEditorRecognizer?.none, true, true),
        (.pan, nil, false, false),
        (.pinch, nil, true, false),
        (.pan, .pinch, true, false),
        (nil, nil, true, false),
    ] as [(CropEditorRecognizer?, CropEditorRecognizer?, Bool, Bool)])
    func anAncestorsPanWaitsForTheEditorsPan(_ recognizer: CropEditorRecognizer?, _ other: CropEditorRecognizer?,
                                            _ isAncestorPan: Bool, _ expected: Bool) {
        #expect(CropEditorStateMachine.mustFail(recognizer, before: other, isAncestorPan: isAncestorPan) == expected)
    }

    /// A pan is judged where it landed, not where the finger is when UIKit asks: landing on the
    /// dial (y 600) and moved up 20 pt onto the box's space it stays the dial's; landing on the
    /// box (y 580) and moved down 20 pt onto the dial it is the editor's. The pinch is judged at
    /// its centroid, and any other recognizer gets UIView's default, `true`, even on the toolbar.
    @Test(arguments: [
        (CropEditorRecognizer?.some(.pan), CGPoint(x: 100, y: 580), CGPoint(x: 0, y: -20), false),
        (.pan, CGPoint(x: 100, y: 600), CGPoint(x: 0, y: 20), true),
        (.pan, CGPoint(x: 100, y: 300), CGPoint(x: 30, y: 10), true),
        (.pan, CGPoint(x: 100, y: 650), CGPoint(x: 0, y: 300), true),
        (.pinch, CGPoint(x: 100, y: 600), CGPoint(x: 0, y: 20), false),
        (.pinch, CGPoint(x: 100, y: 580), CGPoint(x: 0, y: -20), true),
        (nil, CGPoint(x: 100, y: 650), .zero, true),
    ] as [(CropEditorRecognizer?, CGPoint, CGPoint, Bool)])
    func aPanIsJudgedWhereItLanded(_ recognizer: CropEditorRecognizer?, _ location: CGPoint, _ translation: CGPoint,
                                   _ expected: Bool) {
        #expect(Self.editor.shouldBegin(recognizer, at: location, panTranslation: translation) == expected)
    }
}
