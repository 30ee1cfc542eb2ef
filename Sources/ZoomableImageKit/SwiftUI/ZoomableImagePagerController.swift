#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The ``ZoomableImageBrowser`` a ``ZoomableImagePager`` hosts inline: the same pages, paging,
/// page window and dismiss drag, with what a presented browser does itself handed to SwiftUI —
/// a tap is the app's (no chrome, no status bar: a child controller's preferences are not read
/// unless its parent forwards them), the background's opacity is written to the app's binding,
/// and a dismissal calls the app's action instead of dismissing a controller (`dismiss(animated:)`
/// on a child would dismiss whatever presented its parent: "If you call this method on the
/// presented view controller itself, UIKit asks the presenting view controller to handle the
/// dismissal", https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
@MainActor
final class ZoomableImagePagerController: ZoomableImageBrowser, InlineDismissalHost {
    /// A single tap on a page.
    var onTap: @MainActor () -> Void = {}
    /// The background's opacity, 0…1, as a dismiss drag moves — at once — or the spring's target
    /// when it springs back, with that spring.
    var onBackgroundOpacity: @MainActor (CGFloat, SettleAnimation?) -> Void = { _, _ in }
    /// A dismiss drag thrown far enough, or VoiceOver's escape.
    var onDismiss: @MainActor () -> Void = {}
    /// A page other than the current one, its image view, when a swipe comes to rest.
    var onSettleLeftPage: @MainActor (ZoomableImageView) -> Void = { _ in }
    /// A page's image view, about to be released.
    var onPageRelease: @MainActor (ZoomableImageView) -> Void = { _ in }
    /// The page a dismissal left its image on, until the pager is found kept or gone.
    weak var dismissedPage: ZoomableImageBrowserPage?

    /// Inline: VoiceOver's escape dismisses only with the app's dismiss action.
    override var presentation: BrowserDismissal.Presentation { .inline }

    /// Clips to the pager's frame: the paging scroll view is a gap wider than the container
    /// (``PageLayout``), and inline, unlike full screen, what lies beside it is the app's.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
    }

    override func toggleChrome() {
        onTap()
    }

    override func showBackgroundOpacity(_ opacity: CGFloat, animation: SettleAnimation?) {
        super.showBackgroundOpacity(opacity, animation: animation)
        onBackgroundOpacity(opacity, animation)
    }

    override func settleLeftPage(_ page: ZoomableImageBrowserPage) {
        onSettleLeftPage(page.imageView)
    }

    override func pageWillBeReleased(_ page: ZoomableImageBrowserPage) {
        onPageRelease(page.imageView)
    }

    /// SwiftUI removed the pager: every page's load is cancelled and its image released. A
    /// child controller is never "being dismissed", so `viewDidDisappear(_:)` does not do it.
    func releaseAllPages() {
        pages.values.forEach { $0.release() }
        pages = [:]
    }

    /// The page's image stays where it was released (an inline interaction leaves it); the app
    /// removes the pager — or keeps it: on the main queue's next turn, once a dismissal or pop
    /// `onDismiss` started has begun, ``InlineDismissalCheck`` says which.
    override func dismiss(from page: ZoomableImageBrowserPage, request: DismissRequest) {
        dismissedPage = page
        onDismiss()
        DispatchQueue.main.async { [weak self] in self?.checkDismissal() }
    }

    /// Whether the app kept the pager after its dismissal: the view's window and the running
    /// transition, to the core.
    func checkDismissal() {
        InlineDismissalCheck(isInWindow: view.window != nil, transitionRunning: transitionCoordinator != nil)
            .perform(on: self)
    }

    /// Looks again when the running transition ends, completed or cancelled
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)).
    func checkAfterTransition() {
        _ = transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
            MainActorBridge.run { self?.checkDismissal() }
        }
    }

    /// The app kept the pager: the dismissed page springs back, and the background with it (its
    /// report also writes the app's `backgroundOpacity` binding back to 1).
    func endPageDismissal() {
        dismissedPage?.imageView.dismissalEnded()
        dismissedPage = nil
    }
}

/// Hosts the pager's controller; its coordinator performs the pager's decisions.
struct ZoomableImagePagerRepresentable<Item: Identifiable>: UIViewControllerRepresentable {
    let pager: ZoomableImagePager<Item>

    func makeCoordinator() -> ZoomableImagePagerBridge<Item> {
        ZoomableImagePagerBridge(pager: pager)
    }

    /// The controller, loaded at once without pages (the bridge is its data source and has no
    /// items yet), so that the first update's reload finds its pages in step with the machine.
    func makeUIViewController(context: Context) -> ZoomableImagePagerController {
        Self.makeController(for: context.coordinator)
    }

    /// The controller, wired to `bridge`. (Main-actor isolated by hand: with the iOS 15 and 16
    /// SDKs a representable's static members are not.)
    @MainActor
    static func makeController(for bridge: ZoomableImagePagerBridge<Item>) -> ZoomableImagePagerController {
        let controller = ZoomableImagePagerController(dataSource: bridge)
        controller.delegate = bridge
        controller.onTap = { [weak bridge] in bridge?.pager.options.onTap() }
        // The binding moves as the pager's own background does: at once during a drag, on the
        // image's spring as it springs back (a SwiftUI spring with the same mass, stiffness and
        // damping), so what the app fades with it does not jump to the target.
        controller.onBackgroundOpacity = { [weak bridge] opacity, animation in
            withTransaction(Transaction(animation: animation.map(Animation.init(settle:)))) {
                bridge?.pager.options.backgroundOpacity.wrappedValue = Double(opacity)
            }
        }
        controller.onDismiss = { [weak bridge] in bridge?.pager.options.onDismiss() }
        controller.onSettleLeftPage = { [weak bridge] in bridge?.settleLeftPage($0) }
        controller.onPageRelease = { [weak bridge] in bridge?.pageWillBeReleased($0) }
        // Inline, the pager shares its screen with text fields: it never takes their keyboard.
        controller.keyboard.machine.takesFocus = false
        controller.loadViewIfNeeded()
        bridge.controller = controller
        return controller
    }

    /// Applies the options and brings the pages up to date with the items and the selection
    /// (``PagerSelectionStateMachine``).
    func updateUIViewController(_ controller: ZoomableImagePagerController, context: Context) {
        Self.update(controller, bridge: context.coordinator, to: pager)
    }

    /// SwiftUI is removing the pager (`dismantleUIViewController(_:coordinator:)`: "Cleans up the
    /// presented view controller (and coordinator) in anticipation of their removal"): its pages'
    /// loads stop and their images go now, not when each load would have ended.
    static func dismantleUIViewController(_ controller: ZoomableImagePagerController,
                                          coordinator: ZoomableImagePagerBridge<Item>) {
        controller.releaseAllPages()
    }

    /// Brings `controller` and `bridge` up to date with `pager`.
    @MainActor
    static func update(_ controller: ZoomableImagePagerController, bridge: ZoomableImagePagerBridge<Item>,
                       to pager: ZoomableImagePager<Item>) {
        bridge.pager = pager
        controller.pageSpacing = pager.options.pageSpacing
        controller.backgroundColor = UIColor(pager.options.backgroundColor)
        controller.isDragToDismissEnabled = pager.options.isDragToDismissEnabled
        bridge.machine.loadMore.threshold = pager.options.loadMoreThreshold
        bridge.zoomMemory.keepsZoom = pager.options.keepsZoom
        // The items' content may change under the same ids (a refreshed URL): later loads use it.
        bridge.shownItems = pager.items
        let action = bridge.machine.update(ids: pager.items.lazy.map(\.id), selection: pager.selection.wrappedValue)
        PagerSelectionStateMachine.perform(action, on: bridge)
        bridge.followCurrentPage()
    }
}
extension Animation {
    /// The SwiftUI spring of a ``SettleAnimation``: the same mass, stiffness and damping
    /// (`interpolatingSpring(mass:stiffness:damping:initialVelocity:)`), from rest.
    init(settle: SettleAnimation) {
        self = .interpolatingSpring(mass: Double(settle.mass), stiffness: Double(settle.stiffness),
                                    damping: Double(settle.damping), initialVelocity: 0)
    }
}
#endif
