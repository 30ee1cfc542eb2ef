import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Content that changes while it moves: nothing under the fingers or under a spring changes size.
/// A size measured meanwhile and a change to measure wait until the content rests; at rest a
/// change is measured at once, and a resize applies at once (as before).
///
/// Fixture: ``ZoomInteractionContentTests/diagramView(mode:)`` — a 600 × 400 pt diagram aspect
/// fit in a 300 × 500 pt container, drawn at (0, 150, 300 × 200), 0.5 pt per content point. A
/// pinch ×1.5 around the container's centre (150, 250) zooms it to 450 × 300 pt, centred: wider
/// than the container, so it covers it across; shorter, so it is centred down — the settled
/// geometry is the pinched one, and the pinch ends at rest with no spring.
@MainActor
@Suite struct ZoomInteractionContentChangeTests {
    static let centre = CGPoint(x: 150, y: 250)
    static let grown = ImageDescription.content(size: CGSize(width: 600, height: 600))

    /// The diagram mid-pinch at ×1.5, fingers still down, its log cleared.
    static func pinchedDiagram() -> SimulatedView {
        let view = ZoomInteractionContentTests.diagramView()
        view.pinch([(1.5, centre)], from: centre, end: false)
        view.log.removeAll()
        return view
    }

    /// Ends the pinch the view is in.
    static func endPinch(_ view: SimulatedView) {
        view.send(.pinch(.ended, scale: 1, centroid: centre, touchCount: 2))
        view.send(.touchesEnded(count: 2))
    }

    /// The diagram grows to 600 × 600 pt mid-pinch (its container resized, or a ZoomableView's
    /// content size set): nothing moves and the layout stays 600 × 400 while the fingers are
    /// down. Once the pinch ends the new size applies, keeping the zoom ×1.5 (as at rest), and
    /// the content view is placed again.
    @Test func aResizeDuringAPinchWaitsUntilTheContentRests() {
        let view = Self.pinchedDiagram()
        let before = view.interaction.geometry
        view.send(.image(Self.grown, identity: 1))
        #expect(view.interaction.image == ZoomInteractionContentTests.diagram)
        #expect(view.interaction.imageLayout.imageFrame == CGRect(x: 0, y: 150, width: 300, height: 200))
        #expect(view.interaction.geometry == before)
        #expect(view.log.isEmpty)
        view.send(.pinch(.changed, scale: 1, centroid: Self.centre, touchCount: 2))
        #expect(view.interaction.image == ZoomInteractionContentTests.diagram)
        Self.endPinch(view)
        #expect(view.interaction.image == Self.grown)
        // 600 × 600 pt at 0.5 pt per content point: 300 × 300, centred down (500 − 300) / 2 = 100.
        #expect(view.interaction.imageLayout.imageFrame == CGRect(x: 0, y: 100, width: 300, height: 300))
        #expect(isClose(view.interaction.zoomScale, 1.5))
        #expect(view.log.filter { $0 == .placeContent }.count == 1)
    }

    /// A double tap's spring to ×2.5 is not cut by a resize: the size waits for it to land.
    @Test func aResizeDuringAnAnimationWaitsForItToLand() {
        let view = ZoomInteractionContentTests.diagramView()
        view.doubleTap(at: Self.centre)
        #expect(view.animation != nil)
        view.send(.image(Self.grown, identity: 1))
        #expect(view.animation != nil)
        #expect(!view.log.contains(.stop))
        #expect(view.interaction.image == ZoomInteractionContentTests.diagram)
        view.completeAnimation()
        #expect(view.interaction.image == Self.grown)
        #expect(isClose(view.interaction.zoomScale, 2.5))
    }

    /// Measured back to the size shown before the pinch ended: nothing waits any more.
    @Test func theSizeShownAgainCancelsAWaitingResize() {
        let view = Self.pinchedDiagram()
        view.send(.image(Self.grown, identity: 1))
        view.send(.image(ZoomInteractionContentTests.diagram, identity: 1))
        Self.endPinch(view)
        #expect(view.interaction.image == ZoomInteractionContentTests.diagram)
        #expect(!view.log.contains(.placeContent))
    }

    /// At rest, a change is measured at once, once per change: the view forgets its
    /// measurement and lays the content out again.
    @Test func aChangeAtRestIsMeasuredAtOnce() {
        let view = ZoomInteractionContentTests.diagramView()
        let effects = view.send(.contentChanged)
        #expect(effects.measuresContent)
        #expect(view.log == [.measureContent])
    }

    /// A SwiftUI update on every frame of a pinch (its zoom bound to state the body reads): not
    /// one measurement while the fingers are down, one when the pinch ends.
    @Test func changesDuringAPinchAreMeasuredOnceWhenItEnds() {
        let view = Self.pinchedDiagram()
        for scale in [1.1, 1.05, 0.98] as [CGFloat] {
            view.send(.pinch(.changed, scale: scale, centroid: Self.centre, touchCount: 2))
            view.send(.contentChanged)
        }
        #expect(!view.log.contains(.measureContent))
        Self.endPinch(view)
        #expect(view.log.filter { $0 == .measureContent }.count == 1)
    }

    /// During a spring the change waits too, and is measured when it lands.
    @Test func aChangeDuringAnAnimationIsMeasuredWhenItLands() {
        let view = ZoomInteractionContentTests.diagramView()
        view.doubleTap(at: Self.centre)
        view.send(.contentChanged)
        #expect(!view.log.contains(.measureContent))
        view.completeAnimation()
        #expect(view.log.filter { $0 == .measureContent }.count == 1)
    }

    /// Another content view set mid-pinch drops what waited for the old one (it is measured as
    /// it is set); the new one goes on from rest.
    @Test func newContentDropsWhatWaitedForTheOld() {
        let view = Self.pinchedDiagram()
        view.send(.image(Self.grown, identity: 1))
        view.send(.contentChanged)
        let other = ImageDescription.content(size: CGSize(width: 200, height: 100))
        view.send(.image(other, identity: 2))
        Self.endPinch(view)
        #expect(view.interaction.image == other)
        #expect(!view.log.contains(.placeContent))
        #expect(!view.log.contains(.measureContent))
    }

    /// An image view has no content to measure: the input does nothing.
    @Test func anImageIgnoresContentChanges() {
        let view = PhotoView.make()
        #expect(view.send(.contentChanged) == ZoomEffects())
        #expect(view.log.isEmpty)
    }
}
