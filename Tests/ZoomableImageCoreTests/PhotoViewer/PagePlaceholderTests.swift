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
}
