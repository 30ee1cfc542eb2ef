#if canImport(UIKit)
import UIKit

/// Gives a ``ZoomableImageBrowser`` its images: how many, and each one put into its page's
/// ``ZoomableImageView`` when the page comes near the screen.
///
/// ```swift
/// extension GridViewController: ZoomableImageBrowserDataSource {
///     func numberOfImages(in browser: ZoomableImageBrowser) -> Int { photos.count }
///     func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int,
///                  into imageView: ZoomableImageView) async throws {
///         try await imageView.loadImage(contentsOf: photos[index].url)
///     }
/// }
/// ```
@MainActor
public protocol ZoomableImageBrowserDataSource: AnyObject {
    /// How many images the browser pages through. Asked when the browser loads and on
    /// ``ZoomableImageBrowser/reloadData()``; a negative count is 0.
    ///
    /// - Parameter browser: the browser asking.
    /// - Returns: the number of images.
    func numberOfImages(in browser: ZoomableImageBrowser) -> Int

    /// Puts image `index` into `imageView`: `image = …`, `try await imageView.loadImage(contentsOf:)`, …
    ///
    /// Called for the current page and its neighbours (at most three pages hold images); a page
    /// that leaves them is released and its load's task cancelled. A throw shows an error on that
    /// page. The image view is new for each call: set it up here (zoom limits, content mode),
    /// before the first `await` — the zoom from the thumbnail ends on the layout the page has as
    /// the presentation starts, and the thumbnail's image stands in on the page, laid out the same
    /// way, until this call returns (or throws).
    ///
    /// - Parameters:
    ///   - browser: the browser asking.
    ///   - index: the image's index, in `0..<numberOfImages(in:)`.
    ///   - imageView: the page's image view, already in the page.
    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int,
                 into imageView: ZoomableImageView) async throws
}

/// Told what a ``ZoomableImageBrowser`` shows, and asked where each image's thumbnail is, for the
/// zoom from the thumbnail and back. Every method is optional.
///
/// ```swift
/// extension GridViewController: ZoomableImageBrowserDelegate {
///     func browser(_ browser: ZoomableImageBrowser, thumbnailViewForImageAt index: Int) -> UIView? {
///         let path = IndexPath(item: index, section: 0)
///         collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
///         collectionView.layoutIfNeeded()
///         return (collectionView.cellForItem(at: path) as? PhotoCell)?.imageView
///     }
/// }
/// ```
@MainActor
public protocol ZoomableImageBrowserDelegate: AnyObject {
    /// The view on screen that shows image `index`'s thumbnail (where the zoom starts and ends),
    /// or `nil`: the browser then fades. Asked as the browser is presented and as it is dismissed
    /// (after paging, the current image's): scroll the grid so that the thumbnail is visible
    /// first. Its frame, content mode, corner radius and `clipsToBounds` shape the zoom, and it is
    /// hidden while the zoom runs. The zoom in draws the thumbnail's image, so it needs a
    /// `UIImageView` with an `image` (another view, or one still empty, fades in); the zoom out
    /// draws the page's image and takes any view. `nil` by default.
    ///
    /// - Parameters:
    ///   - browser: the browser asking.
    ///   - index: the image's index.
    /// - Returns: the thumbnail's view, or `nil`.
    func browser(_ browser: ZoomableImageBrowser, thumbnailViewForImageAt index: Int) -> UIView?

    /// The browser shows image `index`: after a swipe, ``ZoomableImageBrowser/scrollToImage(at:animated:)``
    /// or a reload that moved the current page. Does nothing by default.
    ///
    /// - Parameters:
    ///   - browser: the browser.
    ///   - index: the image now shown.
    func browser(_ browser: ZoomableImageBrowser, didShowImageAt index: Int)

    /// The browser was dismissed: by a dismiss drag, VoiceOver's escape or the app. Does nothing
    /// by default.
    ///
    /// - Parameter browser: the browser.
    func browserDidDismiss(_ browser: ZoomableImageBrowser)
}

extension ZoomableImageBrowserDelegate {
    /// No thumbnail: the browser fades.
    public func browser(_ browser: ZoomableImageBrowser, thumbnailViewForImageAt index: Int) -> UIView? { nil }

    /// Does nothing.
    public func browser(_ browser: ZoomableImageBrowser, didShowImageAt index: Int) {}

    /// Does nothing.
    public func browserDidDismiss(_ browser: ZoomableImageBrowser) {}
}
#endif
