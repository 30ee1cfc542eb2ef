import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The focused element's screen frame mapped into a content surface's own space, and whether it
/// is part of the content.
@Suite struct AccessibilityFocusTests {
    struct Mapping: CustomTestStringConvertible, Sendable {
        let name: String
        let frameOnScreen: CGRect
        let viewBounds: CGRect
        let viewOnScreen: CGRect
        let viewRect: CGRect
        var testDescription: String { name }
    }

    static let mappings: [Mapping] = [
        // A 300 × 500 surface zoomed ×2, its bounds on screen at (−90, 40, 600 × 1000): the frame
        // (210, 140, 60 × 20) is (210 + 90) / 2 = 150 across, (140 − 40) / 2 = 50 down, 30 × 10.
        Mapping(name: "zoomed ×2", frameOnScreen: CGRect(x: 210, y: 140, width: 60, height: 20),
                viewBounds: CGRect(x: 0, y: 0, width: 300, height: 500),
                viewOnScreen: CGRect(x: -90, y: 40, width: 600, height: 1000),
                viewRect: CGRect(x: 150, y: 50, width: 30, height: 10)),
        // Bounds with an origin (10, −20), shown ×1.5 at (5, 100): 10 + 45 / 1.5 = 40 across,
        // −20 + 150 / 1.5 = 80 down, 15 × 30 → 10 × 20.
        Mapping(name: "a bounds origin", frameOnScreen: CGRect(x: 50, y: 250, width: 15, height: 30),
                viewBounds: CGRect(x: 10, y: -20, width: 300, height: 500),
                viewOnScreen: CGRect(x: 5, y: 100, width: 450, height: 750),
                viewRect: CGRect(x: 40, y: 80, width: 10, height: 20)),
        // Far off screen to the left (out of sight): the same map, a negative position.
        Mapping(name: "off screen", frameOnScreen: CGRect(x: -700, y: 90, width: 40, height: 40),
                viewBounds: CGRect(x: 0, y: 0, width: 300, height: 500),
                viewOnScreen: CGRect(x: -900, y: -10, width: 1200, height: 2000),
                viewRect: CGRect(x: 50, y: 25, width: 10, height: 10)),
    ]

    @Test(arguments: mappings)
    func aFrameOnScreenIsMappedIntoTheSurface(_ mapping: Mapping) {
        let focus = AccessibilityFocus(isVoiceOver: true, isInContent: true, elementFrameOnScreen: { mapping.frameOnScreen },
                                       viewBounds: mapping.viewBounds, viewOnScreen: mapping.viewOnScreen)
        #expect(focus.viewRect == mapping.viewRect)
    }

    static let bounds = CGRect(x: 0, y: 0, width: 300, height: 500)
    static let onScreen = CGRect(x: -90, y: 40, width: 600, height: 1000)
    static let frame = CGRect(x: 210, y: 140, width: 60, height: 20)

    /// Nothing to bring into view: not the content's, no frame, or nothing to map with.
    @Test(arguments: [
        (frame: frame, isInContent: false, bounds: bounds, onScreen: onScreen),
        (frame: nil, isInContent: true, bounds: bounds, onScreen: onScreen),
        (frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), isInContent: true, bounds: bounds, onScreen: onScreen),
        (frame: CGRect.null, isInContent: true, bounds: bounds, onScreen: onScreen),
        // UIKit's default frame for an element never given one: no frame, not a point.
        (frame: CGRect.zero, isInContent: true, bounds: bounds, onScreen: onScreen),
        (frame: frame, isInContent: true, bounds: CGRect(x: 0, y: 0, width: 0, height: 500), onScreen: onScreen),
        (frame: frame, isInContent: true, bounds: CGRect(x: 0, y: 0, width: 300, height: 0), onScreen: onScreen),
        (frame: frame, isInContent: true, bounds: bounds, onScreen: CGRect(x: -90, y: 40, width: 0, height: 1000)),
        (frame: frame, isInContent: true, bounds: bounds, onScreen: CGRect(x: -90, y: 40, width: 600, height: 0)),
        (frame: frame, isInContent: true, bounds: bounds, onScreen: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 9)),
    ] as [(frame: CGRect?, isInContent: Bool, bounds: CGRect, onScreen: CGRect)])
    func nothingToRevealHasNoRect(frame: CGRect?, isInContent: Bool, bounds: CGRect, onScreen: CGRect) {
        let focus = AccessibilityFocus(isVoiceOver: true, isInContent: isInContent, elementFrameOnScreen: { frame },
                                       viewBounds: bounds, viewOnScreen: onScreen)
        #expect(focus.viewRect == nil)
    }

    /// A zero-size frame elsewhere is a point: (210, 140) maps to (150, 50).
    @Test func aZeroSizeFrameAwayFromTheOriginIsAPoint() {
        let focus = AccessibilityFocus(isVoiceOver: true, isInContent: true, elementFrameOnScreen: { CGRect(x: 210, y: 140, width: 0, height: 0) },
                                       viewBounds: Self.bounds, viewOnScreen: Self.onScreen)
        #expect(focus.viewRect == CGRect(x: 150, y: 50, width: 0, height: 0))
    }

    /// Every surface hears of every focus in the app: the frame is read only for the content's.
    @Test(arguments: [true, false])
    func theFrameIsReadOnlyForTheContentsElements(isInContent: Bool) {
        var reads = 0
        _ = AccessibilityFocus(isVoiceOver: true, isInContent: isInContent, elementFrameOnScreen: { reads += 1; return Self.frame },
                               viewBounds: Self.bounds, viewOnScreen: Self.onScreen)
        #expect(reads == (isInContent ? 1 : 0))
    }

    /// Switch Control's focus (its scanning passes over elements by itself) moves nothing, and
    /// its element's frame is not read.
    @Test func anotherTechnologysFocusIsIgnored() {
        var reads = 0
        let focus = AccessibilityFocus(isVoiceOver: false, isInContent: true,
                                       elementFrameOnScreen: { reads += 1; return Self.frame },
                                       viewBounds: Self.bounds, viewOnScreen: Self.onScreen)
        #expect(focus.viewRect == nil)
        #expect(reads == 0)
    }

    /// A view or element of a tree: a superview (views) or an accessibility container (elements
    /// that are not views), as UIKit's objects have.
    final class Node {
        let name: String
        var superview: Node?
        weak var container: Node?
        init(_ name: String, superview: Node? = nil, container: Node? = nil) {
            self.name = name
            self.superview = superview
            self.container = container
        }
    }

    static func isInContent(_ node: Node?, _ content: Node) -> Bool {
        AccessibilityFocus.isElement(node, inside: content, superview: { $0.superview }, accessibilityContainer: { $0.container })
    }

    @Test func elementsInsideTheContentAreFoundThroughViewsAndContainers() {
        let window = Node("window")
        let surface = Node("surface", superview: window)
        let content = Node("content", superview: surface)
        let hosting = Node("hosting view", superview: content)
        let label = Node("label", superview: hosting)
        // A SwiftUI element: no view, its container the hosting view, then a nested one.
        let group = Node("group", container: hosting)
        let text = Node("text", container: group)
        #expect(Self.isInContent(content, content))
        #expect(Self.isInContent(label, content))
        #expect(Self.isInContent(text, content))
        // Outside: the surface itself, a sibling, the zoom element (its container the surface).
        let toolbar = Node("toolbar", superview: window)
        let zoomElement = Node("zoom", container: surface)
        #expect(!Self.isInContent(surface, content))
        #expect(!Self.isInContent(toolbar, content))
        #expect(!Self.isInContent(zoomElement, content))
        #expect(!Self.isInContent(nil, content))
    }

    /// A view's superview decides, not its container: a view in the window whose accessibility
    /// container claims the content is still outside.
    @Test func aViewsSuperviewComesBeforeItsContainer() {
        let window = Node("window")
        let content = Node("content", superview: window)
        let badge = Node("badge", superview: window, container: content)
        #expect(!Self.isInContent(badge, content))
    }

    /// The walk follows up to ``AccessibilityFocus/maximumDepth`` parents: content that many
    /// levels up is found, one more level is too deep.
    @Test func theWalkGoesUpToTheMaximumDepth() {
        let content = Node("content")
        var deepest = content
        var chain = [content]
        for level in 1...AccessibilityFocus.maximumDepth + 1 {
            deepest = Node("level \(level)", superview: deepest)
            chain.append(deepest)
        }
        #expect(Self.isInContent(chain[AccessibilityFocus.maximumDepth], content))
        #expect(!Self.isInContent(chain[AccessibilityFocus.maximumDepth + 1], content))
    }

    /// Two elements each the other's container: the walk gives up.
    @Test func aCycleOfContainersEnds() {
        let content = Node("content")
        let first = Node("first")
        let second = Node("second", container: first)
        first.container = second
        #expect(!Self.isInContent(first, content))
    }
}
