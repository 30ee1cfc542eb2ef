import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// UIKit's `UIUserInterfaceLayoutDirection` raw values (its header: `leftToRight` 0,
/// `rightToLeft` 1) map to the page direction; anything else runs left to right.
@Suite struct PageLayoutDirectionTests {
    @Test(arguments: [(0, PageLayoutDirection.leftToRight), (1, .rightToLeft), (2, .leftToRight), (-1, .leftToRight),
                      (Int.max, .leftToRight)])
    func uiKitsRawValueMapsToTheDirection(raw: Int, expected: PageLayoutDirection) {
        #expect(PageLayoutDirection(uiKitRawValue: raw) == expected)
    }
}
