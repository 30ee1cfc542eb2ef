import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Which scrolls zoom, and by how much: 2^(dy / 100 pt), so equal scrolls give equal ratios.
@Suite struct ScrollZoomTests {
    /// 100 pt doubles, 200 pt quadruples, −100 pt halves, 50 pt is √2; the horizontal part never
    /// counts.
    @Test(arguments: [
        (CGPoint(x: 0, y: 100), 2),
        (CGPoint(x: 0, y: 200), 4),
        (CGPoint(x: 0, y: -100), 0.5),
        (CGPoint(x: 0, y: 50), 1.4142135623730951),
        (CGPoint(x: 0, y: 0), 1),
        (CGPoint(x: 300, y: 0), 1),
        (CGPoint(x: -40, y: 100), 2),
    ] as [(CGPoint, CGFloat)])
    func theFactorIsTwoToTheScrollOverAHundredPoints(translation: CGPoint, expected: CGFloat) {
        #expect(isClose(ScrollZoom().factor(forScroll: translation), expected))
    }

    /// However the scroll is cut into events, and wherever the zoom is, the same distance gives
    /// the same ratio: the factors of the parts multiply to the factor of the whole, and a
    /// scroll back undoes a scroll forth.
    @Test(arguments: [[30, 70], [10, 10, 10, 70], [-25, 125], [12.5, 12.5, 12.5, 12.5, 50]] as [[CGFloat]])
    func equalScrollsGiveEqualRatios(parts: [CGFloat]) {
        let zoom = ScrollZoom()
        let product = parts.reduce(CGFloat(1)) { $0 * zoom.factor(forScroll: CGPoint(x: 0, y: $1)) }
        #expect(isClose(product, 2))
        let back = parts.reduce(product) { $0 * zoom.factor(forScroll: CGPoint(x: 0, y: -$1)) }
        #expect(isClose(back, 1))
    }

    /// A translation that is not a number, or so large that 2^(dy/100) overflows to ∞ or
    /// underflows to 0, zooms nothing.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e6, -1e6])
    func aFactorThatIsNotAFinitePositiveNumberIsOne(dy: CGFloat) {
        #expect(ScrollZoom().factor(forScroll: CGPoint(x: 0, y: dy)) == 1)
        #expect(ScrollZoom().factor(forScroll: CGPoint(x: dy, y: 10)) == CGFloat(Foundation.pow(2, 0.1)))
    }

    /// ⌘ by default: ⌘ with anything else zooms, anything without ⌘ pans; Caps Lock and the
    /// numeric pad never matter; no zoom modifiers at all: every scroll zooms.
    static let modifierTable: [(KeyModifierFlags, KeyModifierFlags, Bool)] = [
        (.command, [], false),
        (.command, .command, true),
        (.command, [.command, .shift], true),
        (.command, [.command, .alphaShift], true),
        (.command, .shift, false),
        (.command, [.alternate, .control], false),
        (.alternate, .alternate, true),
        (.alternate, .command, false),
        ([.command, .alternate], .command, false),
        ([.command, .alternate], [.command, .alternate], true),
        ([], [], true),
        ([], .shift, true),
        ([.alphaShift, .numericPad], [], true),
    ]

    @Test(arguments: modifierTable)
    func theZoomModifiersMustAllBeHeld(modifiers: KeyModifierFlags, held: KeyModifierFlags, zooms: Bool) {
        #expect(ScrollZoom(modifiers: modifiers).zooms(with: held) == zooms)
    }

    /// The bits are `UIKeyModifierFlags`' (UIKit's UICommand.h): Caps Lock 1 << 16 … numeric pad
    /// 1 << 21, so the view passes `modifierFlags.rawValue` as it is.
    @Test func theModifierBitsAreUIKits() {
        #expect(KeyModifierFlags.alphaShift.rawValue == 65_536)
        #expect(KeyModifierFlags.shift.rawValue == 131_072)
        #expect(KeyModifierFlags.control.rawValue == 262_144)
        #expect(KeyModifierFlags.alternate.rawValue == 524_288)
        #expect(KeyModifierFlags.command.rawValue == 1_048_576)
        #expect(KeyModifierFlags.numericPad.rawValue == 2_097_152)
        #expect(ScrollZoom().modifiers == .command)
    }
}
