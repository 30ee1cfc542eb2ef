import Foundation

/// A JPEG's pixel size, read from its start-of-frame marker: no image library needed, so the
/// tests can check every tile libvips wrote.
///
/// A JPEG is a sequence of segments `FF xx` + a 2-byte big-endian length (which counts itself);
/// the frame header (SOF0 … SOF15 but DHT `C4`, JPG `C8` and DAC `CC`) holds the precision (1
/// byte), then the height and the width (2 bytes each).
enum JPEGDimensions {
    /// The width and height in pixels, or `nil` when the data is not a JPEG with a frame header.
    static func of(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }     // fill byte
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard index + 9 <= bytes.count else { return nil }
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            index += 2 + length
        }
        return nil
    }
}
