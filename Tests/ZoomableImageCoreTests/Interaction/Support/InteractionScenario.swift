import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

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
    /// - Parameters:
    ///   - content: whether the view zooms content that is not an image (``ImageDescription/content(size:)``)
    ///     — set, resized and replaced — rather than images and large-image loads.
    ///   - observe: an extra check of the view after each step (with a generator of its own,
    ///     seeded from `seed`), whose problem counts as a violation.
    static func run(seed: UInt64, length: ClosedRange<Int> = 5...40, cropOpening: Bool = false, content: Bool = false,
                    observe: ((SimulatedView, inout SeededGenerator) -> String?)? = nil) -> (inputs: [ZoomInput], violation: String?) {
        var random = SeededGenerator(seed: seed)
        var observer = SeededGenerator(seed: ~seed)
        let view = SimulatedView()
        var checker = InteractionInvariants.Checker()
        var driver = Driver()
        driver.content = content
        for input in setup(using: &random, cropOpening: cropOpening, content: content) {
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

    /// Initialization, container, image (content, with `content`), content mode, configuration
    /// and sometimes (always, with `cropOpening`) an opening.
    static func setup(using random: inout SeededGenerator, cropOpening: Bool = false, content: Bool = false) -> [ZoomInput] {
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
            inputs.append(.image(content ? randomContent(using: &random) : randomImage(using: &random), identity: 1))
        }
        inputs.append(.initialize(center: center, bounds: bounds))
        inputs.append(.contentMode(random.chance(0.7) ? .scaleAspectFit : random.pick(ImageContentMode.allCases)))
        inputs.append(.display(DisplayEnvironment(displayScale: random.pick([0, 2, 3]), reducesMotion: random.chance(0.2))))
        inputs.append(.container(container))
        inputs.append(.image(content ? randomContent(using: &random) : randomImage(using: &random), identity: 2))
        inputs.append(.configuration(randomConfiguration(using: &random)))
        // In a photo viewer — which shows images: a content view never is in one.
        if random.chance(0.8), !content { inputs.append(.dismissDragEnabled(true)) }
        if random.chance(0.15) || cropOpening {
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

    /// Content of any size in points — a label, a page, a long strip — and now and then one with
    /// no usable size.
    static func randomContent(using random: inout SeededGenerator) -> ImageDescription {
        guard random.chance(0.97) else {
            return .content(size: random.pick([.zero, CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: -4)]))
        }
        let aspect = random.logUniform(0.05...20)
        let long = random.logUniform(10...4000)
        return .content(size: aspect >= 1 ? CGSize(width: long, height: long / aspect) : CGSize(width: long * aspect, height: long))
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
}
