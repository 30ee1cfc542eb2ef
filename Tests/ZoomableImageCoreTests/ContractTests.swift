import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import ZoomableImageCore

/// The public contract of ZoomableImageCore (ARCHITECTURE.md, "The core's public contract"),
/// spelled out with explicit types: code
/// outside this repository compiles against these exact names, labels and defaults, so this file
/// must keep compiling (no @testable import: only public API).
@Suite struct ContractTests {
    @Test func theEnumsHaveUIKitsCasesAndConformances() {
        func conforms<T: RawRepresentable & CaseIterable & Sendable>(_: T.Type) -> Bool where T.RawValue == Int { true }
        #expect(conforms(ImageContentMode.self) && conforms(ImageOrientation.self))
        #expect(ImageContentMode.allCases.map(\.rawValue) == Array(0...12))
        #expect(ImageOrientation.allCases.map(\.rawValue) == Array(0...7))
    }

    @Test func imageLayoutHasEveryMember() {
        let make: (CGSize, CGFloat, ImageOrientation, ImageContentMode, CGRect) -> ImageLayout =
            ImageLayout.init(imageSize:imageScale:orientation:contentMode:bounds:)
        let withDefaults = ImageLayout(imageSize: CGSize(width: 4, height: 2), contentMode: .scaleToFill,
                                       bounds: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(make(CGSize(width: 4, height: 2), 1, .up, .scaleToFill, CGRect(x: 0, y: 0, width: 4, height: 2)) == withDefaults)
        let isEmpty: KeyPath<ImageLayout, Bool> = \.isEmpty
        let rects: [KeyPath<ImageLayout, CGRect>] = [\.imageFrame]
        let sizes: [KeyPath<ImageLayout, CGSize>] = [\.pixelSize, \.cgImagePixelSize]
        let points: [(ImageLayout) -> (CGPoint) -> CGPoint] = [
            ImageLayout.pixel(forViewPoint:), ImageLayout.viewPoint(forPixel:),
            ImageLayout.cgImagePixel(forViewPoint:), ImageLayout.viewPoint(forCGImagePixel:),
        ]
        let rectMaps: [(ImageLayout) -> (CGRect) -> CGRect] = [ImageLayout.pixelRect(forViewRect:), ImageLayout.viewRect(forPixelRect:)]
        #expect(!withDefaults[keyPath: isEmpty] && rects.count + sizes.count + points.count + rectMaps.count == 9)
        func equatableAndSendable<T: Equatable & Sendable>(_: T.Type) -> Bool { true }
        #expect(equatableAndSendable(ImageLayout.self) && equatableAndSendable(ViewGeometry.self)
                && equatableAndSendable(ZoomConfiguration.self) && equatableAndSendable(ZoomEngine.self))
    }

    @Test func viewGeometryHasEveryMember() {
        let make: (CGRect, CGPoint, CGAffineTransform, CGPoint) -> ViewGeometry = ViewGeometry.init(bounds:center:transform:anchorPoint:)
        let fromFrame: (CGRect) -> ViewGeometry = ViewGeometry.init(frame:)
        var geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), center: CGPoint(x: 5, y: 5))
        geometry.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        geometry.center = CGPoint(x: 5, y: 5)
        geometry.transform = .identity
        geometry.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(make(geometry.bounds, geometry.center, .identity, CGPoint(x: 0.5, y: 0.5)) == geometry)
        #expect(fromFrame(CGRect(x: 0, y: 0, width: 10, height: 10)) == geometry)
        let frame: KeyPath<ViewGeometry, CGRect> = \.frame
        let effective: KeyPath<ViewGeometry, CGAffineTransform> = \.viewToSuperviewTransform
        let conversions: [(ViewGeometry) -> (CGPoint) -> CGPoint] = [ViewGeometry.convertToSuperview(_:), ViewGeometry.convertFromSuperview(_:)]
        let assignable: (ViewGeometry) -> (CGAffineTransform) -> CGAffineTransform = ViewGeometry.assignableTransform(forEffectiveTransform:)
        #expect(geometry[keyPath: frame] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(geometry[keyPath: effective] == CGAffineTransform(translationX: 0, y: 0))
        #expect(conversions.count == 2 && assignable(geometry)(.identity) == .identity)
    }

    @Test func zoomConfigurationAndEngineHaveEveryMember() {
        var configuration = ZoomConfiguration()
        configuration.minimumZoomScale = 1
        configuration.maximumZoomScale = 4
        configuration.doubleTapZoomScale = 2.5
        configuration.bouncesZoom = true
        configuration.bouncesPan = true
        let make: (CGRect, CGRect, CGRect, ZoomConfiguration) -> ZoomEngine =
            ZoomEngine.init(containerBounds:restingFrame:contentFrame:configuration:)
        let frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        var engine = make(frame, frame, CGRect(x: 0, y: 150, width: 300, height: 200), configuration)
        #expect(engine == ZoomEngine(containerBounds: frame, restingFrame: frame,
                                     contentFrame: CGRect(x: 0, y: 150, width: 300, height: 200)))
        engine.configuration = configuration
        engine.coverageRect = frame
        let geometry: ViewGeometry = engine.geometry
        let zoomScale: CGFloat = engine.zoomScale
        let visible: CGRect = engine.visibleContentRect
        engine.beginInteraction()
        engine.pinch(by: 1, around: .zero)
        engine.pan(by: .zero)
        let settled: ViewGeometry = engine.settledGeometry(velocity: .zero)
        let ended: ViewGeometry = engine.endInteraction(velocity: .zero)
        let tapped: ViewGeometry = engine.doubleTap(at: CGPoint(x: 150, y: 250))
        let scaled: ViewGeometry = engine.setZoomScale(1, around: CGPoint(x: 150, y: 250))
        let fitted: ViewGeometry = engine.zoom(toViewRect: CGRect(x: 0, y: 150, width: 300, height: 200))
        engine.updateLayout(containerBounds: frame, restingFrame: frame, contentFrame: CGRect(x: 0, y: 150, width: 300, height: 200))
        #expect(geometry == settled && settled == ended && zoomScale == 1 && visible == frame)
        #expect(tapped.transform.a == 2.5 && scaled.transform.a == 1 && fitted.transform.a == 1)
    }
}
