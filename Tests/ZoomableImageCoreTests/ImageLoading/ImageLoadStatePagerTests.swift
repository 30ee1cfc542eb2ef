import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The README's pager recipe (a `TabView(.page)` of `ZoomableImage(url:)`) paged through 50
/// 48 MP photos, each page's `ImageLoadState` driven as SwiftUI drives it (its task starts when
/// it appears, `onDisappear` when it goes), each page's decoded copy the size the real decode
/// plan gives. Before the fix every page visited kept its copy: 50 × 66.7 MB = 3.3 GB.
@MainActor
@Suite struct ImageLoadStatePagerTests {
    /// A page's view: the bytes its decoded copy holds, and its zoom.
    @MainActor
    final class Page: ImageLoadHost {
        var heldBytes = 0
        var zoom = ImageLoadStateTests.atRest
        var updates = 0
        func updateView() { updates += 1 }
        func releaseImage() { heldBytes = 0 }
        func restoreZoom(_ zoom: KeptZoom) { self.zoom = zoom }
        func resumeReports() {}
    }

    /// The copy of a 48 MP photo (8064 × 6048, landscape) aspect-fit in an iPhone 16's 393 ×
    /// 852 pt page at 3 px/pt, maximum zoom 4: 393 pt × 4 × 3 = 4716 px across, 4716 × 3/4 =
    /// 3537 px down; 4 bytes a pixel: 66 721 968 bytes.
    static let copyBytes = DecodeRequest(generation: 1, containerSize: CGSize(width: 393, height: 852), screenScale: 3,
                                         maximumZoomScale: 4, contentMode: .scaleAspectFit)
        .plan(for: OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .up)).decodedByteCount

    @Test func theDecodePlanGivesTheCopySizeWorkedByHand() {
        #expect(Self.copyBytes == 4716 * 3537 * 4)
    }

    /// Paging from the first photo to the fiftieth with `neighbours` pages on each side of the
    /// selected one appeared (SwiftUI may prepare the next page before it is on screen): at the
    /// end only the pages on screen hold a copy — at most three pages' worth. Every seventh page
    /// is left zoomed; paging back to page 7 brings its zoom back.
    @Test(arguments: [0, 1])
    func pagingThroughFiftyPhotosHoldsAtMostThreeCopies(neighbours: Int) async {
        let keys = (0..<50).map { ImageSourceKey.url(URL(fileURLWithPath: "/photos/\($0).heic"), id: nil) }
        var states = [ImageLoadState<ImageLoadStateTests.Phase>](repeating: ImageLoadState(empty: .empty), count: 50)
        let pages = (0..<50).map { _ in Page() }
        var appeared = Set<Int>()

        func show(_ selection: Int) async {
            let wanted = Set(max(0, selection - neighbours)...min(49, selection + neighbours))
            for index in appeared.subtracting(wanted).sorted() {
                let zoom = index % 7 == 0 ? ImageLoadStateTests.zoomed : ImageLoadStateTests.atRest
                states[index].disappeared(shownZoom: zoom).perform(on: pages[index])
            }
            for index in wanted.subtracting(appeared).sorted() {
                let page = pages[index]
                let ending = await states[index].begin(keys[index]).perform(on: page) { page.heldBytes = Self.copyBytes }
                states[index].finish(ending, success: .success, failure: { _ in .empty }, taskIsCancelled: false)
                    .perform(on: page)
            }
            appeared = wanted
        }

        for selection in 0..<50 {
            await show(selection)
        }
        let held = pages.map(\.heldBytes).reduce(0, +)
        #expect(held <= 3 * Self.copyBytes)
        #expect(held == (neighbours + 1) * Self.copyBytes)     // the last page and the one before it
        #expect(states[7].phase(for: keys[7]) == .success)      // released, still a success for its content

        await show(7)
        #expect(pages[7].heldBytes == Self.copyBytes)
        #expect(pages[7].zoom == ImageLoadStateTests.zoomed)
        #expect(pages.map(\.heldBytes).reduce(0, +) == (2 * neighbours + 1) * Self.copyBytes)
        #expect(pages.map(\.updates).allSatisfy { $0 == 1 })  // one update each: its first image
    }
}
