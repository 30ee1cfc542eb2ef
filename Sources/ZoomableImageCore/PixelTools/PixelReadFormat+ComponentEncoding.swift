import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PixelReadFormat {
    /// How one channel of a one-pixel read-back context is stored, and how its bytes become a
    /// number.
    ///
    /// ```swift
    /// PixelReadFormat.ComponentEncoding.float16.value(of: [0x00, 0x3C])   // 1.0 (half-float 0x3C00, little-endian)
    /// ```
    public enum ComponentEncoding: String, Equatable, Sendable, Codable, CaseIterable {
        /// An 8-bit integer, 0…255 for 0…1. Every iOS bitmap context supports it.
        case uint8
        /// A 16-bit IEEE 754 half float, little-endian: what `UIGraphicsImageRenderer` draws wide
        /// colour into (its `.extended` range), so iOS supports it in extended sRGB.
        case float16
        /// A 32-bit IEEE 754 float, little-endian: exact for 8- and 16-bit values.
        case float32

        /// Bits per component: 8, 16 or 32.
        public var bitsPerComponent: Int {
            switch self {
            case .uint8: return 8
            case .float16: return 16
            case .float32: return 32
            }
        }

        /// `CGBitmapInfo`'s raw bits for the encoding: none for 8-bit integers; float components
        /// (`1 << 8`) with 16-bit little-endian order (`1 << 12`) or 32-bit little-endian order
        /// (`2 << 12`).
        public var bitmapInfo: UInt32 {
            switch self {
            case .uint8: return 0
            case .float16: return 256 | 4096
            case .float32: return 256 | 8192
            }
        }

        /// The number a channel's bytes hold (exactly ``bitsPerComponent`` / 8 of them): byte /
        /// 255, or the little-endian float.
        public func value(of bytes: ArraySlice<UInt8>) -> CGFloat {
            let bits = bytes.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            switch self {
            case .uint8: return CGFloat(bits) / 255
            case .float16: return Self.halfFloat(UInt16(truncatingIfNeeded: bits))
            case .float32: return CGFloat(Float(bitPattern: bits))
            }
        }

        /// A half float's value (sign, 5-bit exponent biased by 15, 10-bit fraction; subnormals,
        /// infinities and NaN included), without `Float16`, which Intel Macs lack.
        static func halfFloat(_ bits: UInt16) -> CGFloat {
            let sign: CGFloat = bits & 0x8000 == 0 ? 1 : -1
            let exponent = Int(bits >> 10 & 0x1F)
            let fraction = CGFloat(bits & 0x3FF)
            switch exponent {
            case 0: return sign * fraction * 0x1p-24
            case 31: return fraction == 0 ? sign * .infinity : .nan
            default: return sign * (1 + fraction / 1024) * CGFloat(sign: .plus, exponent: exponent - 15, significand: 1)
            }
        }
    }
}
