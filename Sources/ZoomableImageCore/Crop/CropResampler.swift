import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An 8-bit RGBA bitmap, premultiplied, 4 bytes per pixel, rows packed top to bottom: a piece
/// of a stored buffer read for a strip, or the output a render fills.
@_spi(Internals)
public struct CropPixels: Equatable, Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel.
    public var bytes: [UInt8]

    /// A bitmap of these bytes; `nil` unless there are exactly `width × height × 4` of them.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A transparent bitmap (zeros) of `width × height` pixels (negative sizes count as 0).
    public init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        bytes = Array(repeating: 0, count: self.width * self.height * 4)
    }
}

/// Bicubic resampling of an output through an affine map, in plain Swift: the reference the
/// crop editor's straightened cuts are made with, on iOS as on Linux (where it is checked against
/// Pillow's `rotate`).
///
/// Each output pixel (u, v) samples the source at the map's image of its centre (u + ½, v + ½),
/// with pixel centres at half-integers: the 4 × 4 source pixels around it weighted by Keys'
/// cubic convolution kernel, W(x) = (a + 2)|x|³ − (a + 3)|x|² + 1 for |x| ≤ 1 and
/// a|x|³ − 5a|x|² + 8a|x| − 4a for 1 < |x| < 2. Indices past the source's edge read its edge
/// pixel. Sums are rounded to the nearest byte and clamped to 0…255, and each colour to at most
/// its alpha (premultiplied). At whole-pixel positions the weights are 0, 1, 0, 0: an
/// unstraightened map copies pixels exactly.
@_spi(Internals)
public struct CropResampler: Equatable, Sendable {
    /// Keys' parameter a: −0.5 by default (the interpolating cubic of best accuracy, "Catmull–Rom");
    /// Pillow's geometric transforms use −1.
    public var kernelParameter: Double

    public init(kernelParameter: Double = -0.5) {
        self.kernelParameter = kernelParameter
    }

    /// The kernel's weights for the taps at −1, 0, 1 and 2 from a sample's pixel, for the
    /// sample's fraction `t` ∈ [0, 1) past it.
    public func weights(_ t: Double) -> (Double, Double, Double, Double) {
        (kernel(1 + t), kernel(t), kernel(1 - t), kernel(2 - t))
    }

    func kernel(_ x: Double) -> Double {
        let a = kernelParameter
        let x = abs(x)
        if x <= 1 { return ((a + 2) * x - (a + 3)) * x * x + 1 }
        if x < 2 { return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a }
        return 0
    }

    /// Fills `outputRect` of `output` with samples of `source`, whose top-left pixel is the
    /// stored pixel `sourceOrigin`, through `outputToStored`.
    ///
    /// - Parameters:
    ///   - outputRect: whole output pixels, inside `output` (others are left as they are).
    ///   - source: the stored pixels the strip reads (``CropRenderPlan/Strip/storedRect``).
    ///   - sourceOrigin: that rect's origin in the stored buffer, whole pixels.
    ///   - outputToStored: ``CropRenderPlan/outputToStored``.
    ///   - output: the output bitmap.
    public func render(_ outputRect: CGRect, from source: CropPixels, at sourceOrigin: CGPoint,
                       through outputToStored: CGAffineTransform, into output: inout CropPixels) {
        let (width, height) = (output.width, output.height)
        output.bytes.withUnsafeMutableBufferPointer { out in
            render(outputRect, from: source, at: sourceOrigin, through: outputToStored, into: out, width: width,
                   height: height)
        }
    }

    /// The same, into memory the caller owns: `out` holds an RGBA bitmap of `width × height`
    /// pixels, rows top to bottom (a buffer of another size is left as it is).
    public func render(_ outputRect: CGRect, from source: CropPixels, at sourceOrigin: CGPoint,
                       through outputToStored: CGAffineTransform, into out: UnsafeMutableBufferPointer<UInt8>,
                       width: Int, height: Int) {
        let clipped = outputRect.intersectionOrNull(CGRect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isNull, source.width > 0, source.height > 0, clipped.isFiniteRect,
              width >= 0, height >= 0, out.count == width * height * 4 else { return }
        let t = outputToStored
        let (maxX, maxY) = (source.width - 1, source.height - 1)
        let (originX, originY) = (Double(sourceOrigin.x), Double(sourceOrigin.y))
        let outputWidth = width
        let sourceWidth = source.width
        source.bytes.withUnsafeBufferPointer { input in
            for v in Int(clipped.minY)..<Int(clipped.maxY) {
                for u in Int(clipped.minX)..<Int(clipped.maxX) {
                    let (x, y) = (Double(u) + 0.5, Double(v) + 0.5)
                    let sx = Double(t.a) * x + Double(t.c) * y + Double(t.tx) - 0.5 - originX
                    let sy = Double(t.b) * x + Double(t.d) * y + Double(t.ty) - 0.5 - originY
                    // A map so extreme that the position is no integer leaves the pixel as it is.
                    guard abs(sx) < 1e15, abs(sy) < 1e15 else { continue }
                    let (fx, fy) = (sx.rounded(.down), sy.rounded(.down))
                    let wx = weights(sx - fx)
                    let wy = weights(sy - fy)
                    let ix = Int(fx)
                    let (c0, c1) = (Swift.min(Swift.max(ix - 1, 0), maxX), Swift.min(Swift.max(ix, 0), maxX))
                    let (c2, c3) = (Swift.min(Swift.max(ix + 1, 0), maxX), Swift.min(Swift.max(ix + 2, 0), maxX))
                    let iy = Int(fy)
                    // One source row's four taps, weighted across: (R, G, B, A).
                    func across(_ row: Int) -> (Double, Double, Double, Double) {
                        let base = Swift.min(Swift.max(row, 0), maxY) * sourceWidth
                        let (p0, p1, p2, p3) = ((base + c0) * 4, (base + c1) * 4, (base + c2) * 4, (base + c3) * 4)
                        func channel(_ k: Int) -> Double {
                            wx.0 * Double(input[p0 + k]) + wx.1 * Double(input[p1 + k])
                                + wx.2 * Double(input[p2 + k]) + wx.3 * Double(input[p3 + k])
                        }
                        return (channel(0), channel(1), channel(2), channel(3))
                    }
                    let (r0, r1, r2, r3) = (across(iy - 1), across(iy), across(iy + 1), across(iy + 2))
                    let sums = (wy.0 * r0.0 + wy.1 * r1.0 + wy.2 * r2.0 + wy.3 * r3.0,
                                wy.0 * r0.1 + wy.1 * r1.1 + wy.2 * r2.1 + wy.3 * r3.1,
                                wy.0 * r0.2 + wy.1 * r1.2 + wy.2 * r2.2 + wy.3 * r3.2,
                                wy.0 * r0.3 + wy.1 * r1.3 + wy.2 * r2.3 + wy.3 * r3.3)
                    let alpha = Self.byte(sums.3)
                    let index = (v * outputWidth + u) * 4
                    out[index] = Swift.min(Self.byte(sums.0), alpha)
                    out[index + 1] = Swift.min(Self.byte(sums.1), alpha)
                    out[index + 2] = Swift.min(Self.byte(sums.2), alpha)
                    out[index + 3] = alpha
                }
            }
        }
    }

    /// A sum as a byte: rounded to the nearest, clamped to 0…255 (NaN is 0).
    static func byte(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        return UInt8(Swift.min(value.rounded(), 255))
    }
}
