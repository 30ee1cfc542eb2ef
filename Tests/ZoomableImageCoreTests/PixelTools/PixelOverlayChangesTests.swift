import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The value an overlay update returns, and the pin it compares: a marker is placed again only
/// when its pin changed — and a marker left at a NaN pixel must not count as moved on every
/// update (NaN ≠ NaN would place it at 120 Hz for nothing).
@Suite struct PixelOverlayChangesTests {
    @Test(arguments: [
        // (a, b, equal?) — by hand: same pixel and scaling are equal; any coordinate or the
        // scaling flag differing is not; NaN equals NaN only in the same coordinate.
        (PixelOverlayPin(pixel: CGPoint(x: 10.5, y: 3.5)), PixelOverlayPin(pixel: CGPoint(x: 10.5, y: 3.5)), true),
        (PixelOverlayPin(pixel: CGPoint(x: 10.5, y: 3.5)), PixelOverlayPin(pixel: CGPoint(x: 10.5, y: 4.5)), false),
        (PixelOverlayPin(pixel: CGPoint(x: 10.5, y: 3.5)), PixelOverlayPin(pixel: CGPoint(x: 11.5, y: 3.5)), false),
        (PixelOverlayPin(pixel: CGPoint(x: 10.5, y: 3.5)), PixelOverlayPin(pixel: CGPoint(x: 10.5, y: 3.5), scalesWithImage: true), false),
        (PixelOverlayPin(pixel: CGPoint(x: CGFloat.nan, y: 3.5)), PixelOverlayPin(pixel: CGPoint(x: CGFloat.nan, y: 3.5)), true),
        (PixelOverlayPin(pixel: CGPoint(x: CGFloat.nan, y: 3.5)), PixelOverlayPin(pixel: CGPoint(x: 3.5, y: CGFloat.nan)), false),
        (PixelOverlayPin(pixel: CGPoint(x: CGFloat.nan, y: 3.5)), PixelOverlayPin(pixel: CGPoint(x: 0, y: 3.5)), false),
    ])
    func pinsAreEqualWhenTheyPlaceAMarkerAlike(a: PixelOverlayPin, b: PixelOverlayPin, equal: Bool) {
        #expect((a == b) == equal)
        #expect((b == a) == equal)
    }

    @Test func placementsAreTheNewAndTheMovedMarkers() {
        var changes = PixelOverlayChanges<Int>()
        #expect(changes.isEmpty && changes.placementCount == 0)
        changes.added = [0, 3]
        changes.moved = [5]
        changes.rerendered = [5, 6]           // re-rendering places nothing
        changes.removed = [9]
        #expect(changes.placementCount == 3)
        #expect(!changes.isEmpty)
        var reorderedOnly = PixelOverlayChanges<Int>()
        reorderedOnly.restackedOrder = [2, 1]
        #expect(!reorderedOnly.isEmpty && reorderedOnly.placementCount == 0)
    }
}
