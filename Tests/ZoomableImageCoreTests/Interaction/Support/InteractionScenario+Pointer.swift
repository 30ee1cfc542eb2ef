import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

extension InteractionScenario.Driver {
    /// A trackpad's two-finger scroll or a mouse wheel: no touches; began, changes (the pointer
    /// wandering now and then, the modifiers sometimes let go mid-scroll), and an end, cancel or
    /// fail with or without a fling.
    mutating func scrollStep(container: CGRect, shown: ShownGeometry, using random: inout SeededGenerator) -> [ZoomInput] {
        guard scrolling else {
            scrolling = true
            pointer = InteractionScenario.point(in: container, using: &random)
            modifiers = random.pick([[], [], .command, [.command, .shift], .alternate])
            return [.scroll(.began, translation: .zero, velocity: .zero, location: pointer, modifiers: modifiers, shown: shown)]
        }
        guard random.chance(0.8) else {
            scrolling = false
            let velocity = random.chance(0.3) ? .zero
                : CGPoint(x: random.uniform(-3000...3000), y: random.uniform(-3000...3000))
            let phase: RecognizerPhase = random.pick([.ended, .ended, .ended, .cancelled, .failed])
            return [.scroll(phase, translation: .zero, velocity: velocity, location: pointer, modifiers: modifiers, shown: shown)]
        }
        if random.chance(0.15) {
            pointer = CGPoint(x: pointer.x + random.uniform(-40...40), y: pointer.y + random.uniform(-40...40))
        }
        if random.chance(0.05) { modifiers = [] }
        let translation = CGPoint(x: random.uniform(-60...60), y: random.uniform(-120...120))
        return [.scroll(.changed, translation: translation,
                        velocity: CGPoint(x: random.uniform(-2000...2000), y: random.uniform(-2000...2000)),
                        location: pointer, modifiers: modifiers, shown: shown)]
    }

    /// Key commands switched on or off, or another zoom modifier for scrolls.
    func pointerSetting(using random: inout SeededGenerator) -> ZoomInput {
        random.chance(0.5) ? .keyCommandsEnabled(random.chance(0.7))
            : .scrollZoomModifiers(random.pick([.command, .alternate, [], [.command, .shift]]))
    }
}
