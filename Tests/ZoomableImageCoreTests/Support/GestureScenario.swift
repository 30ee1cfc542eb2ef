import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@testable import ZoomableImageCore

/// A random but reproducible session: a container, a view resting in it, an image laid out in the
/// view, a configuration, and the events a view would feed the engine.
struct GestureScenario {
    var containerBounds: CGRect
    var restingFrame: CGRect
    var layout: ImageLayout
    var configuration: ZoomConfiguration
    var coveragePolicy: CoveragePolicy
    var coverageRect: CGRect?
    var events: [GestureEvent]

    func makeEngine() -> ZoomEngine {
        var engine = ZoomEngine(containerBounds: containerBounds, restingFrame: restingFrame,
                                contentFrame: layout.imageFrame, configuration: configuration)
        engine.coveragePolicy = coveragePolicy
        if let coverageRect { engine.coverageRect = coverageRect }
        engine.reset()
        return engine
    }

    /// The same session with other events (for shrinking a failure).
    func with(events: [GestureEvent]) -> GestureScenario {
        var copy = self
        copy.events = events
        return copy
    }

    /// A readable, replayable description: the setup and the events as JSON.
    var report: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let events = (try? encoder.encode(events)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        return """
        container \(containerBounds), resting \(restingFrame), content \(layout.imageFrame), \
        policy \(coveragePolicy), coverage \(String(describing: coverageRect)), configuration \(configuration)
        events (\(self.events.count)): \(events)
        """
    }

    static func random(seed: UInt64, eventCount: ClosedRange<Int> = 5...40) -> GestureScenario {
        var random = SeededGenerator(seed: seed)
        let container = CGRect(x: random.chance(0.5) ? 0 : random.uniform(-1000...1000),
                               y: random.chance(0.5) ? 0 : random.uniform(-1000...1000),
                               width: random.uniform(50...1500), height: random.uniform(50...1500))
        let resting = random.chance(0.7) ? container
            : CGRect(x: container.minX + random.uniform(-100...300), y: container.minY + random.uniform(-100...300),
                     width: random.uniform(50...1500), height: random.uniform(50...1500))
        let layout = randomLayout(in: resting.size, using: &random)
        var configuration = ZoomConfiguration()
        if random.chance(0.5) { configuration.minimumZoomScale = random.logUniform(0.2...2) }
        if random.chance(0.5) { configuration.maximumZoomScale = configuration.minimumZoomScale * random.logUniform(0.5...12) }
        configuration.doubleTapZoomScale = random.logUniform(0.5...8)
        configuration.bouncesZoom = random.chance(0.8)
        configuration.bouncesPan = random.chance(0.8)
        var policy = CoveragePolicy.centerWhenSmaller
        var coverage: CGRect?
        if random.chance(0.15) {
            policy = .alwaysCover
            let side = min(container.width, container.height) * random.uniform(0.3...1)
            coverage = CGRect(x: container.midX - side / 2, y: container.midY - side / 2, width: side,
                              height: side * random.uniform(0.5...1))
        }
        var scenario = GestureScenario(containerBounds: container, restingFrame: resting, layout: layout,
                                       configuration: configuration, coveragePolicy: policy, coverageRect: coverage,
                                       events: [])
        let count = Int(random.next() % UInt64(eventCount.count)) + eventCount.lowerBound
        for _ in 0..<count {
            scenario.events.append(randomEvent(for: scenario, using: &random))
        }
        return scenario
    }

    static func randomLayout(in size: CGSize, using random: inout SeededGenerator) -> ImageLayout {
        let aspect = random.logUniform(0.05...20)
        let longSide = random.logUniform(10...8000)
        let pixels = aspect >= 1 ? CGSize(width: longSide, height: max(1, (longSide / aspect).rounded()))
            : CGSize(width: max(1, (longSide * aspect).rounded()), height: longSide)
        let scale: CGFloat = random.pick([1, 2, 3])
        let orientation: ImageOrientation = random.pick(ImageOrientation.allCases)
        let oriented = orientation.swapsWidthAndHeight ? CGSize(width: pixels.height, height: pixels.width) : pixels
        let mode: ImageContentMode = random.chance(0.6) ? .scaleAspectFit : random.pick(ImageContentMode.allCases)
        return ImageLayout(imageSize: CGSize(width: oriented.width / scale, height: oriented.height / scale),
                           imageScale: scale, orientation: orientation, contentMode: mode,
                           bounds: CGRect(origin: .zero, size: size))
    }

    static func randomPoint(in rect: CGRect, using random: inout SeededGenerator) -> CGPoint {
        CGPoint(x: rect.minX + rect.width * random.uniform(-0.2...1.2), y: rect.minY + rect.height * random.uniform(-0.2...1.2))
    }

    static func randomEvent(for scenario: GestureScenario, using random: inout SeededGenerator) -> GestureEvent {
        let container = scenario.containerBounds
        let roll = random.unit()
        switch roll {
        case ..<0.10: return .begin
        case ..<0.40:
            return .pinch(factor: random.logUniform(0.5...2), centroid: randomPoint(in: container, using: &random),
                          touchCount: random.pick([nil, 1, 2, 2, 2, 3]))
        case ..<0.60:
            return .pan(translation: CGPoint(x: random.uniform(-300...300), y: random.uniform(-300...300)))
        case ..<0.64: return .endPinch
        case ..<0.74:
            return .end(velocity: random.chance(0.3) ? .zero
                        : CGPoint(x: random.uniform(-4000...4000), y: random.uniform(-4000...4000)))
        case ..<0.79: return .doubleTap(location: randomPoint(in: container, using: &random))
        case ..<0.82: return .setZoomScale(scale: random.logUniform(0.1...20), anchor: randomPoint(in: container, using: &random))
        case ..<0.85:
            let view = scenario.restingFrame.size
            return .zoomToViewRect(CGRect(x: random.uniform(-50...view.width), y: random.uniform(-50...view.height),
                                          width: random.uniform(0...view.width), height: random.uniform(0...view.height)))
        case ..<0.87: return .reset
        case ..<0.91:
            // A rotation: container and resting frame swap width and height; the image is laid
            // out again in the new resting size.
            let container = CGRect(x: scenario.containerBounds.minX, y: scenario.containerBounds.minY,
                                   width: scenario.containerBounds.height, height: scenario.containerBounds.width)
            let resting = CGRect(x: scenario.restingFrame.minX, y: scenario.restingFrame.minY,
                                 width: scenario.restingFrame.height, height: scenario.restingFrame.width)
            let old = scenario.layout
            let layout = ImageLayout(imageSize: old.imageSize, imageScale: old.imageScale, orientation: old.orientation,
                                     contentMode: old.contentMode, bounds: CGRect(origin: .zero, size: resting.size))
            let coverage = scenario.coverageRect.map { _ in
                CGRect(x: container.midX - container.width / 4, y: container.midY - container.height / 4,
                       width: container.width / 2, height: container.height / 2)
            }
            return .layout(containerBounds: container, restingFrame: resting, contentFrame: layout.imageFrame,
                           coverageRect: coverage)
        case ..<0.94:
            // A gesture interrupting an animation, anywhere on screen at any scale.
            let bounds = CGRect(origin: .zero, size: scenario.restingFrame.size)
            let scale = random.logUniform(0.3...10)
            return .beginFromPresented(ViewGeometry(bounds: bounds, center: randomPoint(in: container, using: &random),
                                                    transform: CGAffineTransform(scaleX: scale, y: scale)))
        case ..<0.96:
            var configuration = scenario.configuration
            configuration.maximumZoomScale = random.logUniform(0.5...10)
            configuration.bouncesPan.toggle()
            return .configure(configuration)
        default:
            let bad: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1]
            switch random.next() % 3 {
            case 0: return .pinch(factor: random.pick(bad), centroid: .zero, touchCount: 2)
            case 1: return .pan(translation: CGPoint(x: random.pick(bad), y: 1))
            default: return .end(velocity: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
            }
        }
    }
}
