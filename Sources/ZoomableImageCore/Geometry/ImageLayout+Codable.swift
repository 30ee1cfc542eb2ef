import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Encodes only the inputs (image size, scale, orientation, content mode, bounds and, for a
/// downsampled copy, the source pixel size); decoding
/// recomputes the layout, so a decoded layout always agrees with the code that reads it.
extension ImageLayout: Codable {
    enum CodingKeys: String, CodingKey {
        case imageSize, imageScale, orientation, contentMode, bounds, sourcePixelSize
    }

    /// Decodes the inputs and lays the image out again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(imageSize: try container.decode(CGSize.self, forKey: .imageSize),
                  imageScale: try container.decode(CGFloat.self, forKey: .imageScale),
                  orientation: try container.decode(ImageOrientation.self, forKey: .orientation),
                  contentMode: try container.decode(ImageContentMode.self, forKey: .contentMode),
                  bounds: try container.decode(CGRect.self, forKey: .bounds),
                  sourcePixelSize: try container.decodeIfPresent(CGSize.self, forKey: .sourcePixelSize))
    }

    /// Encodes the inputs.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(imageSize, forKey: .imageSize)
        try container.encode(imageScale, forKey: .imageScale)
        try container.encode(orientation, forKey: .orientation)
        try container.encode(contentMode, forKey: .contentMode)
        try container.encode(bounds, forKey: .bounds)
        try container.encodeIfPresent(sourcePixelSize, forKey: .sourcePixelSize)
    }
}
