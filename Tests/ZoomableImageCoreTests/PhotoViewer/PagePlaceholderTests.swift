import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A page shows its thumbnail's image from the moment the presentation gives it until its own
/// load ends, and never after.
@Suite struct PagePlaceholderTests {
    /// A load longer than the zoom: the thumbnail's image stands in from the zoom's end until the
    /// load ends; giving it again changes nothing.
    @Test func theThumbnailsImageStandsInUntilThePagesLoadEnds() {
        var placeholder = PagePlaceholder()
        #expect(!placeholder.isShown)
        placeholder.placeholderGiven()
        #expect(placeholder.isShown)
        placeholder.placeholderGiven()
        #expect(placeholder.isShown)
        placeholder.loadEnded()
        #expect(!placeholder.isShown)
    }

    /// A load shorter than the zoom (or one that failed first): the page's own image, or its
    /// error, is already there, and the thumbnail's image never covers it.
    @Test func aLoadThatEndedFirstIsNeverCovered() {
        var placeholder = PagePlaceholder()
        placeholder.loadEnded()
        placeholder.placeholderGiven()
        #expect(!placeholder.isShown)
    }

    /// A data source that sets a small image first and then awaits the full one: the small
    /// image ends the stand-in at once (else the thumbnail's image, fixed behind the page, would
    /// show as a second copy under a dismiss drag); setting `nil` (a page cleared before its
    /// image) keeps it; nothing brings it back.
    @Test(arguments: [
        // (image changes before the zoom lands, after it; shown after each step)
        ([Bool](), [true], [true, false]),
        ([false], [true, false], [true, false, false]),
        ([], [false, true, false], [true, true, false, false]),
        ([true], [], [false]),
    ])
    func thePagesFirstImageEndsTheStandIn(before: [Bool], after: [Bool], shown: [Bool]) {
        var placeholder = PagePlaceholder()
        before.forEach { placeholder.imageChanged(hasImage: $0) }
        placeholder.placeholderGiven()
        var seen = [placeholder.isShown]
        for hasImage in after {
            placeholder.imageChanged(hasImage: hasImage)
            seen.append(placeholder.isShown)
        }
        #expect(seen == shown)
    }
}
