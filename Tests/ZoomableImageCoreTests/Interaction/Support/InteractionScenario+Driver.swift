import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

extension InteractionScenario {
    /// What UIKit has under way, as the driver believes it: which recognizers have begun, how
    /// many fingers are down, where the pinch's fingers (or, on a trackpad, the pointer) are,
    /// whether a trackpad or wheel scroll runs and where its pointer is.
    @MainActor
    struct Driver {
        var pinching = false
        var panning = false
        var scrolling = false
        var touches = 0
        var centroid = CGPoint.zero
        var pinchTouches = 2
        var pointer = CGPoint.zero
        var modifiers: KeyModifierFlags = []
        /// A held double tap under way (the quick-zoom recognizer between began and ended), and
        /// where its finger is.
        var quickZooming = false
        var quickZoomFinger = CGPoint.zero
        /// A dismiss drag under way (its recognizer between began and ended), and its translation.
        var dismissDragging = false
        var dragTranslation = CGPoint.zero
        /// Whether the view zooms content (not an image): it is resized or replaced, never loaded.
        var content = false
        /// The original of the load under way, as its file would say.
        var loadingOriginal = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .up)

        mutating func next(view: SimulatedView, using random: inout SeededGenerator) -> [ZoomInput] {
            let interaction = view.interaction
            let container = interaction.containerBounds ?? .zero
            let shown = view.shown
            // One step in ten is a photo viewer's — quick zoom, the dismiss drag, their settings,
            // VoiceOver's escape — and most steps while one of its gestures is under way.
            if random.chance(quickZooming || dismissDragging ? 0.7 : 0.1) {
                return photoViewerStep(container: container, shown: shown, using: &random)
            }
            switch random.unit() {
            case ..<0.2:
                return pinchStep(container: container, shown: shown, using: &random)
            case ..<0.33:
                return panStep(shown: shown, using: &random)
            case ..<0.41:
                return scrollStep(container: container, shown: shown, using: &random)
            case ..<0.47:
                return touchStep(shown: shown, using: &random)
            case ..<0.56:
                // UIKit finishing the running animation (or a stale or cut-short completion).
                guard let running = view.animation else { return [] }
                switch random.next() % 6 {
                case 0: return [.animationFinished(id: running.id - 1, atEnd: true)]
                case 1: return [.animationFinished(id: running.id, atEnd: false)]
                default: return [.animationFinished(id: running.id, atEnd: true)]
                }
            case ..<0.61:
                return [layoutChange(interaction: interaction, using: &random)]
            case ..<0.64:
                guard !content else { return contentStep(view: view, using: &random) }
                guard random.chance(0.5) else { return largeImageStep(view: view, using: &random) }
                return [.image(random.chance(0.1) ? .none : InteractionScenario.randomImage(using: &random),
                               identity: UInt(random.next() % 1000) + 3)]
            case ..<0.68:
                switch random.next() % 6 {
                case 0, 1, 2: return [.configuration(InteractionScenario.randomConfiguration(using: &random))]
                case 3: return [pointerSetting(using: &random)]
                default:
                    return [.cropOpening(random.chance(0.5) ? nil
                                         : InteractionScenario.randomOpening(in: container, using: &random))]
                }
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
                centroid = InteractionScenario.point(in: container, using: &random)
                guard random.chance(0.75) else {
                    // A trackpad's pinch: no touches, the pointer as its location.
                    pinchTouches = 0
                    return [.pinch(.began, scale: 1, centroid: centroid, touchCount: 0, shown: shown)]
                }
                pinchTouches = 2
                touches += 2
                return [.touchesBegan(count: 2, shown: shown),
                        .pinch(.began, scale: 1, centroid: centroid, touchCount: 2)]
            }
            switch random.unit() {
            case ..<0.12:
                pinching = false
                let phase: RecognizerPhase = random.pick([.ended, .ended, .ended, .cancelled, .failed])
                var inputs: [ZoomInput] = [.pinch(phase, scale: 1, centroid: centroid, touchCount: pinchTouches)]
                if !panning, !quickZooming, !dismissDragging, random.chance(0.8) {
                    inputs.append(.touchesEnded(count: touches))
                    touches = 0
                }
                return inputs
            case ..<0.2 where pinchTouches > 0:
                // A finger lifts or lands: the centroid jumps.
                pinchTouches = pinchTouches == 2 ? 1 : 2
                centroid = InteractionScenario.point(in: container, using: &random)
                return [.pinch(.changed, scale: 1, centroid: centroid, touchCount: pinchTouches)]
            default:
                centroid = CGPoint(x: centroid.x + random.uniform(-30...30), y: centroid.y + random.uniform(-30...30))
                return [.pinch(.changed, scale: random.logUniform(0.6...1.7), centroid: centroid, touchCount: pinchTouches,
                               shown: shown)]
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
                if !pinching, !quickZooming, !dismissDragging {
                    inputs.append(.touchesEnded(count: touches))
                    touches = 0
                }
                return inputs
            }
            return [.pan(.changed, translation: CGPoint(x: random.uniform(-120...120), y: random.uniform(-120...120)),
                         velocity: CGPoint(x: random.uniform(-2000...2000), y: random.uniform(-2000...2000)))]
        }

        /// A large image: a load starts, the decode the view runs ends (with the copy planned, one
        /// of another size, or none: unreadable), a caller stops waiting, the window changes.
        mutating func largeImageStep(view: SimulatedView, using random: inout SeededGenerator) -> [ZoomInput] {
            let interaction = view.interaction
            switch random.next() % 7 {
            case 0, 1:
                loadingOriginal = OriginalImage(pixelSize: CGSize(width: random.uniform(500...12_000).rounded(),
                                                                  height: random.uniform(500...12_000).rounded()),
                                                orientation: random.pick(ImageOrientation.allCases))
                return [.loadStarted]
            case 2, 3, 4:
                guard let request = view.decodes.last else { return [] }
                let original = interaction.image.original.flatMap { random.chance(0.7) ? $0 : nil } ?? loadingOriginal
                let planned = CGFloat(request.plan(for: original).maximumPixelSize)
                let side = random.chance(0.8) ? planned : random.uniform(1...planned + 1000).rounded()
                let oriented = original.orientation.swapsWidthAndHeight
                    ? CGSize(width: original.pixelSize.height, height: original.pixelSize.width) : original.pixelSize
                let longest = max(oriented.width, oriented.height)
                let copy = ImageDescription(size: CGSize(width: max(1, (oriented.width * side / longest).rounded()),
                                                         height: max(1, (oriented.height * side / longest).rounded())),
                                            scale: 1, orientation: .up, original: original)
                return [.decodeFinished(random.chance(0.1) ? nil : copy, identity: UInt(random.next() % 1000) + 2000,
                                        generation: request.generation - (random.chance(0.1) ? 1 : 0))]
            case 5:
                return [.loadCancelled(generation: interaction.loadGeneration - (random.chance(0.2) ? 1 : 0))]
            default:
                return [.display(DisplayEnvironment(displayScale: random.pick([0, 2, 3]),
                                                    windowSize: random.chance(0.5) ? nil
                                                        : CGSize(width: random.uniform(300...1400), height: random.uniform(300...1400)),
                                                    reducesMotion: random.chance(0.2)))]
            }
        }

        /// Content: the same content resized (its identity again), another content view, a
        /// change to measure (a SwiftUI update), or a new display.
        func contentStep(view: SimulatedView, using random: inout SeededGenerator) -> [ZoomInput] {
            switch random.next() % 6 {
            case 0, 1:
                return [.image(InteractionScenario.randomContent(using: &random), identity: view.interaction.imageIdentity)]
            case 2, 3:
                return [.image(InteractionScenario.randomContent(using: &random), identity: UInt(random.next() % 1000) + 3)]
            case 4:
                return [.contentChanged]
            default:
                return [.display(DisplayEnvironment(displayScale: random.pick([0, 1, 2, 3]), reducesMotion: random.chance(0.2)))]
            }
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
                return .contentMode(random.pick(ImageContentMode.allCases))
            default:
                // Auto Layout re-applying the same frame.
                return .frame(interaction.restingFrame, container: interaction.containerBounds, fromOwnWrite: false)
            }
        }

        func command(interaction: ZoomInteraction, container: CGRect, shown: ShownGeometry,
                     using random: inout SeededGenerator) -> ZoomInput {
            let animated = random.chance(0.6)
            switch random.next() % 11 {
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
            case 7, 8: return .keyCommand(random.pick(ZoomKeyCommand.allCases), shown: shown)
            case 9:
                // VoiceOver focusing an element somewhere in the view (or outside the content).
                let bounds = interaction.viewBounds
                let rect = CGRect(x: bounds.minX + random.uniform(-20...max(1, bounds.width)),
                                  y: bounds.minY + random.uniform(-20...max(1, bounds.height)),
                                  width: random.uniform(0...120), height: random.uniform(0...60))
                let top = random.uniform(0...60)
                let safeArea = CGRect(x: container.minX, y: container.minY + top, width: container.width,
                                      height: max(0, container.height - top - random.uniform(0...40)))
                return .accessibilityFocus(viewRect: random.chance(0.15) ? nil : rect,
                                           safeArea: random.chance(0.3) ? nil : safeArea, shown: shown)
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
            switch random.next() % 10 {
            case 0: return .pinch(.ended, scale: 1, centroid: .zero, touchCount: 2)
            case 1: return .pan(random.pick([.ended, .cancelled, .failed]), translation: nil, velocity: nil)
            case 2: return .pinch(.changed, scale: random.pick(bad), centroid: CGPoint(x: 10, y: 10), touchCount: 2)
            case 3: return .pan(.changed, translation: CGPoint(x: random.pick(bad), y: 1), velocity: nil)
            case 4: return .touchesEnded(count: 3)
            case 5: return .setZoomScale(random.pick(bad), animated: true, shown: shown)
            case 6:
                var garbage = shown
                garbage.center = CGPoint(x: CGFloat.nan, y: 1)
                return random.chance(0.5) ? .touchesBegan(count: 1, shown: garbage)
                    : .keyCommand(random.pick(ZoomKeyCommand.allCases), shown: garbage)
            case 7: return .pinch(.began, scale: 1.2, centroid: nil, touchCount: 2)
            case 8: return .scroll(random.pick([.ended, .cancelled]), translation: nil, velocity: nil, location: nil,
                                   modifiers: .command)
            default:
                return .scroll(.changed, translation: CGPoint(x: 0, y: random.pick(bad)), velocity: nil,
                               location: CGPoint(x: random.pick(bad), y: 1), modifiers: random.pick([[], .command]))
            }
        }
    }
}
