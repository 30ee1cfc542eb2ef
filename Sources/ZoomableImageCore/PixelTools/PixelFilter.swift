import Foundation

/// How a layer's image is filtered when magnified, by Core Animation's name for the filter
/// (`CALayerContentsFilter`'s raw values), so that the UIKit layer sets
/// `layer.magnificationFilter = CALayerContentsFilter(rawValue: filter.rawValue)` and decides
/// nothing.
///
/// ```swift
/// PixelMagnification.sharp.filter(atDevicePixelsPerPixel: 6)   // .nearest: squares
/// ```
@_spi(Internals)
public enum PixelFilter: String, Equatable, Sendable, Codable, CaseIterable {
    /// Linear interpolation between pixels (`kCAFilterLinear`): smooth, Core Animation's default.
    case linear
    /// The nearest pixel (`kCAFilterNearest`): each image pixel a sharp square.
    case nearest
}
