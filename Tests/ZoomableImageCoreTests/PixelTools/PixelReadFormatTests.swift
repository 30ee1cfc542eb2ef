import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Reading one pixel's colour through a one-pixel context. The values are checked against bytes
/// made by hand in Core Graphics' layouts: 8-bit channels are byte / 255, float channels are
/// little-endian IEEE 754 singles, premultiplied colours are divided by alpha, and a context
/// without alpha recovers it from two reads.
@Suite struct PixelReadFormatTests {
    static func source(_ model: PixelColorSource.Model, components: Int, output: Bool = true, alpha: UInt32 = 1) -> PixelColorSource {
        PixelColorSource(modelRawValue: model.rawValue, componentCount: components, supportsOutput: output,
                         alphaInfoRawValue: alpha)
    }

    /// Extended sRGB in 32-bit floats, then in 16-bit floats (what UIGraphicsImageRenderer draws
    /// wide colour into, so iOS supports it), then 8-bit sRGB (supported everywhere).
    static let fallbacks = [
        PixelReadFormat(colorSpace: .extendedSRGB, componentCount: 3, encoding: .float32, hasAlphaChannel: true),
        PixelReadFormat(colorSpace: .extendedSRGB, componentCount: 3, encoding: .float16, hasAlphaChannel: true),
        PixelReadFormat(colorSpace: .sRGB, componentCount: 3, encoding: .uint8, hasAlphaChannel: true),
    ]

    @Test func rgbImagesAreReadInTheirOwnSpaceFloatFirst() {
        #expect(PixelReadFormat.candidates(for: Self.source(.rgb, components: 3)) == [
            PixelReadFormat(colorSpace: .image, componentCount: 3, encoding: .float32, hasAlphaChannel: true),
            PixelReadFormat(colorSpace: .image, componentCount: 3, encoding: .uint8, hasAlphaChannel: true),
        ] + Self.fallbacks)
    }

    /// A 16-bit image loses precision in 8 bits: after its own space in floats, extended sRGB in
    /// floats comes before its own space in 8 bits.
    @Test func deepImagesPreferFloatsOverTheirOwnSpaceInEightBits() {
        let deep = PixelColorSource(modelRawValue: PixelColorSource.Model.rgb.rawValue, componentCount: 3, supportsOutput: true,
                                    alphaInfoRawValue: 1, bitsPerComponent: 16)
        let formats = PixelReadFormat.candidates(for: deep)
        #expect(formats.map(\.colorSpace) == [.image, .extendedSRGB, .extendedSRGB, .image, .sRGB])
        #expect(formats.map(\.encoding) == [.float32, .float32, .float16, .uint8, .uint8])
        #expect(Self.source(.rgb, components: 3).bitsPerComponent == 8)
    }

    @Test func grayAndCMYKImagesAreReadWithoutAlphaChannelTwiceWhenTranslucent() {
        let gray = PixelReadFormat.candidates(for: Self.source(.monochrome, components: 1, alpha: 3))
        #expect(gray.prefix(2) == [
            PixelReadFormat(colorSpace: .image, componentCount: 1, encoding: .float32, hasAlphaChannel: false, backgrounds: [0, 1]),
            PixelReadFormat(colorSpace: .image, componentCount: 1, encoding: .uint8, hasAlphaChannel: false, backgrounds: [0, 1]),
        ])
        #expect(Array(gray.dropFirst(2)) == Self.fallbacks)
        // An opaque CMYK JPEG (alpha none = 0) is read once.
        let cmyk = PixelReadFormat.candidates(for: Self.source(.cmyk, components: 4, alpha: 0))
        #expect(cmyk.first == PixelReadFormat(colorSpace: .image, componentCount: 4, encoding: .float32, hasAlphaChannel: false,
                                              backgrounds: [0]))
        #expect(cmyk.count == 5)
    }

    @Test(arguments: [PixelColorSource.Model.lab, .indexed, .deviceN, .pattern, .xyz, .unknown])
    func spacesThatCannotBeDrawnInAreReadInExtendedSRGB(model: PixelColorSource.Model) {
        #expect(PixelReadFormat.candidates(for: Self.source(model, components: 3)) == Self.fallbacks)
    }

    @Test func anRGBSpaceWithoutOutputSupportOrAnOddComponentCountFallsBack() {
        #expect(PixelReadFormat.candidates(for: Self.source(.rgb, components: 3, output: false)) == Self.fallbacks)
        #expect(PixelReadFormat.candidates(for: Self.source(.monochrome, components: 3)) == Self.fallbacks)
        let noSpace = PixelColorSource(modelRawValue: nil, componentCount: nil, supportsOutput: nil, alphaInfoRawValue: 7)
        #expect(noSpace.model == .unknown && noSpace.componentCount == 0 && !noSpace.supportsOutput)
        #expect(PixelReadFormat.candidates(for: noSpace) == Self.fallbacks)
        #expect(PixelColorSource.Model(coreGraphicsRawValue: 42) == .unknown)
        #expect(PixelColorSource.Model(coreGraphicsRawValue: 2) == .cmyk)
    }

    /// CGImageAlphaInfo: none 0, premultipliedLast 1, premultipliedFirst 2, last 3, first 4,
    /// noneSkipLast 5, noneSkipFirst 6, alphaOnly 7.
    @Test(arguments: [(0, false), (1, true), (2, true), (3, true), (4, true), (5, false), (6, false), (7, true)] as [(UInt32, Bool)])
    func alphaInfoSaysWhetherThereIsAlpha(raw: UInt32, hasAlpha: Bool) {
        #expect(Self.source(.rgb, components: 3, alpha: raw).hasAlpha == hasAlpha)
    }

    /// kCGImageAlphaPremultipliedLast = 1, kCGBitmapFloatComponents = 1 << 8,
    /// kCGBitmapByteOrder16Little = 1 << 12, kCGBitmapByteOrder32Little = 2 << 12.
    @Test func bitmapInfoAndSizesAreCoreGraphicsOnes() {
        let rgbaFloat = PixelReadFormat(colorSpace: .image, componentCount: 3, encoding: .float32, hasAlphaChannel: true)
        #expect(rgbaFloat.bitmapInfo == 1 | 256 | 8192)
        #expect(rgbaFloat.bitsPerComponent == 32 && rgbaFloat.bytesPerPixel == 16 && rgbaFloat.channelCount == 4)
        let rgba8 = PixelReadFormat(colorSpace: .sRGB, componentCount: 3, encoding: .uint8, hasAlphaChannel: true)
        #expect(rgba8.bitmapInfo == 1 && rgba8.bytesPerPixel == 4)
        let gray = PixelReadFormat(colorSpace: .image, componentCount: 1, encoding: .float32, hasAlphaChannel: false)
        #expect(gray.bitmapInfo == 256 | 8192 && gray.bytesPerPixel == 4)
        let half = PixelReadFormat(colorSpace: .extendedSRGB, componentCount: 3, encoding: .float16, hasAlphaChannel: true)
        #expect(half.bitmapInfo == 1 | 256 | 4096 && half.bytesPerPixel == 8 && half.bitsPerComponent == 16)
        let cmyk8 = PixelReadFormat(colorSpace: .image, componentCount: 4, encoding: .uint8, hasAlphaChannel: false)
        #expect(cmyk8.bitmapInfo == 0 && cmyk8.bytesPerPixel == 4)
    }

    @Test func contextsWithAlphaStartClearAndOthersOverTheirBackground() {
        let rgba = PixelReadFormat(colorSpace: .image, componentCount: 3, encoding: .float32, hasAlphaChannel: true)
        #expect(rgba.fillComponents(for: 0) == [0, 0, 0, 0])
        let cmyk = PixelReadFormat(colorSpace: .image, componentCount: 4, encoding: .uint8, hasAlphaChannel: false,
                                   backgrounds: [0, 1])
        #expect(cmyk.fillComponents(for: 0) == [0, 0, 0, 0, 1])
        #expect(cmyk.fillComponents(for: 1) == [1, 1, 1, 1, 1])
    }

    /// Premultiplied 8-bit (102, 51, 0, 204): alpha 0.8, colour (0.4, 0.2, 0) / 0.8 = (0.5, 0.25, 0).
    @Test func eightBitPremultipliedReadsAreDividedByAlpha() throws {
        let format = PixelReadFormat(colorSpace: .sRGB, componentCount: 3, encoding: .uint8, hasAlphaChannel: true)
        let color = try #require(format.color(fromReads: [[102, 51, 0, 204]]))
        #expect(isClose(color.alpha, 0.8))
        #expect(isClose(color.components[0], 0.5) && isClose(color.components[1], 0.25) && color.components[2] == 0)
        #expect(color.colorSpace == .sRGB)
        #expect(color.componentsWithAlpha.count == 4)
    }

    /// Float RGBA, little-endian: 0.25 is 0x3E800000, 1.5 (a wide colour beyond 1) 0x3FC00000,
    /// −0.125 0xBE000000, 1 0x3F800000 — kept as they are, not clamped.
    @Test func floatReadsKeepExtendedRangeValues() throws {
        let format = PixelReadFormat(colorSpace: .extendedSRGB, componentCount: 3, encoding: .float32, hasAlphaChannel: true)
        let bytes: [UInt8] = [0x00, 0x00, 0x80, 0x3E, 0x00, 0x00, 0xC0, 0x3F, 0x00, 0x00, 0x00, 0xBE, 0x00, 0x00, 0x80, 0x3F]
        let color = try #require(format.color(fromReads: [bytes]))
        #expect(color.components == [0.25, 1.5, -0.125])
        #expect(color.alpha == 1)
    }

    /// Gray 0.6 at alpha 0.5: over black it reads 0.3, over white 0.3 + 0.5 = 0.8 (float bytes of
    /// 0.3 and 0.8, exact in single precision to 1e-7).
    @Test func twoReadsWithoutAlphaChannelRecoverAlphaAndColour() throws {
        let format = PixelReadFormat(colorSpace: .image, componentCount: 1, encoding: .float32, hasAlphaChannel: false,
                                     backgrounds: [0, 1])
        let color = try #require(format.color(fromReads: [Self.bytes(0.3), Self.bytes(0.8)]))
        #expect(isClose(color.alpha, 0.5, tolerance: 1e-6))
        #expect(isClose(color.components[0], 0.6, tolerance: 1e-6))
        // An opaque pixel reads the same over both: alpha 1, its value as read.
        let opaque = try #require(format.color(fromReads: [Self.bytes(0.7), Self.bytes(0.7)]))
        #expect(opaque.alpha == 1 && isClose(opaque.components[0], 0.7, tolerance: 1e-6))
        // A transparent one reads the backgrounds: alpha 0, colour 0.
        let clear = try #require(format.color(fromReads: [Self.bytes(0), Self.bytes(1)]))
        #expect(clear.alpha == 0 && clear.components == [0])
    }

    /// Half floats by hand: 0x3C00 = 1, 0x3800 = 0.5, 0xB400 = −0.25, 0x3E00 = 1.5,
    /// 0x0001 = 2⁻²⁴ (the smallest subnormal), 0x7C00 = +∞, 0x7E00 = NaN; little-endian bytes.
    @Test func halfFloatReadsAreDecodedByHand() throws {
        let encoding = PixelReadFormat.ComponentEncoding.float16
        #expect(encoding.value(of: [0x00, 0x3C]) == 1)
        #expect(encoding.value(of: [0x00, 0x38]) == 0.5)
        #expect(encoding.value(of: [0x00, 0xB4]) == -0.25)
        #expect(encoding.value(of: [0x00, 0x3E]) == 1.5)
        #expect(encoding.value(of: [0x01, 0x00]) == 0x1p-24)
        #expect(encoding.value(of: [0x00, 0x7C]) == .infinity)
        #expect(encoding.value(of: [0x00, 0x7E]).isNaN)
        #expect(encoding.value(of: [0x00, 0x80]) == 0)
        let format = PixelReadFormat(colorSpace: .extendedSRGB, componentCount: 3, encoding: .float16, hasAlphaChannel: true)
        // (0.5, 0.25, 1.5 · 0.5 = 0.75) premultiplied by alpha 0.5.
        let color = try #require(format.color(fromReads: [[0x00, 0x34, 0x00, 0x30, 0x00, 0x3A, 0x00, 0x38]]))
        #expect(color.components == [0.5, 0.25, 1.5])
        #expect(color.alpha == 0.5)
        #expect(PixelReadFormat.ComponentEncoding.uint8.value(of: [255]) == 1)
        #expect(PixelReadFormat.ComponentEncoding.float32.value(of: [0x00, 0x00, 0x80, 0x3F]) == 1)
    }

    @Test func readsThatDoNotMatchTheFormatGiveNoColour() {
        let format = PixelReadFormat(colorSpace: .image, componentCount: 1, encoding: .float32, hasAlphaChannel: false,
                                     backgrounds: [0, 1])
        #expect(format.color(fromReads: [Self.bytes(0.3)]) == nil)               // a refused second read
        #expect(format.color(fromReads: [Self.bytes(0.3), [0, 0]]) == nil)       // a short read
        #expect(format.color(fromReads: []) == nil)
    }

    static func bytes(_ value: Float) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * UInt32($0))) }
    }
}

/// Un-premultiplying: what a fully transparent or broken alpha gives.
@Suite struct PixelColorTests {
    @Test func transparentPixelsHaveNoColour() {
        let color = PixelColor(premultiplied: [0.2, 0.4, 0.1], alpha: 0, colorSpace: .image)
        #expect(color.components == [0, 0, 0] && color.alpha == 0)
    }

    @Test func alphaIsClampedAndNonFiniteAlphaIsTransparent() {
        #expect(PixelColor(premultiplied: [0.5], alpha: 1.0000001, colorSpace: .image).alpha == 1)
        #expect(PixelColor(premultiplied: [0.5], alpha: -0.1, colorSpace: .image).alpha == 0)
        let nan = PixelColor(premultiplied: [0.5], alpha: .nan, colorSpace: .image)
        #expect(nan.alpha == 0 && nan.components == [0])
        #expect(PixelColor(premultiplied: [.nan], alpha: 1, colorSpace: .image).components == [0])
    }

    /// 8-bit CMYK over paper (0) and over full ink (1): cyan 0.4 at alpha 1 reads 102 both times.
    @Test func cmykReadsOnceOverPaperForOpaquePixels() throws {
        let format = PixelReadFormat(colorSpace: .image, componentCount: 4, encoding: .uint8, hasAlphaChannel: false)
        let color = try #require(format.color(fromReads: [[102, 0, 255, 51]]))
        #expect(isClose(color.components[0], 0.4) && color.components[1] == 0 && color.components[2] == 1)
        #expect(isClose(color.components[3], 0.2) && color.alpha == 1)
    }
}

/// Formats Core Graphics refused are tried once per process: each refusal logs a console line,
/// and an eyedropper reads on every tap.
@Suite struct PixelReadFormatRefusalTests {
    static let cmyk = PixelColorSource(modelRawValue: PixelColorSource.Model.cmyk.rawValue, componentCount: 4, supportsOutput: true,
                                       alphaInfoRawValue: 0)

    @Test func aReadMissingABackgroundTeachesThatItsContextIsRefused() {
        let format = PixelReadFormat(colorSpace: .image, componentCount: 4, encoding: .float32, hasAlphaChannel: false,
                                     backgrounds: [0, 1])
        #expect(format.refusals(afterReads: 2).isEmpty)
        #expect(format.refusals(afterReads: 1) == [format.context])
        #expect(format.refusals(afterReads: 0) == [format.context])
        #expect(format.context.backgrounds == [0])
    }

    /// iOS refuses CMYK contexts: once both are known, a CMYK read starts at extended sRGB.
    @Test func refusedContextsAreLeftOutWhateverTheirBackgrounds() {
        let all = PixelReadFormat.candidates(for: Self.cmyk)
        let refused = Set(all.prefix(2).map(\.context))
        let next = PixelReadFormat.candidates(for: Self.cmyk, excluding: refused)
        #expect(next == Array(all.dropFirst(2)))
        #expect(next.first?.colorSpace == .extendedSRGB)
    }

    @Test func eightBitSRGBIsNeverLeftOut() {
        let all = PixelReadFormat.candidates(for: Self.cmyk)
        let next = PixelReadFormat.candidates(for: Self.cmyk, excluding: Set(all.map(\.context)))
        #expect(next == [PixelReadFormat(colorSpace: .sRGB, componentCount: 3, encoding: .uint8, hasAlphaChannel: true)])
    }
}
