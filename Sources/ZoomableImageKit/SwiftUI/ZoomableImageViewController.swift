#if canImport(UIKit)
import SwiftUI
import UIKit

/// The view controller a ``ZoomableImage`` puts in SwiftUI: it holds the image's container and is
/// the parent of the markers' hosting controllers, so that they are proper children — UIKit
/// forwards appearance, trait and size changes to them, and their preferred size reaches it
/// (`preferredContentSizeDidChange(forChildContentContainer:)`). Its own root view is a plain
/// view SwiftUI sizes; the container fills it.
@MainActor
final class ZoomableImageViewController: UIViewController {
    /// The container and image view, owned by the ``ZoomableImage``'s storage.
    let container: ZoomableImageContainerView
    /// The markers, told when a marker's ideal size changes.
    weak var markers: PixelOverlayHosts?

    init(container: ZoomableImageContainerView) {
        self.container = container
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from archives.
    required init?(coder: NSCoder) {
        nil
    }

    /// A clear root view with the container filling it (moved here from any earlier controller).
    override func loadView() {
        let root = UIView()
        container.frame = root.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(container)
        view = root
    }

    /// A marker's hosting controller reports a new ideal size (iOS 16 `sizingOptions`).
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        markers?.preferredSizeChanged(of: container)
    }
}
#endif
