import Foundation

// A reload performed on the pages a browser really holds. The machine computes a reload from
// the window around the page IT shows; the browser's window can lag behind it: a programmatic
// move to a neighbour slides, and the browser's pages change only as the slide passes the middle
// between the two pages. So the browser releases every page it holds that the reload does not
// keep, and loads every page of the new window it does not hold — never leaving a page on screen
// that nothing releases, nor a page of the window that nothing loads.

extension PagerReload {
    /// The pages to release among those `held` (old indices, ascending): every one the reload
    /// does not keep — ``releasedPages``, and any the machine did not know was held.
    ///
    /// ```swift
    /// // The machine's window was 16…18, the browser (mid-slide) held 15…17:
    /// reload.pagesToRelease(held: [15, 16, 17])   // [15]
    /// ```
    public func pagesToRelease(held: some Sequence<Int>) -> [Int] {
        held.filter { keptPages[$0] == nil }.sorted()
    }

    /// The pages to load once the kept ones moved to their new indices (`held`, new indices):
    /// ``loadedPages`` in their order, then any other page of the new window that no page holds
    /// (one the machine counted as kept but the browser never loaded), each once, none held.
    ///
    /// ```swift
    /// reload.pagesToLoad(held: [16, 17])   // [18]: "kept" by the machine, never loaded here
    /// ```
    public func pagesToLoad(held: Set<Int>) -> [Int] {
        var taken = held
        var pages: [Int] = []
        for page in loadedPages + PageWindow(currentIndex: currentPage, pageCount: pageCount).indices
            where taken.insert(page).inserted {
            pages.append(page)
        }
        return pages
    }
}
