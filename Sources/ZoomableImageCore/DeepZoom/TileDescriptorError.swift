import Foundation

/// Why a tiled image's descriptor (a Deep Zoom `.dzi` or an IIIF `info.json`) could not be read.
///
/// Every corrupt or oversized descriptor throws one of these: reading one never traps, never
/// allocates more than its document's size, and never yields a pyramid with a bad size.
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
    /// A value is not a usable whole number: a size or tile size below 1, a negative overlap, a
    /// fraction, NaN, a number too large for an `Int`, an empty format. Carries the field's name.
    case invalid(String)
    /// A whole number, or the document, outside what this package reads: a side above 2^31 px, a
    /// tile size outside 64 … 2048 px, an overlap above 64 px, a document over 4 MiB. Carries the
    /// field's name (`"Width"`, `"TileSize"`, `"tiles.width"` …) or `"document"`. Checked before
    /// anything is allocated for it.
    case outOfLimits(String)
    /// The descriptor is valid but describes something a ``TilePyramid`` cannot: tiles that are
    /// not square, or no scale factor that is a power of two within the pyramid. Carries a short
    /// explanation.
    case unsupported(String)
}
