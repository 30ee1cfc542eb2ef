import Foundation

/// Which pages of a photo viewer hold decoded images: the current page and its neighbours, at
/// most three, so that a swipe shows the next photo at once while memory stays bounded.
///
/// The window is the current page ± 1, cut at the ends: one page for a single photo, two at
/// either end, three elsewhere, none without photos. A current index out of range is clamped
/// into it. When the current page changes, ``changes(from:)`` says which pages to load, in
/// order — the current page first, then the neighbour ahead in the direction of travel — and
/// which to release.
///
/// ```swift
/// let before = PageWindow(currentIndex: 4, pageCount: 24)   // pages 4, 5, 3
/// let after = PageWindow(currentIndex: 5, pageCount: 24)    // pages 5, 6, 4
/// after.changes(from: before)    // load [6], release [3]
/// ```
@_spi(Internals) public struct PageWindow: Equatable, Sendable {
    /// The page shown, in 0..<``pageCount``; `nil` when there are no pages.
    public let currentIndex: Int?
    /// How many pages there are, ≥ 0 (a negative count is 0).
    public let pageCount: Int

    /// The window around `currentIndex`.
    ///
    /// - Parameters:
    ///   - currentIndex: the page shown; clamped into 0..<pageCount.
    ///   - pageCount: how many pages there are; a negative count is 0.
    public init(currentIndex: Int, pageCount: Int) {
        self.pageCount = max(pageCount, 0)
        self.currentIndex = self.pageCount > 0 ? min(max(currentIndex, 0), self.pageCount - 1) : nil
    }

    /// The pages that hold decoded images, in loading order: the current page, the next one,
    /// the previous one — those that exist.
    public var indices: [Int] {
        guard let current = currentIndex else { return [] }
        return [current] + neighbours(of: current, forward: true)
    }

    /// The pages loaded ahead: ``indices`` without the current page.
    public var neighbourIndices: [Int] {
        Array(indices.dropFirst())
    }

    /// Whether page `index` holds a decoded image: it exists and is the current page or next to
    /// it.
    ///
    /// - Parameter index: any index.
    public func contains(_ index: Int) -> Bool {
        guard let current = currentIndex, index >= 0, index < pageCount else { return false }
        // Never current + 1 (it may be Int.max) nor current − index (index may be Int.min).
        return index >= current ? index - current <= 1 : index >= current - 1
    }

    /// Whether page `index` holds its animated image on a paused frame: every page but the
    /// current one. Neighbours are in the window and not hidden, so without this up to three
    /// animations would tick and decode frames for one seen; a page shows the frame it was
    /// left on (its first, until it was ever current) and plays on from it when it becomes
    /// current.
    ///
    /// - Parameter index: a page held, any index.
    public func pausesAnimatedImages(onPage index: Int) -> Bool {
        index != currentIndex
    }

    /// What to load and release to go from `previous` to this window.
    ///
    /// - Parameter previous: the window before the current page changed (for the same pages).
    /// - Returns: the pages of this window not in `previous`, the current page first, then the
    ///   neighbour ahead in the direction of travel (forward when the index did not go down);
    ///   and the pages of `previous` not in this window, in ascending order.
    public func changes(from previous: PageWindow) -> PageWindowChanges {
        guard let current = currentIndex else {
            return PageWindowChanges(load: [], release: previous.indices.sorted())
        }
        let forward = previous.currentIndex.map { current >= $0 } ?? true
        let ordered = [current] + neighbours(of: current, forward: forward)
        return PageWindowChanges(load: ordered.filter { !previous.contains($0) },
                                 release: previous.indices.filter { !contains($0) }.sorted())
    }

    /// The window after `reloadData()` with `pageCount` pages: the same current index, clamped
    /// into the new count. Every page of the old window is released and every page of the new
    /// one loaded (the data may have changed under the same indices).
    ///
    /// - Parameter pageCount: the new number of pages.
    public func reloaded(pageCount: Int) -> PageWindow {
        PageWindow(currentIndex: currentIndex ?? 0, pageCount: pageCount)
    }

    /// The page to tell the delegate about when the current page was `previousIndex` before this
    /// window was made (a reload that clamped it into fewer pages, a start index out of range):
    /// this window's current page when it is another one.
    ///
    /// - Parameter previousIndex: the current index before, any value.
    /// - Returns: the current page when it differs from `previousIndex`; `nil` when it is the
    ///   same page, or there are no pages.
    public func shownIndex(after previousIndex: Int) -> Int? {
        currentIndex.flatMap { $0 == previousIndex ? nil : $0 }
    }

    /// The neighbours of `index` that exist, the one ahead first.
    func neighbours(of index: Int, forward: Bool) -> [Int] {
        let next = index < pageCount - 1 ? [index + 1] : []
        let previous = index > 0 ? [index - 1] : []
        return forward ? next + previous : previous + next
    }
}

/// What a photo viewer loads and releases when its ``PageWindow`` moves.
@_spi(Internals) public struct PageWindowChanges: Equatable, Sendable {
    /// The pages to load, in order.
    public var load: [Int]
    /// The pages whose decoded images to release.
    public var release: [Int]

    /// Describes the changes.
    ///
    /// - Parameters:
    ///   - load: the pages to load, in order.
    ///   - release: the pages to release.
    public init(load: [Int], release: [Int]) {
        self.load = load
        self.release = release
    }
}
