import Foundation

/// Whether a photo viewer's page shows its thumbnail's image while its own image loads.
///
/// The presentation zooms the thumbnail's image into the page, but the page's own image may take
/// longer than the 0.38 s zoom (a remote image, a 48 MP file, a slow device). The thumbnail's
/// image then stays on the page, laid out by the page's content mode exactly where the zoom left
/// it, until the page's load ends — with its image, or with an error, which the page shows
/// instead. A page whose load ended before the zoom did never shows it.
///
/// ```swift
/// var placeholder = PagePlaceholder()
/// placeholder.placeholderGiven()    // the zoom landed: isShown
/// placeholder.loadEnded()           // the page's image arrived: not shown, for good
/// ```
@_spi(Internals) public struct PagePlaceholder: Equatable, Sendable {
    enum State: Equatable, Sendable {
        /// The page's load runs; no placeholder was given.
        case loading
        /// The page's load runs, and the thumbnail's image stands in.
        case standingIn
        /// The page's load ended: its own image, or its error, is what it shows.
        case loaded
    }

    var state = State.loading

    /// A page whose load runs, with no placeholder.
    public init() {}

    /// Whether the page shows the thumbnail's image now.
    public var isShown: Bool { state == .standingIn }

    /// The presentation gave the page its thumbnail's image (as its zoom lands on the page).
    public mutating func placeholderGiven() {
        switch state {
        case .loading: state = .standingIn
        case .standingIn, .loaded: break
        }
    }

    /// The page's load ended (its image is set, or its error shows): the placeholder goes, and
    /// one given later is not shown.
    public mutating func loadEnded() {
        state = .loaded
    }

    /// The page's image view was given an image (`hasImage`) or had it taken (`!hasImage`) while
    /// its load may still run: a data source that sets a small image first and then awaits the
    /// full one. Its first image ends the stand-in as ``loadEnded()`` does — from then on the
    /// page draws its own, and the thumbnail's image left behind it would show as a second copy
    /// when a dismiss drag or a zoom out below rest moves the image. Taking the image changes
    /// nothing.
    public mutating func imageChanged(hasImage: Bool) {
        switch (state, hasImage) {
        case (.loading, true), (.standingIn, true): state = .loaded
        case (.loading, false), (.standingIn, false), (.loaded, _): break
        }
    }
}
