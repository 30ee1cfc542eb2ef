import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a straightened crop is rendered: the output's size, the map from its pixels to the stored
/// buffer's, and the strips it is made in, each with the stored rect its pixels read — so a large
/// file is read a bounded piece at a time, never whole.
///
/// A strip is a band of output rows, as tall as the budget allows; when even one row's source
/// would pass it (a very wide crop at a steep angle), the bands are cut across into square
/// pieces. The bicubic kernel reads 2 pixels past a sample point, and rounding one more.
@_spi(Internals)
public struct CropRenderPlan: Equatable, Sendable {
    /// One piece of the output and what it reads.
    public struct Strip: Equatable, Sendable {
        /// The output pixels it makes: whole pixels, inside the output.
        public var outputRect: CGRect
        /// The stored pixels its samples read, kernel included: whole pixels, clipped to the
        /// stored buffer.
        public var storedRect: CGRect
    }

    /// The output's size in whole pixels.
    public let outputWidth: Int
    /// The output's height in whole pixels.
    public let outputHeight: Int
    /// The stored buffer's size, pixels.
    public let storedSize: CGSize
    /// The map from the output's continuous pixel coordinates to the stored buffer's.
    public let outputToStored: CGAffineTransform
    /// The strips, row band by row band, left to right.
    public let strips: [Strip]

    /// 64 MiB: 16 777 216 pixels of source per strip at 4 bytes each.
    public static let defaultStripByteBudget = 64 << 20
    /// How far past a sample point the bicubic kernel reads, pixels, with one for rounding: 3.
    static let kernelReach: CGFloat = 3

    /// The plan for a straightened `result` on an image shown with `orientation`.
    ///
    /// - Returns: `nil` when the output would have no pixels or the image none.
    public init?(result: CropEditorResult, orientation: ImageOrientation, stripByteBudget: Int) {
        let size = result.outputPixelSize
        let storedSize = orientation.storedSize(forOrientedSize: result.imagePixelSize)
        guard size.isPositiveAndFinite, storedSize.isPositiveAndFinite, size.width < 1e9, size.height < 1e9
        else { return nil }
        let width = Swift.max(1, Int(size.width.rounded()))
        let height = Swift.max(1, Int(size.height.rounded()))
        outputWidth = width
        outputHeight = height
        self.storedSize = storedSize
        // Whole output pixels spread over the exact region (the identity for whole sizes).
        outputToStored = CGAffineTransform(scaleX: size.width / CGFloat(width), y: size.height / CGFloat(height))
            .concatenating(result.outputToStoredPixelTransform(orientation: orientation))
        let (columns, rows) = Self.pieceSize(width: width, height: height, transform: outputToStored,
                                             budget: CGFloat(Swift.max(1, stripByteBudget / 4)))
        var strips: [Strip] = []
        for top in stride(from: 0, to: height, by: rows) {
            for left in stride(from: 0, to: width, by: columns) {
                let output = CGRect(x: left, y: top, width: Swift.min(columns, width - left),
                                    height: Swift.min(rows, height - top))
                strips.append(Strip(outputRect: output,
                                    storedRect: Self.storedRect(reading: output, through: outputToStored, in: storedSize)))
            }
        }
        self.strips = strips
    }

    /// The largest pieces whose source fits `budget` pixels: whole rows of the output in as tall
    /// a band as fits; when a single row does not fit, square pieces as large as fit (at least
    /// one pixel). An output rect of w × h reads at most (w·|a| + h·|c| + 8) ×
    /// (w·|b| + h·|d| + 8) stored pixels through a map with linear part (a, b, c, d): its pixel
    /// centres span (w − 1)·|a| + (h − 1)·|c| across, the kernel reaches 3 past each side and
    /// rounding outward adds at most 1 more on each.
    static func pieceSize(width: Int, height: Int, transform t: CGAffineTransform, budget: CGFloat)
        -> (columns: Int, rows: Int) {
        func area(_ w: Int, _ h: Int) -> CGFloat {
            (CGFloat(w) * abs(t.a) + CGFloat(h) * abs(t.c) + 2 * (kernelReach + 1))
                * (CGFloat(w) * abs(t.b) + CGFloat(h) * abs(t.d) + 2 * (kernelReach + 1))
        }
        guard area(width, 1) <= budget else {
            var (low, high) = (1, Swift.max(1, Swift.min(width, height)))
            while low < high {
                let middle = (low + high + 1) / 2
                if area(middle, middle) <= budget { low = middle } else { high = middle - 1 }
            }
            return (low, low)
        }
        var (low, high) = (1, height)
        while low < high {
            let middle = (low + high + 1) / 2
            if area(width, middle) <= budget { low = middle } else { high = middle - 1 }
        }
        return (width, low)
    }

    /// The whole stored pixels the samples of `output`'s pixels read: the bounding box of its
    /// pixel centres' images, grown by the kernel's reach, clipped to the buffer.
    static func storedRect(reading output: CGRect, through transform: CGAffineTransform, in storedSize: CGSize) -> CGRect {
        let centres = [CGPoint(x: output.minX + 0.5, y: output.minY + 0.5), CGPoint(x: output.maxX - 0.5, y: output.minY + 0.5),
                       CGPoint(x: output.maxX - 0.5, y: output.maxY - 0.5), CGPoint(x: output.minX + 0.5, y: output.maxY - 0.5)]
            .map { $0.applying(transform) }
        let xs = centres.map(\.x)
        let ys = centres.map(\.y)
        let minX = Swift.max(0, (xs.min()! - kernelReach).rounded(.down))
        let minY = Swift.max(0, (ys.min()! - kernelReach).rounded(.down))
        let maxX = Swift.min(storedSize.width, (xs.max()! + kernelReach).rounded(.up))
        let maxY = Swift.min(storedSize.height, (ys.max()! + kernelReach).rounded(.up))
        return CGRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }
}
