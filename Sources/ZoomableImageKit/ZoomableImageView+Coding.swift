#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    private enum CodingKey {
        static let minimumZoomScale = "ZoomableImageView.minimumZoomScale"
        static let maximumZoomScale = "ZoomableImageView.maximumZoomScale"
        static let doubleTapZoomScale = "ZoomableImageView.doubleTapZoomScale"
        static let bouncesZoom = "ZoomableImageView.bouncesZoom"
        static let bouncesPan = "ZoomableImageView.bouncesPan"
        static let isDoubleTapZoomEnabled = "ZoomableImageView.isDoubleTapZoomEnabled"
    }

    /// Archives the view with its zoom settings (limits, double tap, bouncing), so that a copy
    /// made with `NSKeyedArchiver` / `init(coder:)` behaves the same. The zoom state itself is
    /// not archived: a decoded view starts at rest.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        let configuration = zoomConfiguration
        coder.encode(Double(configuration.minimumZoomScale), forKey: CodingKey.minimumZoomScale)
        coder.encode(Double(configuration.maximumZoomScale), forKey: CodingKey.maximumZoomScale)
        coder.encode(Double(configuration.doubleTapZoomScale), forKey: CodingKey.doubleTapZoomScale)
        coder.encode(configuration.bouncesZoom, forKey: CodingKey.bouncesZoom)
        coder.encode(configuration.bouncesPan, forKey: CodingKey.bouncesPan)
        coder.encode(isDoubleTapZoomEnabled, forKey: CodingKey.isDoubleTapZoomEnabled)
    }

    /// Reads the settings ``encode(with:)`` wrote; absent keys (a storyboard) keep the defaults,
    /// which Interface Builder's inspectable attributes then override.
    func decodeConfiguration(from coder: NSCoder) {
        var configuration = zoomConfiguration
        if coder.containsValue(forKey: CodingKey.minimumZoomScale) {
            configuration.minimumZoomScale = CGFloat(coder.decodeDouble(forKey: CodingKey.minimumZoomScale))
        }
        if coder.containsValue(forKey: CodingKey.maximumZoomScale) {
            configuration.maximumZoomScale = CGFloat(coder.decodeDouble(forKey: CodingKey.maximumZoomScale))
        }
        if coder.containsValue(forKey: CodingKey.doubleTapZoomScale) {
            configuration.doubleTapZoomScale = CGFloat(coder.decodeDouble(forKey: CodingKey.doubleTapZoomScale))
        }
        if coder.containsValue(forKey: CodingKey.bouncesZoom) {
            configuration.bouncesZoom = coder.decodeBool(forKey: CodingKey.bouncesZoom)
        }
        if coder.containsValue(forKey: CodingKey.bouncesPan) {
            configuration.bouncesPan = coder.decodeBool(forKey: CodingKey.bouncesPan)
        }
        if coder.containsValue(forKey: CodingKey.isDoubleTapZoomEnabled) {
            isDoubleTapZoomEnabled = coder.decodeBool(forKey: CodingKey.isDoubleTapZoomEnabled)
        }
        zoomConfiguration = configuration
    }
}
#endif
