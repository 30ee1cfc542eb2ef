import Foundation
import Testing
@_spi(Internals) import ZoomableImageCore

/// Which SwiftUI markers to remove, make and keep: by identity, so a kept marker keeps its view
/// and state, and a repeated identity never makes a marker nothing can remove.
@Suite struct PixelOverlayChangesTests {
    @Test func changesAreByIdentityInTheItemsOrder() {
        let changes = PixelOverlayChanges(current: [1, 2, 3], next: [3, 4, 1])
        #expect(changes.removed == [2])
        #expect(changes.added == [4])
        #expect(changes.kept == [3, 1])
    }

    @Test func fromNothingEverythingIsAddedAndToNothingEverythingRemoved() {
        #expect(PixelOverlayChanges(current: [Int](), next: [5, 6]) == PixelOverlayChanges(current: [], next: [5, 6]))
        let added = PixelOverlayChanges(current: [], next: ["a", "b"])
        #expect(added.added == ["a", "b"] && added.removed.isEmpty && added.kept.isEmpty)
        let removed = PixelOverlayChanges(current: ["a", "b"], next: [])
        #expect(removed.removed == ["a", "b"] && removed.added.isEmpty && removed.kept.isEmpty)
    }

    @Test func aRepeatedIdentityCountsOnceAtItsFirstPlace() {
        let changes = PixelOverlayChanges(current: [1], next: [2, 1, 2, 1])
        #expect(changes.added == [2])
        #expect(changes.kept == [1])
        #expect(changes.removed.isEmpty)
    }
}
