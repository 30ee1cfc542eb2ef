#if canImport(UIKit)
import UIKit
import XCTest
@_spi(Internals) import ZoomableImageCore
@testable import ZoomableImageKit

/// What only UIKit shows of the crop editor: the cut's pixels as Core Graphics gives them, and
/// the scene written to the views. The editors sit outside a window (no safe area, see
/// ``Harness``), 393 × 713 pt: toolbar y 669…713, dial y 625…669, the box's space
/// (16, 16, 361 × 593).
final class CropEditorViewTests: XCTestCase {
    /// A 400 × 300 px stored buffer whose every pixel differs (R = x mod 256, G = y, B = x / 2),
    /// wrapped with `orientation` and scale 2.
    @MainActor
    static func photo(orientation: UIImage.Orientation) throws -> UIImage {
        var bytes = [UInt8](repeating: 255, count: 400 * 300 * 4)
        for y in 0..<300 {
            for x in 0..<400 {
                let index = (y * 400 + x) * 4
                bytes[index] = UInt8(x % 256)
                bytes[index + 1] = UInt8(y % 256)
                bytes[index + 2] = UInt8(x / 2)
            }
        }
        let space = try XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB))
        let pixels = try XCTUnwrap(CropPixels(width: 400, height: 300, bytes: bytes))
        return UIImage(cgImage: try XCTUnwrap(CropBitmap.image(of: pixels, in: space)), scale: 2, orientation: orientation)
    }

    @MainActor
    static func editor(_ image: UIImage) -> CropEditorView {
        let editor = CropEditorView(image: image)
        editor.frame = CGRect(x: 0, y: 0, width: 393, height: 713)
        editor.layoutIfNeeded()
        return editor
    }

    /// The bytes of a `CGImage` as stored (its data provider's), to compare buffers bit for bit.
    static func storedBytes(_ image: CGImage?) -> Data? {
        image?.dataProvider?.data as Data?
    }

    /// Unstraightened, the cut is the stored buffer itself — the same bytes — wrapped with the
    /// image's scale and its orientation composed with the turns: `.right` (a portrait photo
    /// stored landscape, shown 300 × 400 px) stays `.right`, turned once it is `.up`.
    @MainActor
    func testAnUnstraightenedCutIsTheStoredPixelsBitForBit() throws {
        let image = try Self.photo(orientation: .right)
        let editor = Self.editor(image)
        XCTAssertEqual(editor.result?.pixelRect, CGRect(x: 0, y: 0, width: 300, height: 400))
        let whole = try XCTUnwrap(editor.croppedImage())
        XCTAssertEqual(whole.imageOrientation, .right)
        XCTAssertEqual(whole.scale, 2)
        XCTAssertEqual(Self.storedBytes(whole.cgImage), Self.storedBytes(image.cgImage))
        editor.rotateCounterclockwise()
        let turned = try XCTUnwrap(editor.croppedImage())
        XCTAssertEqual(turned.imageOrientation, .up)
        XCTAssertEqual(Self.storedBytes(turned.cgImage), Self.storedBytes(image.cgImage))
        XCTAssertEqual(turned.cgImage?.width, 400)
        XCTAssertEqual(turned.cgImage?.height, 300)
    }

    /// Straightened by 10°, the cut is the result's output size, and its pixels are the core's
    /// resampler's on the stored pixels drawn in Display P3 — what the Linux tests check against
    /// Pillow is what the view cuts with.
    @MainActor
    func testAStraightenedCutIsTheCoreResamplersOutput() throws {
        let image = try Self.photo(orientation: .up)
        let editor = Self.editor(image)
        editor.host.send(.dial(.changed, degrees: 10))
        let result = try XCTUnwrap(editor.result)
        XCTAssertEqual(result.angleDegrees, 10)
        let cut = try XCTUnwrap(editor.croppedImage())
        XCTAssertEqual(CGFloat(try XCTUnwrap(cut.cgImage).width), result.outputPixelSize.width)
        XCTAssertEqual(CGFloat(try XCTUnwrap(cut.cgImage).height), result.outputPixelSize.height)

        let space = try XCTUnwrap(CGColorSpace(name: CGColorSpace.displayP3))
        let source = try XCTUnwrap(CropBitmap.pixels(of: try XCTUnwrap(image.cgImage), in: space))
        guard case .render(let plan) = try XCTUnwrap(CropCutPlan(result: result, imagePixelSize: CGSize(width: 400, height: 300),
                                                                 orientation: .up)) else {
            return XCTFail("not rendered")
        }
        var job = CropRenderJob(plan: plan)
        for strip in plan.strips {
            let piece = try XCTUnwrap(CropBitmap.image(of: source, in: space)?.cropping(to: strip.storedRect))
            job.render(strip, from: CropBitmap.pixels(of: piece, in: space))
        }
        let expected = try XCTUnwrap(job.output)
        let shown = try XCTUnwrap(CropBitmap.pixels(of: try XCTUnwrap(cut.cgImage), in: space))
        XCTAssertEqual(shown, expected)
        XCTAssertEqual(image.cropped(to: result).flatMap { Self.storedBytes($0.cgImage) }, Self.storedBytes(cut.cgImage))
    }

    /// A 100 × 60 px cut of the 400 × 300 px photo (6 000 of 120 000 px, under a quarter) is
    /// copied: its buffer holds its own 100 × 60 pixels (24 000 bytes at 4 per pixel, not the
    /// photo's 480 000), with the stored bytes — pixel (x, y) of the cut is the photo's
    /// (150 + x, 40 + y): R = (150 + x) mod 256, G = 40 + y, B = (150 + x) / 2.
    @MainActor
    func testASmallCutIsCopiedBitForBit() throws {
        let image = try Self.photo(orientation: .up)
        let result = CropEditorResult(imagePixelSize: CGSize(width: 400, height: 300),
                                      pixelRect: CGRect(x: 150, y: 40, width: 100, height: 60))
        let cut = try XCTUnwrap(image.cropped(to: result)?.cgImage)
        XCTAssertEqual(cut.width, 100)
        XCTAssertEqual(cut.height, 60)
        let bytes = try XCTUnwrap(Self.storedBytes(cut))
        XCTAssertLessThanOrEqual(bytes.count, cut.bytesPerRow * 60)
        XCTAssertLessThan(bytes.count, 480_000 / 4)
        for (x, y) in [(0, 0), (99, 0), (0, 59), (57, 33), (99, 59)] {
            let index = y * cut.bytesPerRow + x * 4
            XCTAssertEqual(Array(bytes[index..<index + 3]), [UInt8((150 + x) % 256), UInt8(40 + y), UInt8((150 + x) / 2)],
                           "pixel (\(x), \(y))")
        }
    }

    /// A dynamic shade resolves for the editor's traits, and again when they change (a layer's
    /// `CGColor` does not follow dark mode by itself): black in light mode, white in dark.
    @MainActor
    func testTheShadeFollowsDarkMode() throws {
        let editor = Self.editor(try Self.photo(orientation: .up))
        editor.overrideUserInterfaceStyle = .light
        editor.shadeColor = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(editor.maskRing.layer.borderColor?.components, UIColor.black.cgColor.components)
        editor.overrideUserInterfaceStyle = .dark
        editor.traitCollectionDidChange(nil)
        XCTAssertEqual(editor.maskRing.layer.borderColor?.components, UIColor.white.cgColor.components)
    }

    /// The aspect button's new title is written outside the box's spring: no animation on its
    /// label while the box animates to the preset.
    @MainActor
    func testTheAspectTitleDoesNotAnimate() throws {
        let editor = Self.editor(try Self.photo(orientation: .up))
        editor.setAspectRatio(.square)
        XCTAssertEqual(editor.aspectButton.title(for: .normal), "Square")
        XCTAssertNil(editor.aspectButton.titleLabel?.layer.animationKeys())
        XCTAssertNotNil(editor.outline.layer.animationKeys())
    }

    /// The scene reaches the views: the outline is the box, the toolbar the bottom 44 pt;
    /// hiding the toolbar gives its space to the box (the whole 400 × 300 photo is then
    /// width-limited either way: 361 pt wide, but centred 22 pt lower).
    @MainActor
    func testTheSceneIsWrittenToTheViews() throws {
        let editor = Self.editor(try Self.photo(orientation: .up))
        let scene = editor.host.editor.scene
        XCTAssertEqual(editor.outline.frame, scene.box)
        XCTAssertEqual(editor.toolbar.frame, CGRect(x: 0, y: 669, width: 393, height: 44))
        XCTAssertEqual(scene.box.width, 361, accuracy: 1e-9)
        editor.isToolbarHidden = true
        editor.layoutIfNeeded()
        XCTAssertTrue(editor.toolbar.isHidden)
        XCTAssertEqual(editor.outline.frame.midY - scene.box.midY, 22, accuracy: 1e-9)
        XCTAssertEqual(editor.edgeElements.map(\.accessibilityLabel), ["Top edge", "Right edge", "Bottom edge", "Left edge"])
    }
}
#endif
