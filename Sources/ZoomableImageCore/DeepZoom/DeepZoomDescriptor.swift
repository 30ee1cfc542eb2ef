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

    /// Reads a `.dzi` descriptor: UTF-8 XML (what every Deep Zoom tool writes), at most 4 MiB.
    ///
    /// - Throws: ``TileDescriptorError/outOfLimits(_:)`` for a document over 4 MiB, a side above
    ///   2^31, a tile size outside 64 … 2048 or an overlap above 64 (`DescriptorLimits`);
    ///   ``TileDescriptorError/unreadable(_:)`` for data that is not UTF-8, has a document type
    ///   declaration, is not well-formed XML or whose root is not `Image`;
    ///   ``TileDescriptorError/missing(_:)`` naming an absent `TileSize`, `Overlap`, `Format`,
    ///   `Size`, `Width` or `Height`; ``TileDescriptorError/invalid(_:)`` naming a value that is
    ///   not a whole number (a size or tile size below 1, a negative overlap) or a format that is
    ///   not letters and digits.
    public init(xml: Data) throws {
        try DescriptorLimits.checkDocument(xml)
        // Linux's XMLParser traps on a name that is not UTF-8.
        guard String(data: xml, encoding: .utf8) != nil else { throw TileDescriptorError.unreadable("not UTF-8") }
        try Self.refuseWhatNoDescriptorHas(xml)
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
        let tileSize = try Self.wholeNumber("TileSize", in: image, limits: DescriptorLimits.tileSizes)
        let overlap = try Self.wholeNumber("Overlap", in: image, limits: DescriptorLimits.overlaps)
        let width = try Self.wholeNumber("Width", in: size, limits: DescriptorLimits.sides)
        let height = try Self.wholeNumber("Height", in: size, limits: DescriptorLimits.sides)
        guard let format = image["Format"] else { throw TileDescriptorError.missing("Format") }
        guard !format.isEmpty, format.unicodeScalars.allSatisfy({ $0.isASCII && CharacterSet.alphanumerics.contains($0) })
        else { throw TileDescriptorError.invalid("Format") }
        self.format = format
        pyramid = TilePyramid(storedPixelSize: CGSize(width: width, height: height), tileSize: tileSize, overlap: overlap)
    }

    /// Throws for what a `.dzi` never has and Linux's XMLParser handles badly: a document type
    /// declaration (a few hundred bytes of nested entities expand to gigabytes), and a processing
    /// instruction (one without data crashes it) — the XML declaration at the start, after a byte
    /// order mark if any, is none.
    private static func refuseWhatNoDescriptorHas(_ xml: Data) throws {
        guard xml.range(of: Data("<!DOCTYPE".utf8)) == nil else {
            throw TileDescriptorError.unreadable("a document type declaration")
        }
        let prolog = xml.starts(with: [0xEF, 0xBB, 0xBF]) ? xml.dropFirst(3) : xml[...]
        let declaration = prolog.starts(with: Data("<?xml".utf8))
            && prolog.dropFirst(5).first.map { [0x20, 0x09, 0x0A, 0x0D].contains($0) } == true
        var instructions = 0
        var searched = xml.startIndex
        while let found = xml.range(of: Data("<?".utf8), in: searched..<xml.endIndex) {
            instructions += 1
            searched = found.upperBound
        }
        guard instructions == (declaration ? 1 : 0) else {
            throw TileDescriptorError.unreadable("a processing instruction")
        }
    }

    /// An attribute as a whole number within `limits` (``DescriptorLimits/check(_:_:in:)``).
    private static func wholeNumber(_ name: String, in attributes: [String: String], limits: ClosedRange<Int>) throws -> Int {
        guard let text = attributes[name] else { throw TileDescriptorError.missing(name) }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw TileDescriptorError.invalid(name) }
        return try DescriptorLimits.check(value, name, in: limits)
    }

    /// Where a tile's file is, relative to the tiles folder (`name_files/` next to `name.dzi`):
    /// `"{L}/{column}_{row}.{format}"`, with L counted from the 1 × 1 px level at the top (L =
    /// ``TilePyramid/levelCount`` − 1 − `tile.level`), e.g. `"10/2_1.jpg"` for tile (0, 2, 1) of an
    /// 11-level pyramid. The tile is not checked against the grid: pass tiles the pyramid has.
    public func tilePath(for tile: TileID) -> String {
        "\(pyramid.levelCount - 1 - tile.level)/\(tile.column)_\(tile.row).\(format)"
    }

    /// The folder that holds a descriptor's tiles: `name_files/` next to `name.dzi`. A tile's URL
    /// is this with ``tilePath(for:)`` appended.
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
