import Foundation
@_spi(Internals) import ZoomableImageCore

extension FuzzSeeds {
    static let all: [(name: String, session: FuzzSession)] = [
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
        ("large-image-loads", largeImageLoads),
        ("trackpad-and-keyboard", trackpadAndKeyboard),
        ("setters-before-initialize", settersBeforeInitialize),
        ("photo-viewer-gestures", photoViewerGestures),
    ]

    /// A photo viewer's own gestures: a quick zoom (a double tap held and dragged down) settled
    /// by lifting; a dismiss drag that a second finger hands to a pinch; one released short of
    /// the threshold, caught during its spring back and thrown; then VoiceOver's escape after
    /// the dismissal, which is final.
    static let photoViewerGestures = FuzzSession(setup: setup(), steps: [
        .quickZoomEnabled(true),
        .dismissDragEnabled(true),
        .touchesBegan(count: 1, shown: .onScreen),
        .touchesEnded(count: 1),
        .touchesBegan(count: 1, shown: .onScreen),
        .quickZoom(.began, location: CGPoint(x: 150, y: 250), shown: .onScreen),
        .quickZoom(.changed, location: CGPoint(x: 150, y: 390), shown: .onScreen),
        .quickZoom(.ended, location: CGPoint(x: 150, y: 390), shown: .onScreen),
        .touchesEnded(count: 1),
        .animationFinished(back: 0, atEnd: true),
        .resetZoom(animated: false, shown: .onScreen),
        .touchesBegan(count: 1, shown: .onScreen),
        .dismissDrag(.began, translation: CGPoint(x: 0, y: 12), velocity: CGPoint(x: 10, y: 600),
                     location: CGPoint(x: 150, y: 312), touchCount: 1),
        .dismissDrag(.changed, translation: CGPoint(x: 5, y: 80), velocity: CGPoint(x: 10, y: 600),
                     location: CGPoint(x: 155, y: 380), touchCount: 1),
        .touchesBegan(count: 1, shown: .onScreen),
        .dismissDrag(.changed, translation: CGPoint(x: 5, y: 90), velocity: nil, location: nil, touchCount: 2),
        .pinch(.began, scale: 1, centroid: CGPoint(x: 150, y: 390), touchCount: 2, shown: .onScreen),
        .pinch(.changed, scale: 1.2, centroid: CGPoint(x: 150, y: 390), touchCount: 2, shown: .onScreen),
        .dismissDrag(.ended, translation: CGPoint(x: 5, y: 90), velocity: .zero, location: nil, touchCount: 2),
        .pinch(.ended, scale: 1, centroid: nil, touchCount: 2, shown: .onScreen),
        .touchesEnded(count: 2),
        .animationFinished(back: 0, atEnd: true),
        .resetZoom(animated: false, shown: .onScreen),
        .touchesBegan(count: 1, shown: .onScreen),
        .dismissDrag(.began, translation: .zero, velocity: CGPoint(x: 0, y: 300), location: CGPoint(x: 150, y: 250),
                     touchCount: 1),
        .dismissDrag(.changed, translation: CGPoint(x: 0, y: 40), velocity: nil, location: nil, touchCount: 1),
        .dismissDrag(.ended, translation: CGPoint(x: 0, y: 40), velocity: .zero, location: nil, touchCount: 1),
        .touchesEnded(count: 1),
        .springProgress(80),
        .touchesBegan(count: 1, shown: .onScreen),
        .dismissDrag(.began, translation: .zero, velocity: CGPoint(x: 0, y: 900), location: CGPoint(x: 150, y: 270),
                     touchCount: 1),
        .dismissDrag(.changed, translation: CGPoint(x: 0, y: 60), velocity: nil, location: nil, touchCount: 1),
        .dismissDrag(.ended, translation: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 2400), location: nil,
                     touchCount: 1),
        .touchesEnded(count: 1),
        .accessibilityEscape(shown: .onScreen),
        .dismissDrag(.began, translation: .zero, velocity: CGPoint(x: 0, y: 900), location: CGPoint(x: 150, y: 270),
                     touchCount: 1),
    ])

    /// A photo viewer session: a pinch with a finger lifting (touch count 2 → 1), a pan that
    /// goes on after the pinch ends, a fling caught halfway, a double tap back to rest.
    static let photoPinchPanFling = FuzzSession(setup: setup(), steps: [
        .touchesBegan(count: 2, shown: .onScreen),
        .pinch(.began, scale: 1, centroid: CGPoint(x: 120, y: 200), touchCount: 2, shown: .onScreen),
        .pan(.began, translation: .zero, velocity: nil),
        .pinch(.changed, scale: 1.5, centroid: CGPoint(x: 120, y: 200), touchCount: 2, shown: .onScreen),
        .pinch(.changed, scale: 1.25, centroid: CGPoint(x: 130, y: 210), touchCount: 2, shown: .onScreen),
        .touchesEnded(count: 1),
        .pinch(.changed, scale: 1, centroid: CGPoint(x: 160, y: 230), touchCount: 1, shown: .onScreen),
        .pan(.changed, translation: CGPoint(x: 40, y: 0), velocity: nil),
        .pinch(.ended, scale: 1, centroid: nil, touchCount: 1, shown: .onScreen),
        .pan(.changed, translation: CGPoint(x: -25, y: 60), velocity: nil),
        .pan(.ended, translation: nil, velocity: CGPoint(x: 900, y: -1200)),
        .touchesEnded(count: 1),
        .springProgress(100),
        .touchesBegan(count: 1, shown: .onScreen),
        .touchesEnded(count: 1),
        .doubleTap(.ended, location: CGPoint(x: 20, y: 30), shown: .onScreen),
        .singleTap(.ended, location: CGPoint(x: 150, y: 250)),
        .animationFinished(back: 0, atEnd: true),
    ])

    /// Pinching past the maximum and below the minimum (rubber band), a spring back under Reduce
    /// Motion, then hard limits.
    static let rubberBandZoom = FuzzSession(setup: setup(), steps:
        pinch([3, 3, 0.01], around: CGPoint(x: 150, y: 250))
        + [.display(DisplayEnvironment(displayScale: 3, reducesMotion: true)), .animationFinished(back: 0, atEnd: true),
           .configuration(configuration { $0.bouncesZoom = false; $0.maximumZoomScale = 3 })]
        + pinch([5], around: CGPoint(x: 280, y: 20))
        + [.animationFinished(back: 0, atEnd: false)])

    /// Panning far past the edges with and without bouncing, and a fling into an edge.
    static let rubberBandPan = FuzzSession(setup: setup(), steps:
        [.setZoomScale(3, animated: false, anchor: CGPoint(x: 150, y: 250), shown: .onScreen)]
        + drag([CGPoint(x: 1000, y: -1500), CGPoint(x: 400, y: -400), CGPoint(x: -1200, y: 1700)],
               velocity: CGPoint(x: -3000, y: 2500))
        + [.springProgress(60), .animationFinished(back: 0, atEnd: true),
           .configuration(configuration { $0.bouncesPan = false }),
           .setZoomScale(2, animated: true, anchor: CGPoint(x: 0, y: 0), shown: .onScreen),
           .animationFinished(back: 0, atEnd: true)]
        + drag([CGPoint(x: 5000, y: 5000)], velocity: .zero))

    /// A crop opening (always covered) over a 1 : 10 panorama, rotated: the raised minimum.
    static let cropAlwaysCover = FuzzSession(
        setup: setup(ImageDescription(size: CGSize(width: 4000, height: 400), scale: 1, orientation: .right)) {
            $0.cropOpening = CGRect(x: 50, y: 150, width: 200, height: 200)
        },
        steps: pinch([0.3], around: CGPoint(x: 150, y: 250), lifting: false)
            + [.pan(.began, translation: CGPoint(x: 300, y: -80), velocity: nil),
               .pan(.ended, translation: nil, velocity: CGPoint(x: 500, y: 0)), .touchesEnded(count: 2),
               .crop(rect: CGRect(x: 50, y: 150, width: 200, height: 200), aspectRatio: 1)]
            + doubleTap(at: CGPoint(x: 60, y: 160))
            + [.zoomToPixelRect(CGRect(x: 100, y: 240, width: 10, height: 0), animated: false, shown: .onScreen),
               .cropOpening(nil),
               .resetZoom(animated: true, shown: .onScreen)])

    /// Rotations and a replaced image in the middle of a pinch, with crop openings.
    static let layoutMidGesture = FuzzSession(setup: setup(), steps: [
        .touchesBegan(count: 2, shown: .onScreen),
        .pinch(.began, scale: 2, centroid: CGPoint(x: 100, y: 100), touchCount: 2, shown: .onScreen),
        .container(CGRect(x: 0, y: 0, width: 500, height: 300)),
        .setter(.frame(CGRect(x: 0, y: 0, width: 500, height: 300)), fromOwnWrite: false),
        .pinch(.changed, scale: 1.1, centroid: CGPoint(x: 200, y: 120), touchCount: 2, shown: .onScreen),
        .image(ImageDescription(size: CGSize(width: 30, height: 3000), scale: 3, orientation: .leftMirrored), identity: 2),
        .contentMode(.scaleAspectFill),
        .pinch(.ended, scale: 1, centroid: nil, touchCount: 2, shown: .onScreen),
        .touchesEnded(count: 2),
        .setter(.bounds(CGRect(x: 10, y: 20, width: 250, height: 400)), fromOwnWrite: false),
        .setter(.center(CGPoint(x: 140, y: 260)), fromOwnWrite: false),
        .cropOpening(CGRect(x: 0, y: 100, width: 300, height: 150)),
        .setZoomScale(2.5, animated: true, anchor: CGPoint(x: 100, y: 300), shown: .onScreen),
        .setter(.center(CGPoint(x: 140, y: 260)), fromOwnWrite: true),
        .container(CGRect(x: -20, y: 40, width: 480, height: 320)),
        .probe(point: CGPoint(x: 30, y: 40), rect: CGRect(x: 10, y: 20, width: 100, height: 50)),
    ])

    /// NaN, ±∞ and huge values everywhere: factors, points, velocities, limits (min > max,
    /// max = ∞), what is on screen.
    static let badFloats = FuzzSession(
        setup: setup {
            $0.configuration = configuration {
                $0.minimumZoomScale = 5; $0.maximumZoomScale = .infinity; $0.doubleTapZoomScale = .nan
            }
        },
        steps: [
            .touchesBegan(count: 2, shown: .garbage),
            .pinch(.began, scale: .nan, centroid: CGPoint(x: 1, y: 1), touchCount: 2, shown: .garbage),
            .pinch(.changed, scale: .infinity, centroid: CGPoint(x: 1, y: 1), touchCount: Int.max, shown: .onScreen),
            .pinch(.changed, scale: 2, centroid: CGPoint(x: CGFloat.nan, y: 1), touchCount: -1, shown: .unknown),
            .pan(.changed, translation: CGPoint(x: CGFloat.infinity, y: 0), velocity: nil),
            .pinch(.ended, scale: 1, centroid: nil, touchCount: 2, shown: .onScreen),
            .pan(.ended, translation: nil, velocity: CGPoint(x: CGFloat.nan, y: CGFloat.infinity)),
            .touchesEnded(count: 3),
            .doubleTap(.ended, location: CGPoint(x: CGFloat.nan, y: 0), shown: .onScreen),
            .setZoomScale(.greatestFiniteMagnitude, animated: true, anchor: CGPoint(x: 1e300, y: -1e300), shown: .garbage),
            .setZoomScale(.nan, animated: false, anchor: nil, shown: .onScreen),
            .zoomToPixelRect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: true, shown: .onScreen),
            .configuration(configuration { $0.minimumZoomScale = 8; $0.maximumZoomScale = 2; $0.doubleTapZoomScale = -1 }),
            .setter(.frame(CGRect(x: CGFloat.infinity, y: 0, width: 1e308, height: -5)), fromOwnWrite: false),
            .scroll(.began, translation: CGPoint(x: 1e300, y: -1e300), velocity: CGPoint(x: 1e300, y: 0),
                    location: CGPoint(x: CGFloat.nan, y: 2), modifiers: .command, shown: .garbage),
            .scroll(.ended, translation: nil, velocity: nil, location: .zero, modifiers: [], shown: .onScreen),
            .display(DisplayEnvironment(displayScale: .nan, windowSize: CGSize(width: -1, height: CGFloat.infinity))),
            .probe(point: CGPoint(x: CGFloat.nan, y: .leastNonzeroMagnitude), rect: CGRect(x: 0, y: 0, width: -5, height: 1e300)),
        ])

    /// 1 : 10 000 images and containers, every pixel mapping probed.
    static let extremeAspect = FuzzSession(
        setup: setup(ImageDescription(size: CGSize(width: 1, height: 10_000), scale: 3, orientation: .right),
                     container: CGRect(x: 0, y: 0, width: 10_000, height: 1), contentMode: .scaleAspectFill) {
            $0.configuration = configuration { $0.maximumZoomScale = 10_000 }
        },
        steps: [.probe(point: CGPoint(x: 5000, y: 0.5), rect: CGRect(x: 1, y: 0, width: 9998, height: 1))]
            + pinch([100], around: CGPoint(x: 5000, y: 0.5))
            + [.container(CGRect(x: 0, y: 0, width: 1, height: 10_000)),
               .setter(.frame(CGRect(x: 0, y: 0, width: 1, height: 10_000)), fromOwnWrite: false),
               .image(ImageDescription(size: CGSize(width: 1e-3, height: 1e4), scale: 1e3, orientation: .down), identity: 2),
               .contentMode(.bottomRight),
               .probe(point: CGPoint(x: 0.5, y: 9999), rect: CGRect(x: 0, y: 0, width: 1, height: 10_000))]
            + doubleTap(at: CGPoint(x: 0.5, y: 5000)))

    /// An empty view ignoring gestures until the first usable layout, then empty again.
    static let emptyThenLayout = FuzzSession(setup: setup(container: .zero), steps:
        pinch([2], around: .zero)
        + [.container(CGRect(x: 0, y: 0, width: 390, height: 844)),
           .setter(.frame(CGRect(x: 0, y: 0, width: 390, height: 844)), fromOwnWrite: false),
           .image(ImageDescription(size: CGSize(width: 4032, height: 3024), scale: 1, orientation: .right), identity: 2)]
        + doubleTap(at: CGPoint(x: 195, y: 422))
        + [.container(CGRect(x: 0, y: 0, width: -390, height: 844)),
           .setter(.frame(.zero), fromOwnWrite: false),
           .image(ImageDescription.none, identity: nil)]
        + drag([CGPoint(x: 10, y: 10)], velocity: .zero))

    /// A micro-image far from the origin at the largest scale, pinched by 1e-300 and 1e300.
    static let hugeAndTiny = FuzzSession(
        setup: setup(ImageDescription(size: CGSize(width: 1e-6, height: 2e-6), scale: 1e6, orientation: .upMirrored),
                     container: CGRect(x: 1e9, y: -1e9, width: 1e-3, height: 2e-3), contentMode: .center) {
            $0.configuration = configuration { $0.maximumZoomScale = .infinity; $0.minimumZoomScale = 1e-9 }
        },
        steps: [.setZoomScale(1e4, animated: false, anchor: CGPoint(x: 1e9, y: -1e9), shown: .onScreen)]
            + pinch([1e-300, 1e300], around: CGPoint(x: 1e9, y: -1e9)))
}
