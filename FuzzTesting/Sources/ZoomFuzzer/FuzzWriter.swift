import Foundation
@_spi(Internals) import ZoomableImageCore

/// Writes values in the byte format ``FuzzReader`` reads: used only to build the seed corpus, so
/// that each seed is written from readable Swift values (``FuzzSeeds``) and reaches the code it
/// was written for.
struct FuzzWriter {
    private(set) var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func bool(_ value: Bool) {
        byte(value ? 1 : 0)
    }

    mutating func uint16(_ value: UInt16) {
        byte(UInt8(value & 0xFF))
        byte(UInt8(value >> 8))
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            byte(UInt8((value >> UInt64(shift)) & 0xFF))
        }
    }

    /// Writes `value` in the shortest form that reads back bit for bit: a special value's tag,
    /// an ordinary fixed-point value, or the raw bit pattern.
    mutating func float(_ value: CGFloat, _ kind: FuzzReader.FloatKind) {
        if let index = FuzzReader.specialValues.firstIndex(where: { $0.bitPattern == value.bitPattern }) {
            byte(0x80 + UInt8(index))
            return
        }
        if let (tag, integer) = Self.ordinaryEncoding(of: value, kind) {
            byte(tag)
            uint16(UInt16(bitPattern: integer))
            return
        }
        byte(0xE0)
        uint64(Double(value).bitPattern)
    }

    /// The tag and Int16 of an ordinary value that reads back as exactly `value`, if any.
    static func ordinaryEncoding(of value: CGFloat, _ kind: FuzzReader.FloatKind) -> (UInt8, Int16)? {
        guard value.isFinite else { return nil }
        let fixed: CGFloat
        switch kind {
        case .coordinate: fixed = value
        case .length: fixed = value
        case .factor:
            guard value > 0 else { return nil }
            fixed = (CGFloat(Foundation.log2(Double(value))) * 4096 * 128).rounded() / 128
        }
        let integer = fixed.rounded(.down)
        let tag = (fixed - integer) * 128
        guard integer >= CGFloat(Int16.min), integer <= CGFloat(Int16.max), tag == tag.rounded(), tag >= 0, tag < 128
        else { return nil }
        let decoded = FuzzReader.ordinary(integer + tag / 128, kind)
        guard decoded.bitPattern == value.bitPattern else { return nil }
        return (UInt8(tag), Int16(integer))
    }

    mutating func point(_ point: CGPoint) {
        float(point.x, .coordinate)
        float(point.y, .coordinate)
    }

    mutating func velocity(_ velocity: CGPoint) {
        point(CGPoint(x: velocity.x / 8, y: velocity.y / 8))
    }

    mutating func size(_ size: CGSize) {
        float(size.width, .length)
        float(size.height, .length)
    }

    mutating func rect(_ rect: CGRect) {
        point(rect.origin)
        size(rect.size)
    }

    mutating func touchCount(_ count: Int?) {
        guard let count else { return byte(0) }
        switch count {
        case 1...6: byte(UInt8(count))
        case Int.max: byte(7)
        case Int.min: byte(8)
        case 0: byte(9)
        case -1: byte(10)
        default: byte(UInt8(clamping: max(11, count)))
        }
    }
}
