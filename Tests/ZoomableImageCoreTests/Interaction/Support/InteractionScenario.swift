import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@testable import ZoomableImageCore

/// A random but reproducible session of a whole view: the inputs UIKit would send a
/// ``ZoomInteraction`` — mostly in orders UIKit produces, sometimes in orders it should not
/// (ended without began, began twice, cancel and fail, a completion for a superseded animation,
/// touches without gestures, NaN from a recognizer) — with layout, image, configuration and
/// crop changes mid-gesture and mid-animation, commands during a settle, and animations that
/// complete or are caught by a touch at random points.
///
/// A driver runs a ``SimulatedView`` alongside so that the values are the ones a view would send:
/// the shown geometry of the animation running at that moment, the identifier of the animation
/// that completes — and checks ``InteractionInvariants`` as it goes. The inputs are a plain
/// list, replayable (and shrinkable) on their own.
@MainActor
enum InteractionScenario {
    /// A session's inputs, generated and checked in one run: the inputs (up to the first
    /// violation) and that violation, if any.
    ///
    /// - Parameter observe: an extra check of the view after each step (with a generator of its
    ///   own, seeded from `seed`), whose problem counts as a violation.
    static func run(seed: UInt64, length: ClosedRange<Int> = 5...40,
                    observe: ((SimulatedView, inout SeededGenerator) -> String?)? = nil) -> (inputs: [ZoomInput], violation: String?) {
        var random = SeededGenerator(seed: seed)
        var observer = SeededGenerator(seed: ~seed)
        let view = SimulatedView()
        var checker = InteractionInvariants.Checker()
        var driver = Driver()
        for input in setup(using: &random) {
            if let problem = checker.send(input, to: view) { return (view.inputs, problem) }
        }
        let count = Int(random.next() % UInt64(length.count)) + length.lowerBound
        for _ in 0..<count {
            view.animationProgress = random.uniform(0...1.1)
            for input in driver.next(view: view, using: &random) {
                if let problem = checker.send(input, to: view) { return (view.inputs, problem) }
            }
            if let problem = observe?(view, &observer) { return (view.inputs, problem) }
        }
        let inputs = view.inputs
        return (inputs, checker.finish(view))
    }

    /// Initialization, container, image, content mode, configuration and sometimes an opening.
    static func setup(using random: inout SeededGenerator) -> [ZoomInput] {
        let container = CGRect(x: random.chance(0.6) ? 0 : random.uniform(-500...500),
                               y: random.chance(0.6) ? 0 : random.uniform(-500...500),
                               width: random.uniform(50...1200), height: random.uniform(50...1200))
        let size = random.chance(0.7) ? container.size
            : CGSize(width: random.uniform(50...1200), height: random.uniform(50...1200))
        let bounds = CGRect(origin: random.chance(0.8) ? .zero : CGPoint(x: random.uniform(-50...50), y: random.uniform(-50...50)),
                            size: size)
        let center = random.chance(0.7) ? CGPoint(x: container.midX, y: container.midY)
            : CGPoint(x: container.minX + random.uniform(-100...container.width + 100),
                      y: container.minY + random.uniform(-100...container.height + 100))
        var inputs: [ZoomInput] = []
        if random.chance(0.2) {
            // Setters UIKit may call from inside its initializer, before the view is set up.
            inputs.append(.frame(CGRect(x: 0, y: 0, width: size.width, height: size.height), container: nil, fromOwnWrite: false))
            inputs.append(.image(randomImage(using: &random), identity: 1))
        }
        inputs.append(.initialize(center: center, bounds: bounds))
        inputs.append(.contentMode(random.chance(0.7) ? .scaleAspectFit : random.pick(ContentMode.allCases)))
        inputs.append(.display(DisplayEnvironment(displayScale: random.pick([0, 2, 3]), reducesMotion: random.chance(0.2))))
        inputs.append(.container(container))
        inputs.append(.image(randomImage(using: &random), identity: 2))
        inputs.append(.configuration(randomConfiguration(using: &random)))
        if random.chance(0.15) {
            inputs.append(.cropOpening(randomOpening(in: container, using: &random)))
        }
        return inputs
    }

    static func randomImage(using random: inout SeededGenerator) -> ImageDescription {
        let aspect = random.logUniform(0.05...20)
        let long = random.logUniform(10...8000)
        let scale: CGFloat = random.pick([1, 2, 3])
        let size = aspect >= 1 ? CGSize(width: long, height: max(1, (long / aspect).rounded()))
            : CGSize(width: max(1, (long * aspect).rounded()), height: long)
        return ImageDescription(size: CGSize(width: size.width / scale, height: size.height / scale), scale: scale,
                                orientation: random.pick(ImageOrientation.allCases))
    }

    static func randomConfiguration(using random: inout SeededGenerator) -> ZoomConfiguration {
        var configuration = ZoomConfiguration()
        if random.chance(0.4) { configuration.minimumZoomScale = random.logUniform(0.2...2) }
        if random.chance(0.5) { configuration.maximumZoomScale = configuration.minimumZoomScale * random.logUniform(0.5...12) }
        if random.chance(0.05) { configuration.maximumZoomScale = random.pick([.nan, .infinity, 0]) }
        configuration.doubleTapZoomScale = random.logUniform(0.5...8)
        configuration.bouncesZoom = random.chance(0.8)
        configuration.bouncesPan = random.chance(0.8)
        return configuration
    }

    static func randomOpening(in container: CGRect, using random: inout SeededGenerator) -> CGRect {
        let side = min(container.width, container.height) * random.uniform(0.3...1)
        return CGRect(x: container.midX - side / 2, y: container.midY - side / 2, width: side,
                      height: side * random.uniform(0.5...1))
    }

    static func point(in rect: CGRect, using random: inout SeededGenerator) -> CGPoint {
        CGPoint(x: rect.minX + rect.width * random.uniform(-0.2...1.2), y: rect.minY + rect.height * random.uniform(-0.2...1.2))
    }

    /// What UIKit has under way, as the driver believes it: which recognizers have begun, how
    /// many fingers are down, where the pinch's fingers are.
    @MainActor
    struct Driver {
        var pinching = false
        var panning = false
        var touches = 0
        var centroid = CGPoint.zero
        var pinchTouches = 2

        mutating func next(view: SimulatedView, using random: inout SeededGenerator) -> [ZoomInput] {
            let interaction = view.interaction
            let container = interaction.containerBounds ?? .zero
            let shown = view.shown
            switch random.unit() {
            case ..<0.22:
                return pinchStep(container: container, shown: shown, using: &random)
            case ..<0.38:
                return panStep(shown: shown, using: &random)
            case ..<0.46:
                return touchStep(shown: shown, using: &random)
            case ..<0.56:
                // UIKit finishing the running animation (or a stale or cut-short completion).
                guard let running = view.animation else { return [] }
                switch random.next() % 6 {
                case 0: return [.animationFinished(id: running.id - 1, atEnd: true)]
                case 1: return [.animationFinished(id: running.id, atEnd: false)]
                default: return [.animationFinished(id: running.id, atEnd: true)]
                }
            case ..<0.62:
                return [layoutChange(interaction: interaction, using: &random)]
            case ..<0.65:
                return [.image(random.chance(0.1) ? .none : InteractionScenario.randomImage(using: &random),
                               identity: UInt(random.next() % 1000) + 3)]
            case ..<0.69:
                if random.chance(0.5) {
                    return [.configuration(InteractionScenario.randomConfiguration(using: &random))]
                }
                return [.cropOpening(random.chance(0.5) ? nil : InteractionScenario.randomOpening(in: container, using: &random))]
            case ..<0.84:
                return [command(interaction: interaction, container: container, shown: shown, using: &random)]
            case ..<0.92:
                return tap(container: container, shown: shown, interaction: interaction, using: &random)
            default:
                return [nonsense(container: container, shown: shown, using: &random)]
            }
        }

        mutating func pinchStep(container: CGRect, shown: ShownGeometry, using random: inout SeededGenerator) -> [ZoomInput] {
            guard pinching else {
                pinching = true
                pinchTouches = 2
                centroid = InteractionScenario.point(in: container, using: &random)
                touches += 2
                return [.touchesBegan(count: 2, shown: shown),
                        .pinch(.began, scale: 1, centroid: centroid, touchCount: 2)]
            }
            switch random.unit() {
            case ..<0.12:
                pinching = false
                let phase: RecognizerPhase = random.pick([.ended, .ended, .ended, .cancelled, .failed])
                var inputs: [ZoomInput] = [.pinch(phase, scale: 1, centroid: centroid, touchCount: pinchTouches)]
                if !panning, random.chance(0.8) {
                    inputs.append(.touchesEnded(count: touches))
                    touches = 0
                }
                return inputs
            case ..<0.2:
                // A finger lifts or lands: the centroid jumps.
                pinchTouches = pinchTouches == 2 ? 1 : 2
                centroid = InteractionScenario.point(in: container, using: &random)
                return [.pinch(.changed, scale: 1, centroid: centroid, touchCount: pinchTouches)]
            default:
                centroid = CGPoint(x: centroid.x + random.uniform(-30...30), y: centroid.y + random.uniform(-30...30))
                return [.pinch(.changed, scale: random.logUniform(0.6...1.7), centroid: centroid, touchCount: pinchTouches)]
            }
        }

        mutating func panStep(shown: ShownGeometry, using random: inout SeededGenerator) -> [ZoomInput] {
            guard panning else {
                panning = true
                var inputs: [ZoomInput] = []
                if touches == 0 {
                    touches = 1
                    inputs.append(.touchesBegan(count: 1, shown: shown))
                }
                inputs.append(.pan(.began, translation: .zero, velocity: .zero))
                return inputs
            }
            guard random.chance(0.8) else {
                panning = false
                let velocity = random.chance(0.3) ? .zero
                    : CGPoint(x: random.uniform(-3000...3000), y: random.uniform(-3000...3000))
                let phase: RecognizerPhase = random.pick([.ended, .ended, .ended, .cancelled, .failed])
                var inputs: [ZoomInput] = [.pan(phase, translation: .zero, velocity: velocity)]
                if !pinching {
                    inputs.append(.touchesEnded(count: touches))
                    touches = 0
                }
                return inputs
            }
            return [.pan(.changed, translation: CGPoint(x: random.uniform(-120...120), y: random.uniform(-120...120)),
                         velocity: CGPoint(x: random.uniform(-2000...2000), y: random.uniform(-2000...2000)))]
        }

        mutating func touchStep(shown: ShownGeometry, using random: inout SeededGenerator) -> [ZoomInput] {
            if touches > 0, random.chance(0.6) {
                let count = Int(random.next() % UInt64(touches)) + 1
                touches -= count
                return [.touchesEnded(count: count)]
            }
            touches += 1
            return [.touchesBegan(count: 1, shown: shown)]
        }

        func layoutChange(interaction: ZoomInteraction, using random: inout SeededGenerator) -> ZoomInput {
            let container = interaction.containerBounds ?? CGRect(x: 0, y: 0, width: 300, height: 500)
            switch random.next() % 6 {
            case 0, 1:
                // A rotation: container and view swap width and height.
                let turned = CGRect(x: container.minX, y: container.minY, width: container.height, height: container.width)
                return .frame(turned, container: turned, fromOwnWrite: false)
            case 2:
                return .container(random.chance(0.1) ? nil : container.insetBy(dx: random.uniform(-40...40), dy: random.uniform(-40...40)))
            case 3:
                return .center(CGPoint(x: container.midX + random.uniform(-50...50), y: container.midY + random.uniform(-50...50)),
                               container: container, fromOwnWrite: random.chance(0.1))
            case 4:
                return .contentMode(random.pick(ContentMode.allCases))
            default:
                // Auto Layout re-applying the same frame.
                return .frame(interaction.restingFrame, container: interaction.containerBounds, fromOwnWrite: false)
            }
        }

        func command(interaction: ZoomInteraction, container: CGRect, shown: ShownGeometry,
                     using random: inout SeededGenerator) -> ZoomInput {
            let animated = random.chance(0.6)
            switch random.next() % 8 {
            case 0, 1: return .setZoomScale(random.logUniform(0.3...12), animated: animated, shown: shown)
            case 2:
                let pixels = interaction.imageLayout.pixelSize
                return .zoomToPixelRect(CGRect(x: random.uniform(0...max(1, pixels.width)), y: random.uniform(0...max(1, pixels.height)),
                                               width: random.uniform(0...max(1, pixels.width)),
                                               height: random.uniform(0...max(1, pixels.height))),
                                        animated: animated, shown: shown)
            case 3: return .resetZoom(animated: animated, shown: shown)
            case 4: return .accessibilityStep(random.chance(0.5) ? 1 : -1, shown: shown)
            case 5: return .accessibilityReset(shown: shown)
            case 6: return .accessibilityScroll(random.pick(AccessibilityScrollDirection.allCases), shown: shown)
            default: return .setZoomScale(interaction.zoomScale, animated: animated, shown: shown)
            }
        }

        mutating func tap(container: CGRect, shown: ShownGeometry, interaction: ZoomInteraction,
                          using random: inout SeededGenerator) -> [ZoomInput] {
            var inputs: [ZoomInput] = []
            if touches == 0 {
                inputs += [.touchesBegan(count: 1, shown: shown), .touchesEnded(count: 1)]
            }
            if random.chance(0.6) {
                inputs.append(.doubleTap(.ended, location: InteractionScenario.point(in: container, using: &random), shown: shown))
            } else {
                inputs.append(.singleTap(.ended, location: InteractionScenario.point(in: interaction.viewBounds, using: &random)))
            }
            return inputs
        }

        func nonsense(container: CGRect, shown: ShownGeometry, using random: inout SeededGenerator) -> ZoomInput {
            let bad: [CGFloat] = [.nan, .infinity, -.infinity, 0, -1]
            switch random.next() % 8 {
            case 0: return .pinch(.ended, scale: 1, centroid: .zero, touchCount: 2)
            case 1: return .pan(random.pick([.ended, .cancelled, .failed]), translation: nil, velocity: nil)
            case 2: return .pinch(.changed, scale: random.pick(bad), centroid: CGPoint(x: 10, y: 10), touchCount: 2)
            case 3: return .pan(.changed, translation: CGPoint(x: random.pick(bad), y: 1), velocity: nil)
            case 4: return .touchesEnded(count: 3)
            case 5: return .setZoomScale(random.pick(bad), animated: true, shown: shown)
            case 6:
                var garbage = shown
                garbage.center = CGPoint(x: CGFloat.nan, y: 1)
                return .touchesBegan(count: 1, shown: garbage)
            default: return .pinch(.began, scale: 1.2, centroid: nil, touchCount: 2)
            }
        }
    }
}
