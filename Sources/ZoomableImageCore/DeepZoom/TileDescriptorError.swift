import Foundation

/// Why a tiled image's descriptor (a Deep Zoom `.dzi` or an IIIF `info.json`) could not be read.
///
/// Every corrupt descriptor throws one of these: reading one never traps and never yields a
/// pyramid with a bad size.
///
/// ```swift
/// do {
///     let descriptor = try DeepZoomDescriptor(xml: data)
/// } catch TileDescriptorError.invalid(let field) {
///     print("bad \(field)")             // e.g. "TileSize" for TileSize="0"
/// }
/// ```
public enum TileDescriptorError: Error, Equatable, Sendable {
    /// The data is not well-formed XML (for a `.dzi`) or JSON (for an `info.json`), or its root
    /// is not the expected element or object. Carries the parser's description.
    case unreadable(String)
    /// A required attribute or field is absent. Carries its name as the format spells it
    /// (`"TileSize"`, `"Size"`, `"width"`, `"tiles"` …).
    case missing(String)
    /// A value is not a whole number in its range: a size below 1 or above
    /// 2^31, a tile size below 1 or above 65 536, a negative overlap, a
    /// fraction, NaN, a number too large for an `Int`, an empty format. Carries the field's name.
    case invalid(String)
    /// The descriptor is valid but describes something a ``TilePyramid`` cannot: tiles that are
    /// not square, or no scale factor that is a power of two within the pyramid. Carries a short
    /// explanation.
    case unsupported(String)
}
