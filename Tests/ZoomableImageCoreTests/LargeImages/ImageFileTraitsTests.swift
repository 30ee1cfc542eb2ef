import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which formats subsample and decode in bands, from Apple's ImageIO documentation
/// (`kCGImageSourceSubsampleFactor`: JPEG, HEIF, TIFF, PNG) and its sample *Large Image
/// Downsizing* (bands: PNG, TIFF, JPEG; not GIF, BMP, interlaced images).
@Suite struct ImageFileTraitsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var type: String?
        var progressive: Bool?
        var interlace: Int?
        var subsamples, bands: Bool
        var testDescription: String { "\(type ?? "nil") progressive \(String(describing: progressive)) interlace \(String(describing: interlace))" }
    }

    static let cases = [
        Case(type: "public.jpeg", progressive: false, interlace: nil, subsamples: true, bands: true),
        Case(type: "public.jpeg", progressive: nil, interlace: nil, subsamples: true, bands: true),
        Case(type: "public.jpeg", progressive: true, interlace: nil, subsamples: true, bands: false),
        Case(type: "public.png", progressive: nil, interlace: 0, subsamples: true, bands: true),
        Case(type: "public.png", progressive: nil, interlace: nil, subsamples: true, bands: true),
        Case(type: "public.png", progressive: nil, interlace: 1, subsamples: true, bands: false),
        Case(type: "public.heic", progressive: nil, interlace: nil, subsamples: true, bands: true),
        Case(type: "public.heif", progressive: nil, interlace: nil, subsamples: true, bands: true),
        Case(type: "public.tiff", progressive: nil, interlace: nil, subsamples: true, bands: true),
        Case(type: "com.compuserve.gif", progressive: nil, interlace: nil, subsamples: false, bands: false),
        Case(type: "com.microsoft.bmp", progressive: nil, interlace: nil, subsamples: false, bands: false),
        Case(type: "org.webmproject.webp", progressive: nil, interlace: nil, subsamples: false, bands: false),
        Case(type: nil, progressive: false, interlace: 0, subsamples: false, bands: false),
    ]

    @Test(arguments: cases)
    func eachFormatSubsamplesAndDecodesInBandsAsAppleDocumentsIt(_ c: Case) {
        let traits = ImageFileTraits(typeIdentifier: c.type, isProgressive: c.progressive, pngInterlaceType: c.interlace)
        #expect(traits == ImageFileTraits(subsamples: c.subsamples, decodesInBands: c.bands))
    }
}
