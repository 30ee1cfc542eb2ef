import Foundation
@testable import ZoomableImageCore

/// The same fuzz bytes read a second way: as inputs a whole view sends its ``ZoomInteraction`` —
/// initialization and setters, recognizer callbacks in any phase and order (trackpad pinches and
/// scrolls, with any modifier keys, too), touches, commands, keys, VoiceOver, animation
/// completions for current and stale animations, layout, image, limit and opening changes — with
/// every effect performed the way the view performs it, on a UIKit reduced to its model values
/// and one running spring. Traps on the first violated invariant:
///
/// - the geometry is finite and a positive uniform scale, and UIKit shows exactly it; no geometry
///   is applied while a spring runs; UIKit runs the spring the interaction says;
/// - the last zoom scale reported is the current one; an end is reported only when nothing moves,
///   at the current scale;
/// - a key command is handled exactly when ``ZoomInteraction/canPerform(_:)`` said so before it;
/// - once every recognizer has ended, every touch lifted and every spring completed, nothing is
///   zooming and the engine is settled.
struct InteractionFuzzRun {
    var reader: FuzzReader
    let verbose: Bool
    var interaction = ZoomInteraction()

    // UIKit, reduced: the view's model values and the running spring.
    var center = CGPoint.zero
    var transform = CGAffineTransform.identity
    var spring: (id: Int, from: ShownGeometry, to: ShownGeometry)?
    var progress: CGFloat = 0
    // What was reported.
    var lastChange: CGFloat = 1
    /// The generation of the decode the view runs, if any.
    var decoding: Int?
    /// The loads whose end was reported.
    var endedLoads: Set<Int> = []
    var step = 0

    init(bytes: [UInt8], verbose: Bool) {
        reader = FuzzReader(bytes)
        self.verbose = verbose
    }

    mutating func run() {
        for input in setup() { send(input) }
        var count = 0
        while !reader.isAtEnd, count < FuzzScenario.maximumStepCount {
            progress = CGFloat(reader.byte()) / 200            // 0…1.275: springs overshoot
            send(nextInput())
            count += 1
        }
        finish()
    }

    // MARK: - Decoding

    mutating func setup() -> [ZoomInput] {
        let container = reader.rect()
        let image = ImageDescription(size: reader.size(), scale: reader.float(.factor),
                                     orientation: ImageOrientation(uiKitRawValue: Int(reader.byte() % 9)))
        var configuration = ZoomConfiguration()
        configuration.minimumZoomScale = reader.bool() ? reader.float(.factor) : 1
        configuration.maximumZoomScale = reader.bool() ? reader.float(.factor) : 4
        configuration.bouncesZoom = reader.bool()
        configuration.bouncesPan = reader.bool()
        var inputs: [ZoomInput] = [
            .initialize(center: CGPoint(x: container.midX, y: container.midY),
                        bounds: CGRect(origin: .zero, size: container.size)),
            .contentMode(ImageContentMode(uiKitRawValue: Int(reader.byte() % 14))),
            .container(container),
            .image(image, identity: 1),
            .configuration(configuration),
        ]
        if reader.byte() % 4 == 0 { inputs.append(.cropOpening(reader.rect())) }
        return inputs
    }

    /// What is on screen: the running spring at ``progress``, else the model values.
    var shown: ShownGeometry {
        guard let spring else { return ShownGeometry(center: center, transform: transform) }
        let t = progress
        let scale = spring.from.transform.a + (spring.to.transform.a - spring.from.transform.a) * t
        return ShownGeometry(center: CGPoint(x: spring.from.center.x + (spring.to.center.x - spring.from.center.x) * t,
                                             y: spring.from.center.y + (spring.to.center.y - spring.from.center.y) * t),
                             transform: CGAffineTransform(scaleX: scale, y: scale))
    }

    mutating func phase() -> RecognizerPhase {
        RecognizerPhase(uiKitRawValue: Int(reader.byte() % 7))
    }

    mutating func optionalPoint() -> CGPoint? {
        reader.byte() % 8 == 0 ? nil : reader.point()
    }

    /// What a pinch or scroll says is on screen: mostly the simulated one, sometimes unknown or
    /// garbage.
    mutating func pointerShown() -> ShownGeometry? {
        switch reader.byte() % 16 {
        case 0: return nil
        case 1: return garbage
        default: return shown
        }
    }

    mutating func nextInput() -> ZoomInput {
        switch reader.byte() % 28 {
        case 0, 1: return .touchesBegan(count: Int(reader.byte() % 4), shown: reader.byte() % 16 == 0 ? garbage : shown)
        case 2, 3: return .touchesEnded(count: Int(reader.byte() % 4))
        case 4, 5, 6:
            return .pinch(phase(), scale: reader.float(.factor), centroid: optionalPoint(), touchCount: reader.touchCount() ?? 2,
                          shown: pointerShown())
        case 7, 8: return .pan(phase(), translation: optionalPoint(), velocity: reader.bool() ? reader.velocity() : nil)
        case 9: return .doubleTap(phase(), location: optionalPoint(), shown: shown)
        case 10: return .singleTap(phase(), location: reader.point())
        case 11: return .setZoomScale(reader.float(.factor), animated: reader.bool(), shown: shown)
        case 12: return .zoomToPixelRect(reader.rect(), animated: reader.bool(), shown: shown)
        case 13: return .resetZoom(animated: reader.bool(), shown: shown)
        case 14:
            switch reader.byte() % 3 {
            case 0: return .accessibilityStep(reader.bool() ? 1 : -1, shown: shown)
            case 1: return .accessibilityReset(shown: shown)
            default: return .accessibilityScroll(AccessibilityScrollDirection(uiKitRawValue: Int(reader.byte() % 8)), shown: shown)
            }
        case 15, 16:
            let id = (spring?.id ?? interaction.nextAnimationID) - Int(reader.byte() % 3)
            return .animationFinished(id: id, atEnd: reader.byte() % 4 != 0)
        case 17: return .container(reader.byte() % 8 == 0 ? nil : reader.rect())
        case 18:
            let container = interaction.containerBounds
            switch reader.byte() % 3 {
            case 0: return .frame(reader.rect(), container: container, fromOwnWrite: reader.byte() % 8 == 0)
            case 1: return .bounds(reader.rect(), container: container, fromOwnWrite: reader.byte() % 8 == 0)
            default: return .center(reader.point(), container: container, fromOwnWrite: reader.byte() % 8 == 0)
            }
        case 19: return .contentMode(ImageContentMode(uiKitRawValue: Int(reader.byte() % 14)))
        case 20:
            let image = ImageDescription(size: reader.size(), scale: reader.float(.factor),
                                         orientation: ImageOrientation(uiKitRawValue: Int(reader.byte() % 9)))
            return .image(image, identity: UInt(reader.byte()) + 2)
        case 21:
            var configuration = interaction.configuration
            configuration.maximumZoomScale = reader.float(.factor)
            configuration.minimumZoomScale = reader.bool() ? reader.float(.factor) : configuration.minimumZoomScale
            configuration.bouncesPan.toggle()
            return .configuration(configuration)
        case 22: return .cropOpening(reader.byte() % 3 == 0 ? nil : reader.rect())
        case 23:
            switch reader.byte() % 4 {
            case 0: return .loadStarted
            case 1:
                let generation = interaction.loadGeneration - Int(reader.byte() % 2)
                let copy = ImageDescription(size: reader.size(), scale: 1, orientation: .up,
                                            original: OriginalImage(pixelSize: reader.size(), orientation: .up))
                return .decodeFinished(reader.byte() % 8 == 0 ? nil : copy, identity: UInt(reader.byte()) + 300,
                                       generation: generation)
            case 2: return .loadCancelled(generation: interaction.loadGeneration - Int(reader.byte() % 2))
            default:
                return .display(DisplayEnvironment(displayScale: reader.float(.factor),
                                                   windowSize: reader.bool() ? reader.size() : nil, reducesMotion: reader.bool()))
            }
        case 24, 25:
            let translation = optionalPoint()
            return .scroll(phase(), translation: translation, velocity: reader.bool() ? reader.velocity() : nil,
                           location: translation == nil ? nil : reader.point(), modifiers: modifiers(), shown: pointerShown())
        case 26:
            let command = ZoomKeyCommand.allCases[Int(reader.byte()) % ZoomKeyCommand.allCases.count]
            return .keyCommand(command, shown: reader.byte() % 16 == 0 ? garbage : shown)
        default:
            return reader.bool() ? .keyCommandsEnabled(reader.bool()) : .scrollZoomModifiers(modifiers())
        }
    }

    /// Modifier keys: any of UIKit's six bits, and now and then a bit UIKit does not define.
    mutating func modifiers() -> KeyModifierFlags {
        KeyModifierFlags(rawValue: Int(reader.byte() & 0x3f) << 16 | (reader.byte() % 32 == 0 ? 1 << 30 : 0))
    }

    var garbage: ShownGeometry {
        ShownGeometry(center: CGPoint(x: CGFloat.nan, y: 1), transform: CGAffineTransform(scaleX: .infinity, y: 0))
    }

    // MARK: - Performing, as the view does

    mutating func send(_ input: ZoomInput) {
        step += 1
        if verbose { FuzzRun.log("input \(step): \(input)") }
        if case .animationFinished(let id, _) = input, spring?.id == id { spring = nil }
        var performable: Bool?
        if case .keyCommand(let command, _) = input { performable = interaction.canPerform(command) }
        let effects = interaction.handle(input)
        check(performable.map { $0 == effects.isHandled ? nil : "a key command handled \(effects.isHandled), canPerform said \($0)" }
              ?? nil, input)
        let geometry = interaction.geometry
        if effects.stopsAnimation, spring != nil {
            let presented = shown
            center = presented.center
            transform = presented.transform
            spring = nil
        }
        switch effects.write {
        case .frame(let frame)?: center = CGPoint(x: frame.midX, y: frame.midY)
        case .center(let point)?: center = point
        case .bounds?, nil: break
        }
        if effects.appliesGeometry {
            check(spring == nil ? nil : "geometry applied while a spring runs", input)
            center = geometry.center
            transform = geometry.transform
        }
        if effects.startsAnimation, let started = interaction.startedAnimation {
            spring = (started.id, ShownGeometry(center: center, transform: transform), ShownGeometry(geometry))
            center = geometry.center
            transform = geometry.transform
        }
        // One decode at a time: a new one only once the running one was cancelled or ended.
        if effects.cancelsDecode { decoding = nil }
        if case .decodeFinished(_, _, let generation) = input, generation == decoding { decoding = nil }
        if effects.startsDecode {
            check(decoding == nil ? nil : "a second decode started while one runs", input)
            decoding = interaction.decodeRequest.generation
        }
        while let report = interaction.takeReport() {
            switch report {
            case .loadEnded(let generation, _):
                check(endedLoads.insert(generation).inserted ? nil : "load \(generation) ended twice", input)
            case .zoomChange(let scale):
                lastChange = scale
            case .zoomEnd(let scale):
                check(interaction.isZooming ? "an end while still zooming" : nil, input)
                check(scale == interaction.zoomScale ? nil : "end at \(scale), the scale is \(interaction.zoomScale)", input)
            default:
                break
            }
        }
        guard interaction.isInitialized else { return }
        check(EngineChecks.finite(interaction.engine), input)
        check(center == geometry.center && transform == geometry.transform ? nil
              : "UIKit shows \(center) × \(transform.a), the interaction says \(geometry.center) × \(geometry.transform.a)", input)
        check(spring?.id == interaction.animationID ? nil
              : "UIKit runs spring \(String(describing: spring?.id)), the interaction \(String(describing: interaction.animationID))", input)
        check(lastChange == interaction.zoomScale ? nil : "last reported \(lastChange), the scale is \(interaction.zoomScale)", input)
    }

    /// Every recognizer ends, every touch lifts, every spring completes: then nothing moves and
    /// the engine is settled.
    mutating func finish() {
        if interaction.isPinching { send(.pinch(.ended, scale: 1, centroid: nil, touchCount: 2)) }
        if interaction.isPanning { send(.pan(.ended, translation: nil, velocity: nil)) }
        if interaction.isScrolling { send(.scroll(.ended, translation: nil, velocity: nil, location: nil, modifiers: [])) }
        if interaction.touchCount > 0 { send(.touchesEnded(count: interaction.touchCount)) }
        for _ in 0..<4 {
            guard let running = spring else { break }
            send(.animationFinished(id: running.id, atEnd: true))
        }
        guard interaction.isInitialized else { return }
        check(interaction.isZooming ? "still zooming once everything ended" : nil, .loadStarted)
        check(EngineChecks.settled(interaction.engine), .loadStarted)
    }

    /// Traps (a libFuzzer finding) when `problem` is not `nil`.
    func check(_ problem: String?, _ input: ZoomInput) {
        guard let problem else { return }
        fatalError("""
            ZoomFuzzer (whole view) invariant violated after input \(step): \(input)
              \(problem)
              interaction: zoom \(interaction.zoomScale), geometry \(interaction.geometry.center), \
            pinching \(interaction.isPinching), panning \(interaction.isPanning), scrolling \(interaction.isScrolling), \
            touches \(interaction.touchCount), animation \(String(describing: interaction.animationID)), holding \(interaction.isHolding)
              engine: container \(interaction.engine.containerBounds), resting \(interaction.engine.restingFrame), \
            content \(interaction.engine.contentFrame), coverage \(interaction.engine.coverageRect), \
            empty \(interaction.engine.isEmpty), limits [\(interaction.engine.minimumZoomScale), \
            \(interaction.engine.maximumZoomScale)]
            """)
    }
}
