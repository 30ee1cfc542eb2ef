import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The JSON form of a crop, format 1:
///
/// ```json
/// {"formatVersion": 1, "imagePixelSize": [4000, 3000],
///  "pixelRect": [[2000, 0], [2000, 3000]], "angleDegrees": 2.5,
///  "quarterTurns": 1, "isMirrored": false, "outputPixelSize": [3000, 2000]}
/// ```
///
/// Written by hand, field by field, so the format is this list and never the struct's stored
/// properties. Sizes are `[width, height]` and rects `[[x, y], [width, height]]` (Foundation's
/// forms, the same on iOS and Linux). `outputPixelSize` is written for readers in other
/// languages and ignored when read (it follows from the others). Every field after
/// `formatVersion`, `imagePixelSize` and `pixelRect` has a default when absent, and so will every
/// field a later format adds, so files written by older versions always read.
extension CropEditorResult: Codable {
    /// The format version this build writes: 1.
    public static let formatVersion = 1

    /// Reads a crop of format 1 (any later field absent takes its default: angle 0, no turn, no
    /// mirror), normalized like ``init(imagePixelSize:pixelRect:angleDegrees:quarterTurns:isMirrored:)``.
    ///
    /// - Throws: `DecodingError` when `formatVersion`, `imagePixelSize` or `pixelRect` is
    ///   missing or malformed, or the version is newer than ``formatVersion``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TraceKey.self)
        let version: Int = try container.required("formatVersion")
        guard (1...Self.formatVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: TraceKey("formatVersion"), in: container,
                debugDescription: "crop format \(version) is not supported (this build reads 1…\(Self.formatVersion))")
        }
        self.init(imagePixelSize: try container.required("imagePixelSize"),
                  pixelRect: try container.required("pixelRect"),
                  angleDegrees: try container.value("angleDegrees", or: 0),
                  quarterTurns: try container.value("quarterTurns", or: 0),
                  isMirrored: try container.value("isMirrored", or: false))
    }

    /// Writes the crop in format 1, every field present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TraceKey.self)
        try container.put(Self.formatVersion, "formatVersion")
        try container.put(imagePixelSize, "imagePixelSize")
        try container.put(pixelRect, "pixelRect")
        try container.put(angleDegrees, "angleDegrees")
        try container.put(quarterTurns, "quarterTurns")
        try container.put(isMirrored, "isMirrored")
        try container.put(outputPixelSize, "outputPixelSize")
    }
}
