import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// When a zooming view measures its content again: the content's size for the size the view
/// rests at (its container's) is kept, and measured only when something that can change it has
/// changed — the container's size, or the content itself (``ZoomEffects/measuresContent``).
///
/// Measuring SwiftUI content is a layout pass of its own (`UIHostingController.sizeThatFits(in:)`),
/// and a view is laid out many times with nothing new: UIKit lays it out again after each of its
/// own writes, and a SwiftUI update arrives on every frame of a pinch whose zoom a binding
/// publishes. So a layout pass asks this value for the size, and it measures at most once per
/// change.
///
/// ```swift
/// var measurement = ContentMeasurement()
/// measurement.contentSize(forContainerSize: CGSize(width: 300, height: 500)) { _ in measure() } // measures
/// measurement.contentSize(forContainerSize: CGSize(width: 300, height: 500)) { _ in measure() } // kept
/// measurement.invalidate()                                        // the content changed
/// measurement.contentSize(forContainerSize: CGSize(width: 300, height: 500)) { _ in measure() } // measures
/// ```
@_spi(Internals)
public struct ContentMeasurement: Equatable, Sendable {
    /// The container size last measured for and the content size it gave; `nil` before the first
    /// measurement and after ``invalidate()``.
    var last: Measured?

    /// A measurement: the size offered, and the content's size for it (points).
    struct Measured: Equatable, Sendable {
        var containerSize: CGSize
        var contentSize: CGSize
    }

    /// Nothing measured yet.
    public init() {}

    /// The content changed, or how it is measured did: the next ``contentSize(forContainerSize:measuring:)``
    /// measures.
    public mutating func invalidate() {
        last = nil
    }

    /// The content's size for a container of `containerSize` points: the one measured last when
    /// the container is the same size and nothing invalidated it, else `measure(containerSize)`
    /// (called once, and kept).
    ///
    /// - Parameters:
    ///   - containerSize: the size the view rests at, points.
    ///   - measure: measures the content for a container size; returns points.
    /// - Returns: the content's size, points.
    public mutating func contentSize(forContainerSize containerSize: CGSize,
                                     measuring measure: (CGSize) -> CGSize) -> CGSize {
        switch last {
        case .some(let measured) where measured.containerSize == containerSize:
            return measured.contentSize
        case .some, .none:
            let size = measure(containerSize)
            last = Measured(containerSize: containerSize, contentSize: size)
            return size
        }
    }
}
