#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The presenter's coordinator: the browser's data source and delegate, the host of the
/// presentation's actions, and the owner of the SwiftUI chrome's model.
@MainActor
final class ZoomableImageBrowserPresentation<Item: Identifiable>: ZoomableImageBrowserDataSource,
    ZoomableImageBrowserDelegate, BrowserPresentationHost {
    var parent: ZoomableImageBrowserPresenter<Item>
    weak var host: UIViewController?
    weak var browser: ZoomableImageBrowser?
    var machine = BrowserPresentationStateMachine()
    /// The items by id, rebuilt when they change.
    var index = ItemIDIndex<Item.ID>()
    /// The browser's settings from the environment, as of the last update.
    var settings = ZoomableImageBrowserSettings()
    /// What the chrome shows: rebuilt for the item on screen.
    let chrome = BrowserChromeModel()
    /// Stands for the SwiftUI thumbnail the browser closes into: a plain view at its frame in
    /// the window, while the browser is up.
    let thumbnail = UIView()

    init(parent: ZoomableImageBrowserPresenter<Item>) {
        self.parent = parent
        thumbnail.isUserInteractionEnabled = false
        thumbnail.clipsToBounds = true
    }

    /// The browser's colour, page gap and drag to dismiss, from the environment.
    func applySettings() {
        browser?.backgroundColor = UIColor(settings.backgroundColor)
        browser?.pageSpacing = settings.pageSpacing
        browser?.isDragToDismissEnabled = settings.isDragToDismissEnabled
    }

    /// The chrome for the item shown, or none without a browser.
    func refreshChrome() {
        let dismiss = ZoomableImageBrowserDismissAction { [weak self] in self?.dismissBrowser() }
        chrome.content = machine.presentedElement(in: parent.items).map { parent.chrome($0, dismiss) }
    }

    // MARK: BrowserPresentationHost

    /// Presents a new browser with the chrome in its overlay, and tells the machine whether UIKit
    /// took it. UIKit refuses — with only a log — to present from a controller that is not in a
    /// window, that already presents, or while another presentation runs; then nothing is set:
    /// "the view controller that called the method has this property set to the view controller
    /// that it presented" (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller),
    /// and the presented one's `presentingViewController` with it. A running transition is
    /// found through the host's `transitionCoordinator`, which "checks the view controller's
    /// ancestors" when the host itself is not in the transition
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator).
    func presentBrowser(at index: Int) {
        let browser = ZoomableImageBrowser(dataSource: self, startIndex: index)
        browser.delegate = self
        self.browser = browser
        applySettings()
        BrowserChromeHosting.install(chrome, in: browser)
        host?.present(browser, animated: true)
        let outcome = BrowserPresentationStateMachine.PresentOutcome(
            browserIsPresented: browser.presentingViewController != nil,
            transitionRunning: host?.transitionCoordinator != nil)
        BrowserPresentationStateMachine.perform(machine.presentAttempted(outcome), on: self)
        refreshChrome()
    }

    /// Asks the running transition to call back when it ends (completed or cancelled), to present
    /// again; `animate(alongsideTransition:completion:)` answers whether it will
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)).
    func retryAfterTransition() {
        let queued = host?.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
            MainActorBridge.run { self?.transitionEnded() }
        } == true
        BrowserPresentationStateMachine.perform(machine.retryScheduled(queued: queued), on: self)
    }

    /// The transition that refused the browser, or its dismissal, ended.
    func transitionEnded() {
        BrowserPresentationStateMachine.perform(machine.transitionEnded(), on: self)
    }

    func scrollBrowser(to index: Int) { browser?.scrollToImage(at: index, animated: true) }

    func reloadBrowser(showing index: Int) { browser?.reloadData(showing: index) }

    /// Dismissed through its presenter, so a sheet the browser itself presents is not what goes;
    /// then tells the machine whether UIKit took it. UIKit drops — with only a log — a dismissal
    /// asked for while the browser's own presentation runs; one it takes leaves the browser
    /// "in the process of being dismissed by one of its ancestors"
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed), and
    /// one it drops leaves it presented and not being dismissed, with the running transition's
    /// coordinator on the browser
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator).
    func dismissBrowser() {
        browser?.presentingViewController?.dismiss(animated: true)
        let outcome = BrowserPresentationStateMachine.DismissOutcome(
            browserIsPresented: browser?.presentingViewController != nil,
            browserIsBeingDismissed: browser?.isBeingDismissed == true,
            transitionRunning: browser?.transitionCoordinator != nil)
        BrowserPresentationStateMachine.perform(machine.dismissAttempted(outcome), on: self)
        refreshChrome()
    }

    /// Asks the browser's running transition (its presentation) to call back when it ends, to
    /// dismiss again. The completion holds the presentation: after the presenter was dismantled it
    /// still dismisses the browser its presentation left up.
    func retryDismissalAfterTransition() {
        let queued = browser?.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            MainActorBridge.run { self.transitionEnded() }
        } == true
        BrowserPresentationStateMachine.perform(machine.retryScheduled(queued: queued), on: self)
    }

    func writeSelection(_ index: Int?) {
        parent.selection = self.index.id(at: index)
    }

    // MARK: ZoomableImageBrowserDataSource

    func numberOfImages(in browser: ZoomableImageBrowser) -> Int { parent.items.count }

    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int,
                 into imageView: ZoomableImageView) async throws {
        guard let item = BrowserPresentationStateMachine.element(at: index, in: parent.items) else {
            throw ImageLoadingError.unreadableImage
        }
        try await parent.load(item, imageView)
    }

    // MARK: ZoomableImageBrowserDelegate

    /// The thumbnail's stand-in at the SwiftUI thumbnail's frame in the window, with its content
    /// mode and corner radius: that frame carried from SwiftUI's `.global` space through the
    /// presenter's own frame, in SwiftUI and in its window (`UIView.convert(_:to:)` with `nil`:
    /// "the window's base coordinates"). `nil` (the browser fades) for an item with no thumbnail,
    /// one off screen (a lazy grid's cell scrolled away or under a bar: the nearest scroll view
    /// around the presenter bounds it, less its `safeAreaInsets` — the bars' bands; not
    /// `adjustedContentInset`, which also holds content insets such as a refresh control's), or
    /// no window.
    func browser(_ browser: ZoomableImageBrowser, thumbnailViewForImageAt index: Int) -> UIView? {
        let id = self.index.id(at: index)
        let hostView = host?.view
        let window = hostView?.window
        let anchorInWindow = window.flatMap { _ in hostView.map { $0.convert($0.bounds, to: nil) } }
        let scrollView = hostView.flatMap {
            sequence(first: $0, next: \.superview).lazy.compactMap { $0 as? UIScrollView }.first
        }
        let viewport = window.flatMap { _ in
            scrollView.map { $0.convert($0.bounds.inset(by: $0.safeAreaInsets), to: nil) }
        }
        return id.flatMap { parent.frames.thumbnail(of: AnyHashable($0)) }
            .flatMap { source in
                BrowserSourceFrame.inWindow(source.frame, anchorGlobal: parent.anchor, anchorInWindow: anchorInWindow,
                                            windowBounds: window?.bounds, viewport: viewport)
                    .map { (source, $0) }
            }
            .map { source, frame in
                thumbnail.frame = frame
                thumbnail.contentMode = UIView.ContentMode(source.contentMode)
                thumbnail.layer.cornerRadius = source.cornerRadius
                window?.addSubview(thumbnail)
                return thumbnail
            }
    }

    func browser(_ browser: ZoomableImageBrowser, didShowImageAt index: Int) {
        BrowserPresentationStateMachine.perform(machine.browserShowed(index: index), on: self)
        refreshChrome()
    }

    func browserDidDismiss(_ browser: ZoomableImageBrowser) {
        thumbnail.removeFromSuperview()
        BrowserPresentationStateMachine.perform(machine.browserDismissed(), on: self)
        refreshChrome()
    }
}
#endif
