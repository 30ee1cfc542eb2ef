#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableView {
    /// Archives the container with its zoom settings (limits, double tap, bouncing, key
    /// commands, the scroll-zoom modifiers), as ``ZoomableImageView`` does, so that a copy made
    /// with `NSKeyedArchiver` / ``init(coder:)`` zooms the same. The zoom state is not archived
    /// (a decoded container starts at rest); the content is archived as UIKit archives views, and
    /// comes back inside the decoded container's content view.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        for (key, value) in surface.settings.archivedValues {
            coder.encode(value, forKey: key)
        }
    }
}
#endif
