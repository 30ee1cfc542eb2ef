#if canImport(UIKit)
import QuartzCore
import UIKit
import XCTest
@testable import ZoomableImageKit

/// The pixel tools where only UIKit and Core Graphics can answer: colours read back from real
/// bitmaps of several formats, markers in a real container and in UIKit's own animations, the
/// grid layer and the magnification filter. (Which pixel, which format, where and when are
/// decided in ZoomableImageCore and tested on Linux.)
final class ZoomableImageViewPixelToolsTests: XCTestCase {
    // MARK: - Colours

    /// A 3 × 2 px sRGB bitmap whose stored pixel (x, y) is (10 + 80x, 20 + 100y, 30 + 7(x + y)),
    /// opaque. Shown in every orientation, each oriented pixel reads the stored pixel the
    /// orientation table gives (by hand, W × H = 3 × 2 stored): e.g. `.right` (i, j) → (j, 1 − i).
    @MainActor
    func testEveryOrientationReadsTheStoredPixelUnderTheOrientedOne() throws {
        let stored: [(UIImage.Orientation, (Int, Int) -> (Int, Int))] = [
            (.up, { ($0, $1) }), (.down, { (2 - $0, 1 - $1) }), (.left, { (2 - $1, $0) }), (.right, { ($1, 1 - $0) }),
            (.upMirrored, { (2 - $0, $1) }), (.downMirrored, { ($0, 1 - $1) }), (.leftMirrored, { ($1, $0) }),
            (.rightMirrored, { (2 - $1, 1 - $0) }),
        ]
        let bitmap = try Bitmaps.rgba8(width: 3, height: 2) { x, y in [10 + 80 * x, 20 + 100 * y, 30 + 7 * (x + y), 255] }
        for (orientation, storedPixel) in stored {
            let harness = Harness(image: UIImage(cgImage: bitmap, scale: 2, orientation: orientation))
            let size = harness.view.imageLayout.pixelSize
            for j in 0..<Int(size.height) {
                for i in 0..<Int(size.width) {
                    let (x, y) = storedPixel(i, j)
                    let color = try XCTUnwrap(harness.view.color(atImagePixel: CGPoint(x: CGFloat(i) + 0.3, y: CGFloat(j) + 0.8)))
                    let rgba = try Bitmaps.components(of: color)
                    XCTAssertEqual(rgba[0], CGFloat(10 + 80 * x) / 255, accuracy: 1e-5, "\(orientation.rawValue) (\(i), \(j))")
                    XCTAssertEqual(rgba[1], CGFloat(20 + 100 * y) / 255, accuracy: 1e-5, "\(orientation.rawValue) (\(i), \(j))")
                    XCTAssertEqual(rgba[2], CGFloat(30 + 7 * (x + y)) / 255, accuracy: 1e-5)
                    XCTAssertEqual(rgba[3], 1, accuracy: 1e-5)
                }
            }
            XCTAssertNil(harness.view.color(atImagePixel: CGPoint(x: size.width, y: 0)))
            XCTAssertNil(harness.view.color(atImagePixel: CGPoint(x: -0.1, y: 0)))
        }
    }

    /// Premultiplied (102, 51, 0, 204): alpha 0.8, colour (0.4, 0.2, 0) / 0.8 = (0.5, 0.25, 0).
    @MainActor
    func testATranslucentPixelComesBackNotPremultiplied() throws {
        let bitmap = try Bitmaps.rgba8(width: 1, height: 1) { _, _ in [102, 51, 0, 204] }
        let view = Harness(image: UIImage(cgImage: bitmap)).view
        let rgba = try Bitmaps.components(of: XCTUnwrap(view.color(atImagePixel: CGPoint(x: 0.5, y: 0.5))))
        XCTAssertEqual(rgba[0], 0.5, accuracy: 1.0 / 255)
        XCTAssertEqual(rgba[1], 0.25, accuracy: 1.0 / 255)
        XCTAssertEqual(rgba[2], 0, accuracy: 1e-6)
        XCTAssertEqual(rgba[3], 0.8, accuracy: 1e-5)
    }

    /// A 16-bit pixel of 32768 / 65535 = 0.500008 keeps its precision: an 8-bit read would give
    /// 128 / 255 = 0.50196, 0.0019 away.
    @MainActor
    func testASixteenBitPixelKeepsMoreThanEightBits() throws {
        let bitmap = try Bitmaps.make(width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64,
                                      space: XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB)),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder16Little.rawValue,
                                      bytes: [0x00, 0x80, 0x00, 0x40, 0xFF, 0xFF, 0xFF, 0xFF])
        let view = Harness(image: UIImage(cgImage: bitmap)).view
        let rgba = try Bitmaps.components(of: XCTUnwrap(view.color(atImagePixel: CGPoint(x: 0.5, y: 0.5))))
        XCTAssertEqual(rgba[0], 32768.0 / 65535, accuracy: 1.0 / 1024)
        XCTAssertEqual(rgba[1], 16384.0 / 65535, accuracy: 1.0 / 1024)
        XCTAssertEqual(rgba[2], 1, accuracy: 1.0 / 1024)
    }

    /// Gray 8-bit with premultiplied alpha (77, 128): alpha 128/255, gray 77/128 = 0.6016.
    @MainActor
    func testAGrayPixelWithAlphaComesBackInGray() throws {
        let bitmap = try Bitmaps.make(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 16,
                                      space: CGColorSpaceCreateDeviceGray(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue, bytes: [77, 128])
        let view = Harness(image: UIImage(cgImage: bitmap)).view
        let color = try XCTUnwrap(view.color(atImagePixel: CGPoint(x: 0.5, y: 0.5)))
        var white: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(color.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 77.0 / 128, accuracy: 2.0 / 255)
        XCTAssertEqual(alpha, 128.0 / 255, accuracy: 2.0 / 255)
    }

    /// A CMYK pixel has a colour even where iOS draws no CMYK bitmaps (it is then read in extended
    /// sRGB): blank paper (0, 0, 0, 0) is close to white, full black ink is dark.
    @MainActor
    func testACMYKPixelHasAColour() throws {
        let bitmap = try Bitmaps.make(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32,
                                      space: CGColorSpaceCreateDeviceCMYK(), bitmapInfo: CGImageAlphaInfo.none.rawValue,
                                      bytes: [0, 0, 0, 0, 0, 0, 0, 255])
        let view = Harness(image: UIImage(cgImage: bitmap)).view
        let paper = try Bitmaps.components(of: XCTUnwrap(view.color(atImagePixel: CGPoint(x: 0.5, y: 0.5))))
        let ink = try Bitmaps.components(of: XCTUnwrap(view.color(atImagePixel: CGPoint(x: 1.5, y: 0.5))))
        XCTAssertGreaterThan(paper[0] + paper[1] + paper[2], 2.5)
        XCTAssertLessThan(ink[0] + ink[1] + ink[2], 1)
        XCTAssertEqual(paper[3], 1, accuracy: 1e-5)
    }

    /// Read off the main thread, a plain image's colour is the same as read on it.
    @MainActor
    func testLoadColorOfAPlainImageIsColorAtImagePixel() async throws {
        let bitmap = try Bitmaps.rgba8(width: 3, height: 2) { x, y in [10 + 80 * x, 20 + 100 * y, 30, 255] }
        let view = Harness(image: UIImage(cgImage: bitmap, scale: 1, orientation: .left)).view
        let pixel = CGPoint(x: 1.5, y: 2.5)
        let loadedColor = await view.loadColor(atImagePixel: pixel)
        let loaded = try Bitmaps.components(of: XCTUnwrap(loadedColor))
        let read = try Bitmaps.components(of: XCTUnwrap(view.color(atImagePixel: pixel)))
        XCTAssertEqual(loaded, read)
        let outside = await view.loadColor(atImagePixel: CGPoint(x: 9, y: 9))
        XCTAssertNil(outside)
    }

    @MainActor
    func testWithoutAnImageThereIsNoColour() {
        XCTAssertNil(Harness(image: nil).view.color(atImagePixel: CGPoint(x: 0.5, y: 0.5)))
    }

    // MARK: - Markers

    /// A marker goes into the container just above the view, over its pixel, and follows the zoom
    /// at constant size (or scaled, when asked).
    @MainActor
    func testAMarkerSitsOverItsPixelInTheContainer() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let view = harness.view
        let pin = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 8))
        view.addOverlay(pin, atImagePixel: CGPoint(x: 450.5, y: 100.5))
        view.addOverlay(badge, atImagePixel: CGPoint(x: 320, y: 210), scalesWithImage: true)
        XCTAssertIdentical(pin.superview, harness.container)
        XCTAssertEqual(harness.container.subviews, [view, pin, badge])
        XCTAssertEqual(view.overlays, [pin, badge])
        XCTAssertEqual(view.imagePixel(ofOverlay: pin), CGPoint(x: 450.5, y: 100.5))

        view.setZoomScale(2, animated: false)
        XCTAssertPoint(pin.center, try XCTUnwrap(view.point(forImagePixel: CGPoint(x: 450.5, y: 100.5), in: harness.container)))
        XCTAssertEqual(pin.transform, .identity)
        XCTAssertEqual(pin.bounds.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(badge.transform, CGAffineTransform(scaleX: 2, y: 2))
        // Zoomed 2× about the centre, pixel (450.5, 100.5) is at x = 300.5: just outside the
        // 300 pt container — clipped, and hidden from VoiceOver; pixel (320, 210) is inside.
        XCTAssertFalse(pin.isHidden)
        XCTAssertTrue(pin.accessibilityElementsHidden)
        XCTAssertFalse(badge.accessibilityElementsHidden)

        view.moveOverlay(pin, toImagePixel: CGPoint(x: 700, y: 5), animated: false)
        XCTAssertTrue(pin.isHidden, "a pixel off the image hides its marker")
        view.moveOverlay(pin, toImagePixel: CGPoint(x: 300, y: 200), animated: false)
        XCTAssertFalse(pin.isHidden)
        XCTAssertPoint(pin.center, try XCTUnwrap(view.point(forImagePixel: CGPoint(x: 300, y: 200), in: harness.container)))

        view.removeOverlay(pin)
        XCTAssertNil(pin.superview)
        XCTAssertEqual(view.overlays, [badge])
        view.removeOverlay(UIView())      // not a marker: nothing happens
        XCTAssertEqual(view.overlays, [badge])
        view.removeOverlay(badge)         // unpinned: UIView's defaults again
        XCTAssertEqual(badge.transform, .identity)
        XCTAssertFalse(badge.isHidden || badge.accessibilityElementsHidden)
        view.addOverlay(harness.container, atImagePixel: CGPoint(x: 1, y: 1))   // holds the view: refused
        view.addOverlay(view, atImagePixel: CGPoint(x: 1, y: 1))
        XCTAssertEqual(view.overlays, [])
        XCTAssertIdentical(view.superview, harness.container)
    }

    /// A settle animation moves the markers in the same animation as the view: the same spring,
    /// started at the same moment.
    @MainActor
    func testMarkersMoveInTheViewsOwnAnimation() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let view = harness.view
        let pin = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addOverlay(pin, atImagePixel: CGPoint(x: 450.5, y: 100.5))
        // Off-centre, so the view's centre moves too (a zoom about the container's centre leaves
        // it where it is, and UIKit animates only what changes).
        view.zoom(toPixelRect: CGRect(x: 420, y: 60, width: 100, height: 100), animated: true)
        let viewMove = try XCTUnwrap(Bitmaps.positionAnimation(of: view.layer))
        let pinMove = try XCTUnwrap(Bitmaps.positionAnimation(of: pin.layer))
        XCTAssertEqual(pinMove.duration, viewMove.duration)
        XCTAssertEqual(pinMove.beginTime, viewMove.beginTime, accuracy: 1.0 / 240)
        let viewSpring = viewMove as? CASpringAnimation, pinSpring = pinMove as? CASpringAnimation
        XCTAssertEqual(pinSpring?.damping, viewSpring?.damping)
        XCTAssertEqual(pinSpring?.stiffness, viewSpring?.stiffness)
        XCTAssertEqual(pinSpring?.mass, viewSpring?.mass)
        XCTAssertEqual(pinSpring?.initialVelocity, viewSpring?.initialVelocity)
        // The model values are where the animation ends: the pixel at the target zoom.
        XCTAssertPoint(pin.center, try XCTUnwrap(view.point(forImagePixel: CGPoint(x: 450.5, y: 100.5), in: harness.container)))
    }

    /// The markers belong to the view: a new container takes them along, a new image keeps them.
    @MainActor
    func testMarkersMoveWithTheViewAndOutliveItsImage() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 600, height: 400)))
        let view = harness.view
        let pin = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addOverlay(pin, atImagePixel: CGPoint(x: 100, y: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        other.addSubview(view)
        XCTAssertIdentical(pin.superview, other)
        view.removeFromSuperview()
        XCTAssertNil(pin.superview)
        harness.container.addSubview(view)
        XCTAssertIdentical(pin.superview, harness.container)
        view.image = TestImage.make(storedPixels: CGSize(width: 50, height: 50))
        XCTAssertEqual(view.overlays, [pin])
        XCTAssertTrue(pin.isHidden, "pixel (100, 100) is off a 50 × 50 image")
        view.image = nil
        XCTAssertTrue(pin.isHidden)
    }

    // MARK: - Sharp pixels and the grid

    /// 30 × 20 px aspect fit in 300 × 500 pt: 10 pt per pixel, a grid at zoom 1 (29 + 19 lines).
    /// It lies in the image canvas, whose coordinates are the stored pixels: the canvas is the
    /// drawn image (0, 150, 300 × 200), centre (150, 250), at scale 10; the lines are filled
    /// rects between the pixels, spanning the image, (0, 0) … (30, 20) in the canvas.
    @MainActor
    func testTheGridIsALayerOfTheImageCanvasWithALineBetweenEveryTwoPixels() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 30, height: 20)))
        let view = harness.view
        XCTAssertEqual(view.imageCanvas.bounds, CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertPoint(view.imageCanvas.center, CGPoint(x: 150, y: 250))
        XCTAssertEqual(view.imageCanvas.transform, CGAffineTransform(scaleX: 10, y: 10))
        let grid = try XCTUnwrap(view.imageCanvas.layer.sublayers?.compactMap { $0 as? CAShapeLayer }.first)
        XCTAssertTrue(grid.isHidden, "off by default")
        view.showsPixelGrid = true
        XCTAssertFalse(grid.isHidden)
        XCTAssertEqual(grid.bounds, view.imageCanvas.bounds)
        let box = try XCTUnwrap(grid.path?.boundingBoxOfPath)
        XCTAssertRect(box, CGRect(x: 0, y: 0, width: 30, height: 20), accuracy: 0.05)
        view.pixelGridColor = .red
        XCTAssertEqual(grid.fillColor, UIColor.red.cgColor)
        view.showsPixelGrid = false
        XCTAssertTrue(grid.isHidden)
    }

    /// A rotation: the container goes from 300 × 500 to 500 × 300 inside a 0.5 s animation
    /// block, as a transition coordinator's does, and the view follows by autoresizing. The
    /// 30 × 20 px image is drawn at k = min(300 / 30, 500 / 20) = 10 before and
    /// min(500 / 30, 300 / 20) = 15 after; half-way UIKit fits it to the 400 × 400 bounds in
    /// flight, min(13.33, 20) = 13.33, while the canvas's interpolated scale is (10 + 15) / 2 =
    /// 12.5. So the canvas goes off screen at once (alpha 0, not faded), is written where the
    /// rotation ends — the drawn image 450 × 300 at (25, 0): centre (250, 150), scale 15 — in an
    /// animation nested in the block, as long as the view's, and is back on screen once that has
    /// ended (after 1.5 s; the fade-in takes 0.2 s of it).
    @MainActor
    func testARotationHidesTheImageCanvasUntilItsAnimationEnds() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 30, height: 20)))
        let view = harness.view
        XCTAssertEqual(view.imageCanvas.alpha, 1)
        UIView.animate(withDuration: 0.5) {
            harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
            harness.layOut()
        }
        XCTAssertEqual(view.imageCanvas.alpha, 0)
        let layer = view.imageCanvas.layer
        let animated = (layer.animationKeys() ?? []).compactMap { (layer.animation(forKey: $0) as? CAPropertyAnimation)?.keyPath }
        XCTAssertFalse(animated.contains("opacity"), "hidden at once, not faded out")
        XCTAssertPoint(view.imageCanvas.center, CGPoint(x: 250, y: 150))
        XCTAssertEqual(view.imageCanvas.transform, CGAffineTransform(scaleX: 15, y: 15))
        let canvasMove = try XCTUnwrap(layer.animation(forKey: "position"))
        let viewMove = try XCTUnwrap(view.layer.animation(forKey: "position"))
        XCTAssertEqual(canvasMove.duration, viewMove.duration, accuracy: 1e-9)
        XCTAssertEqual(canvasMove.duration, 0.5, accuracy: 1e-9)
        let ended = expectation(description: "the rotation's animation ended")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { ended.fulfill() }
        wait(for: [ended], timeout: 5)
        XCTAssertEqual(view.imageCanvas.alpha, 1)
        XCTAssertPoint(view.imageCanvas.center, CGPoint(x: 250, y: 150))
    }

    /// A resize in which the width limits the fit at both ends — 300 × 500 to 300 × 400 (a
    /// keyboard's), the 30 × 20 image at 300 / 30 = 10 pt per pixel all along — moves the base on a
    /// straight path, so the canvas moves along in the same animation and stays on screen: alpha
    /// 1 throughout, its position animated for 0.5 s, to the centre (150, 200) at scale 10.
    @MainActor
    func testAResizeKeepingTheLimitingSideMovesTheImageCanvasAlongShown() throws {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 30, height: 20)))
        let view = harness.view
        UIView.animate(withDuration: 0.5) {
            harness.container.frame = CGRect(x: 20, y: 40, width: 300, height: 400)
            harness.layOut()
        }
        XCTAssertEqual(view.imageCanvas.alpha, 1)
        XCTAssertPoint(view.imageCanvas.center, CGPoint(x: 150, y: 200))
        XCTAssertEqual(view.imageCanvas.transform, CGAffineTransform(scaleX: 10, y: 10))
        let canvasMove = try XCTUnwrap(view.imageCanvas.layer.animation(forKey: "position"))
        XCTAssertEqual(canvasMove.duration, 0.5, accuracy: 1e-9)
    }

    /// The same change of container outside an animation block: the canvas is written at once
    /// (centre (250, 150), scale 15, as above) with no animation, and stays on screen.
    @MainActor
    func testALayoutOutsideAnAnimationMovesTheImageCanvasAtOnceAndKeepsItShown() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 30, height: 20)))
        let view = harness.view
        harness.container.frame = CGRect(x: 20, y: 40, width: 500, height: 300)
        harness.layOut()
        XCTAssertEqual(view.imageCanvas.alpha, 1)
        XCTAssertPoint(view.imageCanvas.center, CGPoint(x: 250, y: 150))
        XCTAssertEqual(view.imageCanvas.transform, CGAffineTransform(scaleX: 15, y: 15))
        XCTAssertNil(view.imageCanvas.layer.animationKeys())
    }

    @MainActor
    func testAPhotoIsSmoothUnlessPixelsAreAskedToBeSharp() {
        let harness = Harness(image: TestImage.make(storedPixels: CGSize(width: 30, height: 20)))
        let view = harness.view
        XCTAssertEqual(view.pixelMagnification, .smooth)
        XCTAssertEqual(view.layer.magnificationFilter, .linear)
        view.pixelMagnification = .sharp
        XCTAssertEqual(view.layer.magnificationFilter, .nearest)
        view.pixelMagnification = .sharpWhenPixelsSpan(devicePixels: 1000)
        XCTAssertEqual(view.layer.magnificationFilter, .linear)
    }
}

/// Bitmaps made from bytes, and colours taken apart.
enum Bitmaps {
    struct Failure: Error {}

    static func make(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace,
                     bitmapInfo: UInt32, bytes: [UInt8]) throws -> CGImage {
        let provider = try XCTUnwrap(CGDataProvider(data: Data(bytes) as CFData))
        return try XCTUnwrap(CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                     bitsPerPixel: bitsPerPixel, bytesPerRow: width * bitsPerPixel / 8, space: space,
                                     bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo), provider: provider, decode: nil,
                                     shouldInterpolate: false, intent: .defaultIntent))
    }

    /// An 8-bit premultiplied RGBA sRGB bitmap whose pixel (x, y) has the given bytes.
    static func rgba8(width: Int, height: Int, pixel: (Int, Int) -> [Int]) throws -> CGImage {
        let bytes = (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y).map { UInt8($0) } } }
        return try make(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
                        space: XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB)),
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue, bytes: bytes)
    }

    /// A colour's red, green, blue and alpha in extended sRGB (converted from any space, CMYK
    /// included, where `getRed` would give up).
    static func components(of color: UIColor) throws -> [CGFloat] {
        let space = try XCTUnwrap(CGColorSpace(name: CGColorSpace.extendedSRGB))
        let converted = try XCTUnwrap(color.cgColor.converted(to: space, intent: .defaultIntent, options: nil))
        let components = try XCTUnwrap(converted.components)
        guard components.count == 4 else { throw Failure() }
        return components
    }

    /// The animation of a layer's position, if any (UIKit's spring animator adds one per
    /// animated property).
    static func positionAnimation(of layer: CALayer) -> CAPropertyAnimation? {
        layer.animationKeys()?.lazy.compactMap { layer.animation(forKey: $0) as? CAPropertyAnimation }
            .first { $0.keyPath == "position" }
    }
}
#endif
