import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The numbers printed in the documentation (DocC articles, type docs, README), checked.
/// If one of these fails, fix the code or the text; never let them disagree.
@Suite struct DocumentationTests {
    /// "Coordinate spaces", the worked example: a 4032 × 3024 `.right` photo, aspect fit in a
    /// 378 × 600 view at (0, 100) of a 378 × 800 container, zoomed 2× about its centre.
    @Test func coordinateSpacesWorkedExample() {
        let geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 378, height: 600),
                                    center: CGPoint(x: 189, y: 400),
                                    transform: CGAffineTransform(scaleX: 2, y: 2))
        let layout = ImageLayout(imageSize: CGSize(width: 3024, height: 4032), orientation: .right,
                                 contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 378, height: 600))
        let tap = CGPoint(x: 89, y: 300)
        let viewPoint = geometry.convertFromSuperview(tap)
        #expect(viewPoint == CGPoint(x: 139, y: 250))
        #expect(layout.imageFrame == CGRect(x: 0, y: 48, width: 378, height: 504))
        #expect(layout.pixel(forViewPoint: viewPoint) == CGPoint(x: 1112, y: 1616))
        #expect(layout.cgImagePixel(forViewPoint: viewPoint) == CGPoint(x: 1616, y: 1912))
        // The @2x variant: same pixels, half the image points.
        let retina = ImageLayout(imageSize: CGSize(width: 1512, height: 2016), imageScale: 2, orientation: .right,
                                 contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 378, height: 600))
        #expect(retina.pixel(forViewPoint: viewPoint) == CGPoint(x: 1112, y: 1616))
        // "One matrix for many points".
        let containerToPixel = geometry.viewToSuperviewTransform.inverted().concatenating(layout.viewToPixelTransform)
        #expect(isClose(tap.applying(containerToPixel), CGPoint(x: 1112, y: 1616)))
    }

    /// The Kit's "Zooming any view" article and the content types' examples: a 600 × 400 pt
    /// diagram in a 300 × 500 pt container; the demo's 360 × 240 pt diagram at ×8.
    @Test func zoomingAnyViewNumbers() {
        let layout = ImageDescription.content(size: CGSize(width: 600, height: 400))
            .layout(contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(layout.imageFrame == CGRect(x: 0, y: 150, width: 300, height: 200))
        #expect(layout.pixel(forViewPoint: CGPoint(x: 75, y: 200)) == CGPoint(x: 150, y: 100))
        let placement = ContentPlacement(layout: layout)
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(placement.center == CGPoint(x: 150, y: 250))
        #expect(placement.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // The cap: 4096 × 4096 pixels, 64 MiB at 4 bytes; 16 384 a side.
        #expect(ContentRenderScale.maximumBackingPixels == 4096 * 4096 && 4096 * 4096 == 16_777_216)
        #expect(ContentRenderScale.maximumBackingPixels * 4 / 1_048_576 == 64)        // MiB
        #expect(ContentRenderScale.maximumBackingSide == 16_384)
        // The demo's diagram across an iPhone 16's 393 pt: k = 1.0917; ×8 on 3×: 26.2 px/pt.
        let k = CGFloat(393) / 360
        #expect(isClose(k, 1.0917, tolerance: 1e-4))
        let render = ContentRenderScale(shownScale: 3 * 8 * k, displayScale: 3, contentSize: CGSize(width: 360, height: 240))
        #expect(isClose(render.shownScale, 26.2, tolerance: 1e-9))
        #expect(isClose(render.scale(forLayerOfSize: CGSize(width: 120, height: 24)), 26.2, tolerance: 1e-9))
        #expect(isClose(render.scale(forLayerOfSize: CGSize(width: 100, height: 60)), 26.2, tolerance: 1e-9))
        // A 100 × 60 pt label's cap, and the whole view's.
        #expect(isClose((ContentRenderScale.maximumBackingPixels / 6000).squareRoot(), 52.9, tolerance: 1e-3))
        #expect(isClose(render.contentScale, 13.93, tolerance: 1e-3))
        #expect(isClose(render.contentMagnification, 4.645, tolerance: 1e-3))
        // iPad Air 11": k = 820 / 360 = 2.278; ×8 on 2×: 36.4 px/pt.
        #expect(isClose(2 * 8 * CGFloat(820) / 360, 36.4, tolerance: 2e-3))
        // The total budget: 33 554 432 pixels, 128 MiB. The six 100 × 60 pt labels fit on the
        // iPhone (24.7 M pixels); on the iPad they would take 47.8 M and share 30.53.
        #expect(ContentRenderScale.maximumTotalBackingPixels == 33_554_432)
        #expect(ContentRenderScale.maximumTotalBackingPixels * 4 / 1_048_576 == 128)        // MiB
        let labels = Array(repeating: CGSize(width: 100, height: 60), count: 6)
        let shown: CGFloat = 26.2, labelArea: CGFloat = 36_000
        #expect(isClose(labelArea * shown * shown, 24.7e6, tolerance: 0.05e6))
        #expect(render.scales(forLayersOfSizes: labels).allSatisfy { isClose($0, 26.2, tolerance: 1e-9) })
        let iPad = ContentRenderScale(shownScale: 2 * 8 * CGFloat(820) / 360, displayScale: 2,
                                      contentSize: CGSize(width: 360, height: 240))
        #expect(isClose(labelArea * iPad.shownScale * iPad.shownScale, 47.8e6, tolerance: 0.05e6))
        #expect(iPad.scales(forLayersOfSizes: labels).allSatisfy { isClose($0, 30.53, tolerance: 1e-2) })
        // Fifty 120 × 24 pt labels at 26.2: 98.8 M pixels, 377 MiB; they share 15.26.
        let fiftyLabels: CGFloat = 50 * 2_880 * shown * shown
        #expect(isClose(fiftyLabels, 98.8e6, tolerance: 0.05e6))
        #expect(isClose(fiftyLabels * 4 / 1_048_576, 377, tolerance: 0.5))
        #expect(isClose(render.scales(forLayersOfSizes: Array(repeating: CGSize(width: 120, height: 24), count: 50))[0],
                        15.26, tolerance: 5e-3))
    }

    @Test func imageLayoutTypeExample() {
        let layout = ImageLayout(imageSize: CGSize(width: 4000, height: 3000), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 390, height: 600))
        #expect(layout.imageFrame == CGRect(x: 0, y: 153.75, width: 390, height: 292.5))
        #expect(isClose(layout.pixel(forViewPoint: CGPoint(x: 195, y: 300)), CGPoint(x: 2000, y: 1500)))
    }

    @Test func contentModeTypeExample() {
        let layout = ImageLayout(imageSize: CGSize(width: 600, height: 400), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(layout.imageFrame == CGRect(x: 0, y: 150, width: 300, height: 200))
    }

    @Test func viewGeometryTypeExample() {
        var geometry = ViewGeometry(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        geometry.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(geometry.frame == CGRect(x: -80, y: -10, width: 400, height: 200))
        #expect(geometry.convertToSuperview(CGPoint(x: 0, y: 0)) == CGPoint(x: -80, y: -10))
    }

    @Test func affineTransformTypeExample() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    }

    /// `TraceRecorder`'s example, as written: a recorder made from the view's interaction, each
    /// input recorded before the interaction takes it, the trace written to a file and read back
    /// — replaying to the view the inputs left.
    @MainActor
    @Test func traceRecorderTypeExample() throws {
        let view = PhotoView.make()
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TraceRecorderExample-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }

        var recorder = TraceRecorder(interaction: view.interaction)   // startRecordingTrace()
        let start = ProcessInfo.processInfo.systemUptime                // a monotonic clock, in seconds
        for input in [ZoomInput.setZoomScale(2, animated: false, shown: view.shown),
                      .touchesBegan(count: 1, shown: view.shown), .pan(.began, translation: .zero, velocity: .zero),
                      .pan(.changed, translation: CGPoint(x: -12, y: 3), velocity: .zero)] {
            recorder.record(input, at: ProcessInfo.processInfo.systemUptime - start)
            view.send(input)
        }
        let trace = recorder.trace()                                    // stopRecordingTrace()
        try trace.jsonData().write(to: url)

        let read = try GestureTrace(jsonData: Data(contentsOf: url))
        #expect(read.inputCount == 4 && read.inputs.allSatisfy { $0.time >= 0 && $0.time < 60 })
        #expect(String(describing: read.replayedInteraction()) == String(describing: view.interaction))
        // At ×2 the 600 × 400 pt image is wider than the 300 pt container (x follows the finger)
        // and shorter than its 500 pt (y is pulled past centre: the rubber band over d = 500).
        let banded = 250 + (1 - 1 / (3 * 0.55 / 500 + 1)) * 500
        #expect(isClose(view.interaction.geometry.center, CGPoint(x: 138, y: banded)))
    }

    @Test func feedingTheEngineArticleNumbers() {
        // "the view coasts 0.499 s × velocity"
        #expect(isClose(Momentum.projectedDistance(forVelocity: CGPoint(x: 1000, y: -2000)), CGPoint(x: 499, y: -998)))
    }
}

@Suite struct CropDocumentationTests {
    /// `ScrollZoom`'s example, and the numbers the README, the CHANGELOG and the "iPad and Mac"
    /// article state: 2^(dy / 100 pt), a ×1.5 key step, 50 pt per arrow.
    @Test func pointerAndKeyboardNumbers() {
        let zoom = ScrollZoom()
        #expect(zoom.zooms(with: [.command]))
        #expect(zoom.factor(forScroll: CGPoint(x: 0, y: 100)) == 2)
        #expect(isClose(zoom.factor(forScroll: CGPoint(x: 0, y: -50)), 1 / 2.0.squareRoot()))
        #expect(ScrollZoom.pointsPerDoubling == 100)
        #expect(ZoomEngine.zoomStep == 1.5)
        #expect(ZoomKeyCommand.scrollStep == 50)
        #expect(ZoomKeyCommand(rawValue: "zoomIn") == .zoomIn)
    }

    @Test func cropOpeningTypeExample() {
        #expect(CropOpening.largestCenteredSquare(in: CGRect(x: 0, y: 47, width: 390, height: 763))
                == CGRect(x: 0, y: 233.5, width: 390, height: 390))
    }

    @Test func coverageGapsTypeExample() {
        let gaps = CoverageGaps(drawnImage: CGRect(x: 20, y: -50, width: 600, height: 400),
                                coverage: CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(gaps.left == 20 && gaps.top == 0 && gaps.bottom == 100)
    }
}

extension DocumentationTests {
    /// The SwiftUI article, "In a pager": a 48 MP photo (8064 × 6048) in an iPhone 16's 393 ×
    /// 852 pt page at zoom 4 and 3 px/pt decodes to 4716 × 3537 px, 66.7 MB — what a page
    /// releases when it disappears (`ImageLoadStatePagerTests` pages through 50 of them).
    @Test func swiftUIPagerNumbers() {
        let plan = DecodeRequest(generation: 1, containerSize: CGSize(width: 393, height: 852), screenScale: 3,
                                 maximumZoomScale: 4, contentMode: .scaleAspectFit)
            .plan(for: OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .up))
        #expect(plan.decodedPixelSize == CGSize(width: 4716, height: 3537))
        #expect((Double(plan.decodedByteCount) / 100_000).rounded() / 10 == 66.7)
    }
}

extension DocumentationTests {
    /// "Deep zoom", Drawing, and `ImageCanvasStateMachine`'s doc: a 4000 × 3000 px photo turning
    /// from 393 × 852 to 852 × 393 pt is drawn at 0.09825 and 0.131 pt/px; half-way (622.5²) the
    /// base is at 0.156 and the canvas, interpolated, at 0.115; the canvas fades back in over
    /// 0.2 s.
    @Test func deepZoomRotationNumbers() {
        func scale(_ width: CGFloat, _ height: CGFloat) -> CGFloat {
            ImageLayout(imageSize: CGSize(width: 4000, height: 3000), contentMode: .scaleAspectFit,
                        bounds: CGRect(x: 0, y: 0, width: width, height: height)).imageFrame.width / 4000
        }
        let (portrait, landscape, halfWay) = (scale(393, 852), scale(852, 393), scale(622.5, 622.5))
        #expect((portrait * 100_000).rounded() == 9825 && (landscape * 1000).rounded() == 131)
        #expect((halfWay * 1000).rounded() == 156)
        #expect((((portrait + landscape) / 2) * 1000).rounded() == 115)
        #expect(ImageCanvasStateMachine.fadeInDuration == 0.2)
    }
}
