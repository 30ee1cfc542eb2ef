import Foundation
@_spi(Internals) import ZoomableImageCore

// The seeds about animations, large images, pointer and keyboard input, and a view set up
// before it initializes.
extension FuzzSeeds {
    /// A touch catching a zoom animation at scale 12 (held), a pinch taking over with the touch
    /// count changing, and completions of stale and current animations.
    static let interruptedAnimation = FuzzSession(
        setup: setup { $0.configuration = configuration { $0.maximumZoomScale = 16 } },
        steps: [
            .setZoomScale(12, animated: true, anchor: CGPoint(x: 20, y: 40), shown: .onScreen),
            .springProgress(40),
            .touchesBegan(count: 1, shown: .onScreen),
            .animationFinished(back: 0, atEnd: false),
            .touchesBegan(count: 2, shown: .onScreen),
            .pinch(.began, scale: 0.9, centroid: CGPoint(x: 100, y: 100), touchCount: 3, shown: .onScreen),
            .pinch(.changed, scale: 0.9, centroid: CGPoint(x: 140, y: 90), touchCount: 2, shown: .onScreen),
            .pinch(.ended, scale: 1, centroid: nil, touchCount: 2, shown: .onScreen),
            .touchesEnded(count: 3),
            .springProgress(180),
            .animationFinished(back: 1, atEnd: true),
            .resetZoom(animated: true, shown: .onScreen),
            .springProgress(255),
            .keyCommand(.zoomIn, shown: .onScreen),
            .animationFinished(back: 0, atEnd: true),
        ])

    /// A 48 MP photo loaded as a large image: its plan, a crop opening, VoiceOver zoom steps and
    /// page scrolls, crops.
    static let cropDownsampleVoiceOver = FuzzSession(
        setup: setup(.none, container: CGRect(x: 0, y: 0, width: 390, height: 844)),
        steps: [
            .display(DisplayEnvironment(displayScale: 3, windowSize: CGSize(width: 390, height: 844))),
            .loadStarted,
            .downsample(DownsampleInputs(sourcePixelSize: CGSize(width: 8064, height: 6048), sourceOrientation: .right,
                                         containerSize: CGSize(width: 390, height: 844), screenScale: 3,
                                         maximumZoomScale: 4, contentMode: .scaleAspectFit)),
            .decodeFinished(.planned(nil), identity: 7, generationsBack: 0),
            .cropOpening(CGRect(x: 20, y: 247, width: 350, height: 350)),
            .accessibilityStep(1, shown: .onScreen),
            .accessibilityStep(1, shown: .onScreen),
            .crop(rect: CGRect(x: 10.25, y: 300, width: 200, height: 120.5), aspectRatio: 1.5),
            .accessibilityScroll(.right, shown: .onScreen),
            .accessibilityScroll(.next, shown: .onScreen),
            .accessibilityFocus(viewRect: CGRect(x: 380, y: 20, width: 90, height: 24), safeArea: nil, shown: .onScreen),
            .accessibilityFocus(viewRect: CGRect(x: 20, y: 830, width: 60, height: 30),
                                safeArea: CGRect(x: 0, y: 59, width: 390, height: 751), shown: .onScreen),
            .accessibilityFocus(viewRect: nil, safeArea: nil, shown: .onScreen),
            .animationFinished(back: 0, atEnd: true),
            .accessibilityStep(-1, shown: .onScreen),
            .accessibilityReset(shown: .onScreen),
            .crop(rect: CGRect(x: 0, y: 0, width: 390, height: 844), aspectRatio: 1),
            .cropOpening(nil),
        ])

    /// Large-image loads: one superseded by the next, stale completions and cancellations, the
    /// first copy shown, a bigger window asking for a larger copy at rest, one dropped because a
    /// pinch moved meanwhile, an unreadable file, a cancelled load.
    static let largeImageLoads = FuzzSession(
        setup: setup(.none, container: CGRect(x: 0, y: 0, width: 390, height: 844)),
        steps: [
            .loadStarted,
            .loadStarted,
            .decodeFinished(.planned(nil), identity: 3, generationsBack: 1),
            .loadCancelled(generationsBack: 1),
            .decodeFinished(.planned(OriginalImage(pixelSize: CGSize(width: 6000, height: 4000), orientation: .up)),
                            identity: 4, generationsBack: 0),
            .display(DisplayEnvironment(displayScale: 2, windowSize: CGSize(width: 390, height: 844))),
            .setter(.frame(CGRect(x: 0, y: 0, width: 1024, height: 1366)), fromOwnWrite: false),
            .container(CGRect(x: 0, y: 0, width: 1024, height: 1366)),
            .configuration(configuration { $0.maximumZoomScale = 8 }),
            .touchesBegan(count: 2, shown: .onScreen),
            .pinch(.began, scale: 1.2, centroid: CGPoint(x: 500, y: 700), touchCount: 2, shown: .onScreen),
            .decodeFinished(.planned(nil), identity: 5, generationsBack: 0),
            .pinch(.ended, scale: 1, centroid: nil, touchCount: 2, shown: .onScreen),
            .touchesEnded(count: 2),
            .animationFinished(back: 0, atEnd: true),
            .decodeFinished(.planned(nil), identity: 6, generationsBack: 0),
            .loadStarted,
            .decodeFinished(.unreadable, identity: nil, generationsBack: 0),
            .loadStarted,
            .loadCancelled(generationsBack: 0),
            .decodeFinished(.explicit(ImageDescription(size: CGSize(width: 300, height: 200), scale: 1, orientation: .up)),
                            identity: 8, generationsBack: 0),
            .loadStarted,
            .image(FuzzSeeds.photo, identity: 9),
        ])

    /// A trackpad and a keyboard: a ⌘-scroll zooming around the pointer, a scroll panning with a
    /// fling, zoom and scroll keys, key commands off, other scroll-zoom modifiers.
    static let trackpadAndKeyboard = FuzzSession(setup: setup(), steps: [
        .scroll(.began, translation: CGPoint(x: 0, y: -40), velocity: nil, location: CGPoint(x: 200, y: 150),
                modifiers: .command, shown: .onScreen),
        .scroll(.changed, translation: CGPoint(x: 0, y: -60), velocity: nil, location: CGPoint(x: 205, y: 160),
                modifiers: .command, shown: .onScreen),
        .scroll(.ended, translation: nil, velocity: nil, location: .zero, modifiers: .command, shown: .onScreen),
        .scroll(.began, translation: CGPoint(x: 30, y: 10), velocity: CGPoint(x: 800, y: 100),
                location: CGPoint(x: 100, y: 100), modifiers: [], shown: .unknown),
        .scroll(.ended, translation: nil, velocity: CGPoint(x: 800, y: 100), location: .zero, modifiers: [],
                shown: .onScreen),
        .springProgress(30),
        .keyCommand(.scrollLeft, shown: .onScreen),
        .keyCommand(.zoomIn, shown: .onScreen),
        .keyCommand(.scrollToBottom, shown: .garbage),
        .animationFinished(back: 0, atEnd: true),
        .keyCommandsEnabled(false),
        .keyCommand(.zoomOut, shown: .onScreen),
        .scrollZoomModifiers([.control, .alternate]),
        .scroll(.began, translation: CGPoint(x: 0, y: 25), velocity: nil, location: CGPoint(x: 150, y: 250),
                modifiers: [.control, .alternate], shown: .onScreen),
        .pinch(.began, scale: 1.3, centroid: CGPoint(x: 140, y: 240), touchCount: 0, shown: .onScreen),
        .scroll(.changed, translation: CGPoint(x: 0, y: 25), velocity: nil, location: CGPoint(x: 150, y: 250),
                modifiers: [.control, .alternate], shown: .onScreen),
        .pinch(.ended, scale: 1, centroid: nil, touchCount: 0, shown: .onScreen),
        .scroll(.cancelled, translation: nil, velocity: nil, location: .zero, modifiers: [], shown: .onScreen),
        .doubleTapEnabled(false),
        .setZoomScale(3, animated: true, anchor: CGPoint(x: 10, y: 490), shown: .onScreen),
    ])

    /// Setters before the view initializes (passed through to UIKit), a load started meanwhile,
    /// then the view initializing, and again (ignored).
    static let settersBeforeInitialize = FuzzSession(
        setup: setup { $0.initialization = .byAStep; $0.cropOpening = CGRect(x: 30, y: 100, width: 240, height: 240) },
        steps: [
            .setter(.frame(CGRect(x: 10, y: 20, width: 280, height: 460)), fromOwnWrite: false),
            .setter(.center(CGPoint(x: 150, y: 250)), fromOwnWrite: false),
            .setZoomScale(2, animated: false, anchor: nil, shown: .onScreen),
            .touchesBegan(count: 1, shown: .onScreen),
            .loadStarted,
            .decodeFinished(.planned(nil), identity: 2, generationsBack: 0),
            .initialize(center: CGPoint(x: 150, y: 250), bounds: CGRect(x: 0, y: 0, width: 280, height: 460)),
            .touchesEnded(count: 1),
            .initialize(center: CGPoint(x: 1, y: 2), bounds: CGRect(x: 0, y: 0, width: 3, height: 4)),
            .setZoomScale(2, animated: false, anchor: nil, shown: .onScreen),
        ])
}
