import Foundation
import ZoomableImageCore

/// The seed corpus (FuzzTesting/Corpus), written from these readable sessions by
/// `Scripts/fuzz --write-seeds`: each one reaches a part of the core that random bytes find late.
enum FuzzSeeds {
    static let portrait = CGRect(x: 0, y: 0, width: 300, height: 500)
    static let photo = FuzzImage(size: CGSize(width: 600, height: 400), scale: 2, orientation: .up,
                                 contentMode: .scaleAspectFit)

    static func session(_ image: FuzzImage = photo, container: CGRect = portrait, resting: CGRect? = nil,
                        configure: (inout FuzzScenario) -> Void = { _ in }, steps: [FuzzStep]) -> FuzzScenario {
        var scenario = FuzzScenario(image: image, containerBounds: container, restingFrame: resting ?? container,
                                    layoutBounds: nil, contentFrame: nil, configuration: ZoomConfiguration(),
                                    coveragePolicy: .centerWhenSmaller, coverageRect: nil, resetFirst: true,
                                    steps: steps)
        configure(&scenario)
        return scenario
    }

    static let all: [(name: String, scenario: FuzzScenario)] = [
        ("photo-pinch-pan-fling", photoPinchPanFling),
        ("rubber-band-zoom", rubberBandZoom),
        ("rubber-band-pan", rubberBandPan),
        ("crop-always-cover", cropAlwaysCover),
        ("layout-mid-gesture", layoutMidGesture),
        ("bad-floats", badFloats),
        ("extreme-aspect", extremeAspect),
        ("empty-then-layout", emptyThenLayout),
        ("huge-and-tiny", hugeAndTiny),
        ("interrupted-animation", interruptedAnimation),
        ("crop-downsample-voiceover", cropDownsampleVoiceOver),
    ]

    /// A photo viewer session: pinch with a finger lifting (touch count 2 → 1), pans ignored while
    /// pinching, a fling, a double tap back to rest.
    static let photoPinchPanFling: FuzzScenario = session(steps: [
        .event(.begin),
        .event(.pinch(factor: 1.5, centroid: CGPoint(x: 120, y: 200), touchCount: 2)),
        .event(.pinch(factor: 1.25, centroid: CGPoint(x: 130, y: 210), touchCount: 2)),
        .event(.pinch(factor: 1, centroid: CGPoint(x: 160, y: 230), touchCount: 1)),
        .event(.pan(translation: CGPoint(x: 40, y: 0))),
        .event(.endPinch),
        .event(.pan(translation: CGPoint(x: -25, y: 60))),
        .endAnimated(velocity: CGPoint(x: 900, y: -1200), reduceMotion: false),
        .event(.doubleTap(location: CGPoint(x: 20, y: 30))),
    ])

    /// Pinching past the maximum and below the minimum (rubber band), then hard limits.
    static let rubberBandZoom: FuzzScenario = session(steps: [
        .event(.pinch(factor: 3, centroid: CGPoint(x: 150, y: 250), touchCount: 2)),
        .event(.pinch(factor: 3, centroid: CGPoint(x: 150, y: 250), touchCount: 2)),
        .event(.pinch(factor: 0.01, centroid: CGPoint(x: 10, y: 400), touchCount: 2)),
        .endAnimated(velocity: .zero, reduceMotion: true),
        .event(.configure({ var c = ZoomConfiguration(); c.bouncesZoom = false; c.maximumZoomScale = 3; return c }())),
        .event(.pinch(factor: 5, centroid: CGPoint(x: 280, y: 20), touchCount: 2)),
        .event(.end(velocity: .zero)),
    ])

    /// Panning far past the edges with and without bouncing, and a fling into an edge.
    static let rubberBandPan: FuzzScenario = session(steps: [
        .event(.setZoomScale(scale: 3, anchor: CGPoint(x: 150, y: 250))),
        .event(.pan(translation: CGPoint(x: 1000, y: -1500))),
        .event(.pan(translation: CGPoint(x: 400, y: -400))),
        .event(.pan(translation: CGPoint(x: -1200, y: 1700))),
        .endAnimated(velocity: CGPoint(x: -3000, y: 2500), reduceMotion: false),
        .event(.configure({ var c = ZoomConfiguration(); c.bouncesPan = false; return c }())),
        .event(.setZoomScale(scale: 2, anchor: CGPoint(x: 0, y: 0))),
        .event(.pan(translation: CGPoint(x: 5000, y: 5000))),
        .event(.end(velocity: .zero)),
    ])

    /// A crop opening under `.alwaysCover` with a 1 : 10 panorama (rotated): the raised minimum.
    static let cropAlwaysCover: FuzzScenario = session(
        FuzzImage(size: CGSize(width: 4000, height: 400), scale: 1, orientation: .right, contentMode: .scaleAspectFit),
        configure: {
            $0.coveragePolicy = .alwaysCover
            $0.coverageRect = CGRect(x: 50, y: 150, width: 200, height: 200)
        }, steps: [
            .event(.pinch(factor: 0.3, centroid: CGPoint(x: 150, y: 250), touchCount: 2)),
            .event(.pan(translation: CGPoint(x: 300, y: -80))),
            .event(.end(velocity: CGPoint(x: 500, y: 0))),
            .event(.doubleTap(location: CGPoint(x: 60, y: 160))),
            .event(.zoomToViewRect(CGRect(x: 100, y: 240, width: 10, height: 0))),
            .event(.coveragePolicy(.centerWhenSmaller)),
            .event(.reset),
        ])

    /// Rotations and a replaced image in the middle of a pinch, with crop openings.
    static let layoutMidGesture: FuzzScenario = session(steps: [
        .event(.begin),
        .event(.pinch(factor: 2, centroid: CGPoint(x: 100, y: 100), touchCount: 2)),
        .relayout(containerBounds: CGRect(x: 0, y: 0, width: 500, height: 300),
                  restingFrame: CGRect(x: 0, y: 0, width: 500, height: 300), image: photo, contentFrame: nil,
                  coverage: .container),
        .event(.pinch(factor: 1.1, centroid: CGPoint(x: 200, y: 120), touchCount: 2)),
        .event(.end(velocity: .zero)),
        .relayout(containerBounds: CGRect(x: -20, y: 40, width: 320, height: 480),
                  restingFrame: CGRect(x: 10, y: 60, width: 250, height: 400),
                  image: FuzzImage(size: CGSize(width: 30, height: 3000), scale: 3, orientation: .leftMirrored,
                                   contentMode: .scaleAspectFill),
                  contentFrame: nil, coverage: .rect(CGRect(x: 0, y: 100, width: 300, height: 150))),
        .event(.setZoomScale(scale: 2.5, anchor: CGPoint(x: 100, y: 300))),
        .relayout(containerBounds: CGRect(x: -20, y: 40, width: 480, height: 320),
                  restingFrame: CGRect(x: -20, y: 40, width: 480, height: 320), image: photo, contentFrame: nil,
                  coverage: .current),
    ])

    /// NaN, ±∞ and huge values everywhere: factors, points, velocities, limits (min > max, max = ∞).
    static let badFloats: FuzzScenario = session(configure: {
        $0.configuration.minimumZoomScale = 5
        $0.configuration.maximumZoomScale = .infinity
        $0.configuration.doubleTapZoomScale = .nan
    }, steps: [
        .event(.pinch(factor: .nan, centroid: CGPoint(x: 1, y: 1), touchCount: 2)),
        .event(.pinch(factor: .infinity, centroid: CGPoint(x: 1, y: 1), touchCount: Int.max)),
        .event(.pinch(factor: 2, centroid: CGPoint(x: CGFloat.nan, y: 1), touchCount: -1)),
        .event(.pan(translation: CGPoint(x: CGFloat.infinity, y: 0))),
        .endAnimated(velocity: CGPoint(x: CGFloat.nan, y: CGFloat.infinity), reduceMotion: false),
        .event(.doubleTap(location: CGPoint(x: CGFloat.nan, y: 0))),
        .event(.setZoomScale(scale: .greatestFiniteMagnitude, anchor: CGPoint(x: 1e300, y: -1e300))),
        .event(.zoomToViewRect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))),
        .event(.beginFromPresented(ViewGeometry(bounds: portrait, center: CGPoint(x: 1e308, y: 0),
                                                transform: CGAffineTransform(scaleX: .nan, y: 1)))),
        .event(.configure({
            var c = ZoomConfiguration()
            c.minimumZoomScale = 8; c.maximumZoomScale = 2; c.doubleTapZoomScale = -1
            return c
        }())),
        .event(.end(velocity: CGPoint(x: 1e300, y: -1e300))),
        .probe(point: CGPoint(x: CGFloat.nan, y: .leastNonzeroMagnitude), rect: CGRect(x: 0, y: 0, width: -5, height: 1e300)),
    ])

    /// 1 : 10 000 images and containers, every pixel mapping probed.
    static let extremeAspect: FuzzScenario = session(
        FuzzImage(size: CGSize(width: 1, height: 10_000), scale: 3, orientation: .right, contentMode: .scaleAspectFill),
        container: CGRect(x: 0, y: 0, width: 10_000, height: 1),
        configure: { $0.configuration.maximumZoomScale = 10_000 }, steps: [
            .probe(point: CGPoint(x: 5000, y: 0.5), rect: CGRect(x: 1, y: 0, width: 9998, height: 1)),
            .event(.pinch(factor: 100, centroid: CGPoint(x: 5000, y: 0.5), touchCount: 2)),
            .event(.end(velocity: .zero)),
            .relayout(containerBounds: CGRect(x: 0, y: 0, width: 1, height: 10_000),
                      restingFrame: CGRect(x: 0, y: 0, width: 1, height: 10_000),
                      image: FuzzImage(size: CGSize(width: 1e-3, height: 1e4), scale: 1e3, orientation: .down,
                                       contentMode: .bottomRight),
                      contentFrame: nil, coverage: .container),
            .probe(point: CGPoint(x: 0.5, y: 9999), rect: CGRect(x: 0, y: 0, width: 1, height: 10_000)),
            .event(.doubleTap(location: CGPoint(x: 0.5, y: 5000))),
        ])

    /// An empty engine ignoring gestures until the first usable layout, then empty again.
    static let emptyThenLayout: FuzzScenario = session(container: .zero, steps: [
        .event(.pinch(factor: 2, centroid: .zero, touchCount: 2)),
        .event(.end(velocity: .zero)),
        .relayout(containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
                  restingFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
                  image: FuzzImage(size: CGSize(width: 4032, height: 3024), scale: 1, orientation: .right,
                                   contentMode: .scaleAspectFit),
                  contentFrame: nil, coverage: .container),
        .event(.doubleTap(location: CGPoint(x: 195, y: 422))),
        .relayout(containerBounds: CGRect(x: 0, y: 0, width: -390, height: 844),
                  restingFrame: .zero, image: photo, contentFrame: nil, coverage: .container),
        .event(.pan(translation: CGPoint(x: 10, y: 10))),
    ])

    /// A micro-image far from the origin at the largest scale, pinched by 1e-300 and 1e300.
    static let hugeAndTiny: FuzzScenario = session(
        FuzzImage(size: CGSize(width: 1e-6, height: 2e-6), scale: 1e6, orientation: .upMirrored, contentMode: .center),
        container: CGRect(x: 1e9, y: -1e9, width: 1e-3, height: 2e-3),
        configure: {
            $0.configuration.maximumZoomScale = .infinity
            $0.configuration.minimumZoomScale = 1e-9
        }, steps: [
            .event(.setZoomScale(scale: 1e4, anchor: CGPoint(x: 1e9, y: -1e9))),
            .event(.pinch(factor: 1e-300, centroid: CGPoint(x: 1e9, y: -1e9), touchCount: nil)),
            .event(.pinch(factor: 1e300, centroid: CGPoint(x: 1e9, y: -1e9), touchCount: nil)),
            .event(.end(velocity: .zero)),
        ])

    /// A gesture interrupting a settle animation at scale 12, touch counts changing.
    static let interruptedAnimation: FuzzScenario = session(resting: CGRect(x: 20, y: 40, width: 260, height: 420), steps: [
        .event(.beginFromPresented(ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 260, height: 420),
                                                center: CGPoint(x: -400, y: 900),
                                                transform: CGAffineTransform(scaleX: 12, y: 12)))),
        .event(.pinch(factor: 0.9, centroid: CGPoint(x: 100, y: 100), touchCount: 3)),
        .event(.rebaseline(centroid: CGPoint(x: 140, y: 90))),
        .event(.pinch(factor: 0.9, centroid: CGPoint(x: 100, y: 100), touchCount: 2)),
        .endAnimated(velocity: CGPoint(x: 100, y: 100), reduceMotion: false),
    ])

    /// A downsampled 48 MP photo: the decode plan, a crop opening, VoiceOver zoom steps, crops.
    static let cropDownsampleVoiceOver: FuzzScenario = session(
        FuzzImage(size: CGSize(width: 3510, height: 4680), scale: 1, orientation: .right, contentMode: .scaleAspectFit,
                  sourcePixelSize: CGSize(width: 8064, height: 6048)),
        container: CGRect(x: 0, y: 0, width: 390, height: 844), steps: [
            .downsample(DownsampleInputs(sourcePixelSize: CGSize(width: 8064, height: 6048), sourceOrientation: .right,
                                         containerSize: CGSize(width: 390, height: 844), screenScale: 3,
                                         maximumZoomScale: 4, contentMode: .scaleAspectFit)),
            .setCoverage(CGRect(x: 20, y: 247, width: 350, height: 350)),
            .event(.coveragePolicy(.alwaysCover)),
            .stepZoom(steps: 2),
            .crop(rect: CGRect(x: 10.25, y: 300, width: 200, height: 120.5), aspectRatio: 1.5),
            .stepZoom(steps: -5),
            .event(.pan(translation: CGPoint(x: -40, y: 25))),
            .event(.end(velocity: .zero)),
            .crop(rect: CGRect(x: 0, y: 0, width: 390, height: 844), aspectRatio: 1),
            .setCoverage(nil),
            .event(.reset),
        ])

    /// Writes every seed as `<name>.bin` into `directory`, after checking it decodes back.
    static func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, scenario) in all {
            let bytes = scenario.encoded
            let decoded = FuzzScenario(decoding: bytes)
            // Compare descriptions: NaN-carrying values are never == themselves.
            guard String(describing: decoded) == String(describing: scenario) else {
                throw SeedError(message: "seed \(name) does not decode to itself:\n\(decoded)\n\(scenario)")
            }
            try Data(bytes).write(to: directory.appendingPathComponent("\(name).bin"))
            print("wrote \(name).bin (\(bytes.count) bytes, \(scenario.steps.count) steps)")
        }
    }

    struct SeedError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
