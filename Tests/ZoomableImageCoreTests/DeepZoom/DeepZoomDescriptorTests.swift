import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Reading `.dzi` descriptors, and the error each kind of corruption throws.
@Suite struct DeepZoomDescriptorTests {
    /// A descriptor as `vips dzsave` writes it (whitespace and attribute order included).
    static let vipsText = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Image xmlns="http://schemas.microsoft.com/deepzoom/2008"
          Format="jpg"
          Overlap="1"
          TileSize="256"
          >
          <Size 
            Height="300"
            Width="700"
          />
        </Image>
        """

    static func descriptor(tileSize: String = "256", overlap: String = "1", format: String? = "jpg",
                           width: String = "700", height: String = "300") -> Data {
        let formatAttribute = format.map { #"Format="\#($0)" "# } ?? ""
        return Data(#"<Image \#(formatAttribute)Overlap="\#(overlap)" TileSize="\#(tileSize)"><Size Width="\#(width)" Height="\#(height)"/></Image>"#.utf8)
    }

    @Test func readsVipsOutput() throws {
        let descriptor = try DeepZoomDescriptor(xml: Data(Self.vipsText.utf8))
        #expect(descriptor.pyramid == TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1))
        #expect(descriptor.format == "jpg")
    }

    @Test(arguments: [
        // 11 levels: Deep Zoom's L = 10 − level.
        (TileID(level: 0, column: 2, row: 1), "10/2_1.jpg"),
        (TileID(level: 1, column: 1, row: 0), "9/1_0.jpg"),
        (TileID(level: 10, column: 0, row: 0), "0/0_0.jpg"),
    ])
    func tilePathsCountLevelsFromTheTop(tile: TileID, path: String) throws {
        let descriptor = try DeepZoomDescriptor(xml: Data(Self.vipsText.utf8))
        #expect(descriptor.tilePath(for: tile) == path)
    }

    @Test func aPrefixedRootAndExtraElementsAreRead() throws {
        let text = #"<dz:Image xmlns:dz="http://schemas.microsoft.com/deepzoom/2009" TileSize="254" Overlap="0" Format="png"><dz:Size Width="5000" Height="3000"/><dz:DisplayRects/></dz:Image>"#
        let descriptor = try DeepZoomDescriptor(xml: Data(text.utf8))
        #expect(descriptor.pyramid == TilePyramid(storedPixelSize: CGSize(width: 5000, height: 3000), tileSize: 254))
        // 2^13 = 8192 ≥ 5000 > 4096: 14 levels, so level 0 is Deep Zoom's 13.
        #expect(descriptor.tilePath(for: TileID(level: 0, column: 0, row: 0)) == "13/0_0.png")
    }

    @Test(arguments: [
        (descriptor(tileSize: "0"), TileDescriptorError.invalid("TileSize")),
        (descriptor(tileSize: "2049"), .outOfLimits("TileSize")),        // 2048 is the largest
        (descriptor(tileSize: "63"), .outOfLimits("TileSize")),          // 64 is the smallest
        (descriptor(overlap: "65"), .outOfLimits("Overlap")),            // 64 is the largest
        (descriptor(tileSize: "256.5"), .invalid("TileSize")),
        (descriptor(overlap: "-1"), .invalid("Overlap")),
        (descriptor(width: "-700"), .invalid("Width")),
        (descriptor(width: "0"), .invalid("Width")),
        (descriptor(width: "NaN"), .invalid("Width")),
        (descriptor(width: "1e9"), .invalid("Width")),
        (descriptor(width: "99999999999999999999"), .invalid("Width")),   // beyond Int
        (descriptor(height: "2147483649"), .outOfLimits("Height")),       // 2^31 + 1
        (descriptor(format: nil), .missing("Format")),
        (descriptor(format: "../jpg"), .invalid("Format")),
        (descriptor(format: ""), .invalid("Format")),
        (Data(#"<Image Format="jpg" Overlap="1"><Size Width="7" Height="3"/></Image>"#.utf8), .missing("TileSize")),
        (Data(#"<Image Format="jpg" TileSize="256"><Size Width="7" Height="3"/></Image>"#.utf8), .missing("Overlap")),
        (Data(#"<Image Format="jpg" TileSize="256" Overlap="1"/>"#.utf8), .missing("Size")),
        (Data(#"<Image Format="jpg" TileSize="256" Overlap="1"><Size Height="3"/></Image>"#.utf8), .missing("Width")),
    ])
    func aCorruptDescriptorThrowsTheFieldItConcerns(data: Data, error: TileDescriptorError) {
        #expect(throws: error) { try DeepZoomDescriptor(xml: data) }
    }

    /// The largest of everything: 2^31 px on both sides (32 levels), 2048 px tiles, 64 px of
    /// overlap; and the smallest tiles, 64 px.
    @Test(arguments: [("2147483648", "2147483648", "2048", "64", 32), ("1", "1", "64", "0", 1)])
    func theLimitsThemselvesAreRead(width: String, height: String, tileSize: String, overlap: String, levels: Int) throws {
        let descriptor = try DeepZoomDescriptor(xml: Self.descriptor(tileSize: tileSize, overlap: overlap, width: width, height: height))
        #expect(descriptor.pyramid.levelCount == levels && descriptor.pyramid.tileSize == Int(tileSize))
    }

    /// A document over 4 MiB is not parsed: 4 194 304 bytes are, one more is not.
    @Test func aDocumentOverFourMebibytesIsOutOfLimits() throws {
        let head = Self.descriptor()
        var padded = head + Data(repeating: UInt8(ascii: " "), count: 4_194_304 - head.count)
        #expect(try DeepZoomDescriptor(xml: padded).pyramid.levelCount == 11)
        padded.append(UInt8(ascii: " "))
        #expect(throws: TileDescriptorError.outOfLimits("document")) { try DeepZoomDescriptor(xml: padded) }
    }

    /// A `.dzi` has no document type declaration: one is refused before any entity is expanded
    /// (a few hundred bytes of nested entities expand to gigabytes).
    @Test func aDocumentTypeDeclarationIsUnreadable() {
        let xml = Data(#"<?xml version="1.0"?><!DOCTYPE Image [<!ENTITY a "aaaa">]><Image Format="jpg" Overlap="1" TileSize="256" Note="&a;"><Size Width="700" Height="300"/></Image>"#.utf8)
        #expect(throws: TileDescriptorError.unreadable("a document type declaration")) { try DeepZoomDescriptor(xml: xml) }
    }

    @Test(arguments: ["", "not xml at all", "<Image", "<Collection/>", #"{"width": 700}"#])
    func dataThatIsNoDescriptorIsUnreadable(text: String) {
        #expect { try DeepZoomDescriptor(xml: Data(text.utf8)) } throws: { ($0 as? TileDescriptorError)?.isUnreadable == true }
    }

    @Test func tilesLiveInAFolderNamedAfterTheDescriptor() {
        let url = URL(string: "https://example.org/scans/page-12.dzi")!
        let folder = DeepZoomDescriptor.tilesFolderURL(forDescriptorURL: url)
        #expect(folder.absoluteString == "https://example.org/scans/page-12_files/")
        #expect(folder.appendingPathComponent("10/2_1.jpg").absoluteString == "https://example.org/scans/page-12_files/10/2_1.jpg")
    }
}
