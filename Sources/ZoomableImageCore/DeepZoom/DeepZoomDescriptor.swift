import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A Deep Zoom (`.dzi`) descriptor: the image's size, tile size, overlap and tile format, and
/// where each tile lives.
///
/// A `.dzi` file is one XML element, as `vips dzsave` or Microsoft's Deep Zoom tools write it:
///
/// ```xml
/// <Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="jpg" Overlap="1" TileSize="256">
///   <Size Width="700" Height="300"/>
/// </Image>
/// ```
///
/// Its tiles sit next to it in a folder named after it (`name_files/` for `name.dzi`), one folder
/// per level numbered from the 1 × 1 px level at the top, so the Deep Zoom level of a tile is
/// ``TilePyramid/levelCount`` − 1 − ``TileID/level``:
///
/// ```swift
/// let descriptor = try DeepZoomDescriptor(xml: Data(contentsOf: dziURL))
/// descriptor.pyramid.levelCount                                      // 11
/// descriptor.tilePath(for: TileID(level: 0, column: 2, row: 1))      // "10/2_1.jpg"
/// ```
public struct DeepZoomDescriptor: Equatable, Sendable {
    /// The image's levels and tiles.
    public var pyramid: TilePyramid
    /// The tiles' file extension, e.g. `jpg` or `png`: letters and digits only.
    let format: String

    /// Reads a `.dzi` descriptor.
    ///
    /// - Parameter xml: the file's bytes.
    /// - Throws: ``TileDescriptorError/unreadable(_:)`` for data that is not well-formed XML or
    ///   whose root is not `Image`; ``TileDescriptorError/missing(_:)`` naming an absent
    ///   `TileSize`, `Overlap`, `Format`, `Size`, `Width` or `Height`;
    ///   ``TileDescriptorError/invalid(_:)`` naming a value that is not a whole number in range
    ///   (sizes 1 … 2^31, tile size 1 … 65 536, overlap 0 … 65 536) or a
    ///   format that is not letters and digits.
    public init(xml: Data) throws {
        let reader = DeepZoomXMLReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            throw TileDescriptorError.unreadable(parser.parserError.map { "\($0)" } ?? "not well-formed XML")
        }
        guard let image = reader.imageAttributes else {
            throw TileDescriptorError.unreadable("the root element is \(reader.rootName ?? "missing"), not Image")
        }
        // libxml2 (Linux) reports success for a document cut off inside its root.
        guard reader.rootEnded else { throw TileDescriptorError.unreadable("the document ends inside <Image>") }
        guard let size = reader.sizeAttributes else { throw TileDescriptorError.missing("Size") }
        let tileSize = try Self.wholeNumber("TileSize", in: image, range: 1...TilePyramid.maximumTileSize)
        let overlap = try Self.wholeNumber("Overlap", in: image, range: 0...TilePyramid.maximumTileSize)
        let width = try Self.wholeNumber("Width", in: size, range: 1...TilePyramid.maximumSide)
        let height = try Self.wholeNumber("Height", in: size, range: 1...TilePyramid.maximumSide)
        guard let format = image["Format"] else { throw TileDescriptorError.missing("Format") }
        guard !format.isEmpty, format.unicodeScalars.allSatisfy({ $0.isASCII && CharacterSet.alphanumerics.contains($0) })
        else { throw TileDescriptorError.invalid("Format") }
        self.format = format
        pyramid = TilePyramid(storedPixelSize: CGSize(width: width, height: height), tileSize: tileSize, overlap: overlap)
    }

    /// An attribute as a whole number within `range`.
    private static func wholeNumber(_ name: String, in attributes: [String: String], range: ClosedRange<Int>) throws -> Int {
        guard let text = attributes[name] else { throw TileDescriptorError.missing(name) }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw TileDescriptorError.invalid(name)
        }
        return value
    }

    /// Where a tile's file is, relative to the tiles folder (`name_files/` next to `name.dzi`):
    /// `"{L}/{column}_{row}.{format}"`, with L counted from the 1 × 1 px level at the top
    /// (L = ``TilePyramid/levelCount`` − 1 − `tile.level`).
    ///
    /// - Parameter tile: the tile; not checked against the grid (pass tiles the pyramid has).
    /// - Returns: the relative path, e.g. `"10/2_1.jpg"` for tile (0, 2, 1) of an 11-level pyramid.
    public func tilePath(for tile: TileID) -> String {
        "\(pyramid.levelCount - 1 - tile.level)/\(tile.column)_\(tile.row).\(format)"
    }

    /// The folder that holds a descriptor's tiles: `name_files/` next to `name.dzi`.
    ///
    /// - Parameter descriptorURL: the `.dzi` file's URL.
    /// - Returns: the folder's URL; a tile's URL is this with ``tilePath(for:)`` appended.
    @_spi(Internals) public static func tilesFolderURL(forDescriptorURL descriptorURL: URL) -> URL {
        let name = descriptorURL.deletingPathExtension().lastPathComponent
        return descriptorURL.deletingLastPathComponent().appendingPathComponent(name + "_files", isDirectory: true)
    }
}

/// Collects the attributes of a `.dzi`'s root `Image` element and of its `Size` child.
private final class DeepZoomXMLReader: NSObject, XMLParserDelegate {
    /// The root element's name, once seen.
    var rootName: String?
    /// The root's attributes, when the root is `Image`.
    var imageAttributes: [String: String]?
    /// The first `Size` child's attributes.
    var sizeAttributes: [String: String]?
    /// Whether the root element was closed.
    var rootEnded = false
    /// How deep the parser is: 1 inside the root.
    private var depth = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        depth += 1
        // Without namespace processing a prefixed element keeps its prefix: `dz:Image`.
        let name = elementName.split(separator: ":").last.map(String.init) ?? elementName
        if depth == 1 {
            rootName = name
            if name == "Image" { imageAttributes = attributeDict }
        } else if depth == 2, name == "Size", imageAttributes != nil, sizeAttributes == nil {
            sizeAttributes = attributeDict
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        depth -= 1
        if depth == 0 { rootEnded = true }
    }
}
