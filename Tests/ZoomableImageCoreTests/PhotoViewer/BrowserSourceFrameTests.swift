import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A SwiftUI thumbnail's frame carried from SwiftUI's `.global` space into its window, through
/// the browser modifier's own frame measured in both. Expectations worked by hand.
@Suite struct BrowserSourceFrameTests {
    /// An iPhone's window (390 × 844 pt) and an iPad's (820 × 1180 pt).
    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let pad = CGRect(x: 0, y: 0, width: 820, height: 1180)

    /// A hosting view filling the window from its origin: `.global` is the window's space, and
    /// the frame comes over unchanged.
    @Test func aFullScreenHostKeepsTheFrame() {
        let anchor = CGRect(x: 0, y: 47, width: 390, height: 763)
        let thumbnail = CGRect(x: 131, y: 200, width: 128, height: 96)
        #expect(BrowserSourceFrame.inWindow(thumbnail, anchorGlobal: anchor, anchorInWindow: anchor,
                                            windowBounds: Self.phone) == thumbnail)
    }

    /// A form sheet on an iPad (820 × 1180 pt window): the sheet's hosting view sits at
    /// (130, 160), and the grid (the modifier's content) at (0, 50) inside it. A cell at
    /// (20, 90, 100 × 80) in the sheet's space is at (150, 250) in the window.
    @Test func aSheetsOffsetIsAdded() {
        let frame = BrowserSourceFrame.inWindow(CGRect(x: 20, y: 90, width: 100, height: 80),
                                                anchorGlobal: CGRect(x: 0, y: 50, width: 560, height: 570),
                                                anchorInWindow: CGRect(x: 130, y: 210, width: 560, height: 570),
                                                windowBounds: Self.pad)
        #expect(frame == CGRect(x: 150, y: 250, width: 100, height: 80))
    }

    /// A presentation that shrinks the modifier's view to 90 % × 80 % in the window: the cell's
    /// distance from the anchor and its size shrink alike. Anchor (10, 20, 200 × 400) in `.global`,
    /// (5, 30, 180 × 320) in the window; cell (60, 120, 40 × 50) → x 5 + 50 · 0.9 = 50,
    /// y 30 + 100 · 0.8 = 110, 36 × 40.
    @Test func aShrunkAnchorScalesEachAxis() {
        let frame = BrowserSourceFrame.inWindow(CGRect(x: 60, y: 120, width: 40, height: 50),
                                                anchorGlobal: CGRect(x: 10, y: 20, width: 200, height: 400),
                                                anchorInWindow: CGRect(x: 5, y: 30, width: 180, height: 320),
                                                windowBounds: Self.phone)
        let expected = CGRect(x: 50, y: 110, width: 36, height: 40)
        #expect(frame.map { abs($0.minX - expected.minX) + abs($0.minY - expected.minY) } ?? 1 < 1e-9)
        #expect(frame.map { abs($0.width - expected.width) + abs($0.height - expected.height) } ?? 1 < 1e-9)
    }

    /// A modifier laid out at zero size: no scale to learn, the translation alone.
    @Test func aZeroSizedAnchorTranslatesOnly() {
        let frame = BrowserSourceFrame.inWindow(CGRect(x: 10, y: 10, width: 30, height: 40),
                                                anchorGlobal: CGRect(x: 5, y: 5, width: 0, height: 0),
                                                anchorInWindow: CGRect(x: 7, y: 2, width: 0, height: 0),
                                                windowBounds: Self.phone)
        #expect(frame == CGRect(x: 12, y: 7, width: 30, height: 40))
    }

    /// A lazy grid in a scroll view (the modifier's frame: y 100 … 744 in a 390 × 844 window)
    /// keeps reporting cells scrolled out of view. A cell wholly above the grid's top, under the
    /// navigation bar (y 20 … 100), is not on screen, nor is one past the window's bottom, nor
    /// one only touching the grid's edge; a cell half scrolled in is kept.
    @Test func onlyAThumbnailOnScreenIsClosedInto() {
        let grid = CGRect(x: 0, y: 100, width: 390, height: 644)
        func place(_ cell: CGRect) -> CGRect? {
            BrowserSourceFrame.inWindow(cell, anchorGlobal: grid, anchorInWindow: grid, windowBounds: Self.phone)
        }
        #expect(place(CGRect(x: 0, y: 20, width: 128, height: 80)) == nil)       // under the bar
        #expect(place(CGRect(x: 0, y: 20, width: 128, height: 81)) != nil)       // 1 pt into the grid
        #expect(place(CGRect(x: 131, y: 900, width: 128, height: 80)) == nil)    // below the window
        #expect(place(CGRect(x: 131, y: 744, width: 128, height: 80)) == nil)    // touching the grid's bottom
        #expect(place(CGRect(x: 131, y: 700, width: 128, height: 80)) == CGRect(x: 131, y: 700, width: 128, height: 80))
        // A modifier laid out at zero size bounds nothing; the window still does.
        let point = CGRect(x: 0, y: 0, width: 0, height: 0)
        #expect(BrowserSourceFrame.inWindow(CGRect(x: 10, y: 10, width: 5, height: 5), anchorGlobal: point,
                                            anchorInWindow: point, windowBounds: Self.phone) != nil)
        #expect(BrowserSourceFrame.inWindow(CGRect(x: 400, y: 10, width: 5, height: 5), anchorGlobal: point,
                                            anchorInWindow: point, windowBounds: Self.phone) == nil)
    }

    /// The modifier on the grid inside a scroll view: its frame is the whole content (here 2000
    /// pt tall, scrolled 500 pt: from y −500), so the scroll view's visible part bounds instead — 390 × 844 less a
    /// 103 pt navigation bar and a 34 pt home indicator: y 103 … 810. A cell at y 20 … 100 is
    /// inside the content and the window but under the bar; one at y 700 … 780 is seen.
    @Test func theScrollViewsVisiblePartBoundsAModifierOnItsContent() {
        let content = CGRect(x: 0, y: -500, width: 390, height: 2000)
        let viewport = CGRect(x: 0, y: 103, width: 390, height: 707)
        func place(_ cell: CGRect, _ viewport: CGRect?) -> CGRect? {
            BrowserSourceFrame.inWindow(cell, anchorGlobal: content, anchorInWindow: content, windowBounds: Self.phone,
                                        viewport: viewport)
        }
        let underTheBar = CGRect(x: 0, y: 20, width: 128, height: 80)
        #expect(place(underTheBar, viewport) == nil)
        #expect(place(CGRect(x: 131, y: 700, width: 128, height: 80), viewport) != nil)
        // Without a scroll view, or with one not laid out, only the window and the content bound.
        #expect(place(underTheBar, nil) == underTheBar)
        #expect(place(underTheBar, .zero) == underTheBar)
        #expect(place(underTheBar, CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)) == underTheBar)
    }

    /// An anchor with no size on one side only — in either space — teaches no scale on that side
    /// and bounds nothing: the thumbnail is moved by the translation alone and kept. Anchor
    /// (5, 5) in `.global`, (7, 2) in the window: the cell (10, 10, 30 × 40) lands at (12, 7).
    @Test(arguments: [
        (CGSize(width: 0, height: 100), CGSize(width: 0, height: 100)),     // no width in either space
        (CGSize(width: 100, height: 0), CGSize(width: 100, height: 0)),     // no height in either
        (CGSize(width: 100, height: 100), CGSize(width: 0, height: 100)),   // no width in the window
        (CGSize(width: 0, height: 100), CGSize(width: 100, height: 100)),   // no width in SwiftUI
        (CGSize(width: 100, height: 100), CGSize(width: 100, height: 0)),   // no height in the window
    ])
    func anAnchorFlatOnOneSideMovesAndBoundsNothingThere(_ global: CGSize, _ inWindow: CGSize) {
        let frame = BrowserSourceFrame.inWindow(CGRect(x: 10, y: 10, width: 30, height: 40),
                                                anchorGlobal: CGRect(origin: CGPoint(x: 5, y: 5), size: global),
                                                anchorInWindow: CGRect(origin: CGPoint(x: 7, y: 2), size: inWindow),
                                                windowBounds: Self.phone)
        // Every row's other side is 100 in both spaces: a scale of 1 there too.
        #expect(frame == CGRect(x: 12, y: 7, width: 30, height: 40))
    }

    /// Rectangles that only touch share no area, on either axis: a cell just past the window's
    /// right edge (x 390) or bottom edge (y 844) is off screen.
    @Test func aThumbnailOnlyTouchingTheWindowIsOffScreen() {
        func place(_ cell: CGRect) -> CGRect? {
            BrowserSourceFrame.inWindow(cell, anchorGlobal: Self.phone, anchorInWindow: Self.phone, windowBounds: Self.phone)
        }
        #expect(place(CGRect(x: 390, y: 200, width: 50, height: 50)) == nil)
        #expect(place(CGRect(x: 200, y: 844, width: 50, height: 50)) == nil)
        #expect(place(CGRect(x: 389, y: 200, width: 50, height: 50)) != nil)
    }

    /// Whatever cannot be placed fades instead of zooming from a wrong place.
    @Test(arguments: [
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect.zero, nil),                       // no window
        (CGRect.null, CGRect.zero, CGRect.zero),                                             // null thumbnail
        (CGRect(x: 3, y: 4, width: 0, height: 10), CGRect.zero, CGRect.zero),                // empty
        (CGRect(x: CGFloat.nan, y: 4, width: 5, height: 10), CGRect.zero, CGRect.zero),      // NaN
        (CGRect(x: 3, y: 4, width: CGFloat.infinity, height: 10), CGRect.zero, CGRect.zero), // ∞
        (CGRect(x: 3, y: 4, width: 5, height: 10), CGRect.null, CGRect.zero),                // null anchor
        (CGRect(x: 3, y: 4, width: 5, height: 10), CGRect.zero, CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)),
        // Finite inputs whose product overflows: 1e300 · (1e300 / 1e-10).
        (CGRect(x: 1e300, y: 4, width: 5, height: 10), CGRect(x: 0, y: 0, width: 1e-10, height: 1),
         CGRect(x: 0, y: 0, width: 1e300, height: 1)),
    ] as [(CGRect, CGRect, CGRect?)])
    func whatCannotBePlacedIsNil(_ thumbnail: CGRect, _ anchorGlobal: CGRect, _ anchorInWindow: CGRect?) {
        #expect(BrowserSourceFrame.inWindow(thumbnail, anchorGlobal: anchorGlobal, anchorInWindow: anchorInWindow,
                                            windowBounds: Self.phone) == nil)
        // A window whose bounds are not finite places nothing either.
        #expect(BrowserSourceFrame.inWindow(CGRect(x: 3, y: 4, width: 5, height: 10), anchorGlobal: .zero,
                                            anchorInWindow: .zero, windowBounds: .null) == nil)
        #expect(BrowserSourceFrame.inWindow(CGRect(x: 3, y: 4, width: 5, height: 10), anchorGlobal: .zero,
                                            anchorInWindow: .zero, windowBounds: nil) == nil)
    }
}
