import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

extension FuzzFindingTests {
    // MARK: DeepZoomDescriptor: a byte that is not UTF-8 trapped in Foundation's XML parser

    /// The libvips fixture with one byte of the root element's name replaced by 0xFF (the
    /// descriptor fuzzer's first finding, 1 byte from its seed). Linux's XMLParser traps turning
    /// the name into a String; a `.dzi` that is not UTF-8 is unreadable before it is parsed.
    @Test(arguments: [[0xFF], [0xC3], [0xED, 0xA0, 0x80]] as [[UInt8]])  // stray, cut short, a surrogate
    func aDescriptorThatIsNotUTF8IsUnreadable(bytes: [UInt8]) {
        var xml = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Imag".utf8)
        xml += bytes
        xml += Data(#" Format="jpg" Overlap="1" TileSize="256"><Size Width="700" Height="300"/></Image>"#.utf8)
        #expect(throws: TileDescriptorError.unreadable("not UTF-8")) { try DeepZoomDescriptor(xml: xml) }
    }
}

extension FuzzFindingTests {
    // MARK: DeepZoomDescriptor: a processing instruction without data crashed Foundation's XML parser

    /// `<?xm?>` where the XML declaration belongs, or any processing instruction later (the
    /// descriptor fuzzer's second finding, from the libvips seed's first line mutated): Linux's
    /// XMLParser reads the instruction's missing data as a C string and crashes (SEGV in
    /// `strlen`). A `.dzi` has no processing instruction — only the XML declaration at its
    /// start, which is no instruction — so one is unreadable before it is parsed.
    @Test(arguments: [#"<?xm?>"#, #"<?xml version="1.0"?><?target?>"#, #"<?xutf8ut?>"#, #"<?xml?>"#])
    func aProcessingInstructionIsUnreadable(prolog: String) {
        let xml = Data((prolog + #"<Image Format="jpg" Overlap="1" TileSize="256"><Size Width="700" Height="300"/></Image>"#).utf8)
        #expect(throws: TileDescriptorError.unreadable("a processing instruction")) { try DeepZoomDescriptor(xml: xml) }
    }

    /// The XML declaration itself, after a byte order mark too, is read.
    @Test(arguments: ["", #"<?xml version="1.0" encoding="UTF-8"?>"#, "\u{FEFF}<?xml\tversion=\"1.0\"?>\n"])
    func theXMLDeclarationIsNoInstruction(prolog: String) throws {
        let xml = Data((prolog + #"<Image Format="jpg" Overlap="1" TileSize="256"><Size Width="700" Height="300"/></Image>"#).utf8)
        #expect(try DeepZoomDescriptor(xml: xml).pyramid.levelCount == 11)
    }
}
