import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random paging sessions: 0 to 7 pages (or 10 000), either layout direction, swipes to any
/// offset (past the ends, NaN), jumps to any index (out of range too), rotations and
/// `reloadData()` with new counts. The browser loads and releases exactly what the window's
/// changes say. After every step:
///
/// - the pages holding images are exactly the window's: the current one and its neighbours that
///   exist, at most three, never one loaded twice or released without being held;
/// - the current page is the one the offset shows most of (restated: within half a stride of
///   it, or the end page past an end);
/// - the current page's offset shows it again, and a rotation keeps it;
/// - left to right and right to left mirror each other: slot + mirrored slot = count − 1.
@Suite struct PagingPropertyTests {
    static let sessionCount: UInt64 = 10_000

    @Test func everyRandomPagingSessionKeepsTheInvariants() {
        recordViolations(ofSeeds: Self.sessionCount) { Self.firstViolation(seed: $0) }
    }

    static func firstViolation(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        let direction = random.pick(PageLayoutDirection.allCases)
        var count = random.chance(0.1) ? 10_000 : Int(random.next() % 8)
        var size = random.pick([CGSize(width: 390, height: 844), CGSize(width: 844, height: 390)])
        var layout = PageLayout(containerSize: size, pageCount: count, direction: direction)
        var window = PageWindow(currentIndex: Int(random.next() % 10), pageCount: count)
        var held = Set(window.indices)
        for step in 0..<(5 + Int(random.next() % 30)) {
            let previous = window
            switch random.next() % 4 {
            case 0:
                // A swipe that stops anywhere (the pager's offset while or after scrolling).
                let offset = random.chance(0.05) ? CGFloat.nan
                    : random.uniform(-500...(CGFloat(count) * layout.pageStride + 500))
                let index = layout.index(forContentOffset: CGPoint(x: offset, y: 0), current: window.currentIndex)
                if let problem = nearest(index, offset: offset, layout: layout, current: previous.currentIndex) {
                    return "step \(step): \(problem)"
                }
                window = PageWindow(currentIndex: index ?? 0, pageCount: count)
            case 1:
                window = PageWindow(currentIndex: Int(random.next() % 14) - 2, pageCount: count)
            case 2:
                let turned = CGSize(width: size.height, height: size.width)
                let newLayout = PageLayout(containerSize: turned, pageCount: count, direction: direction)
                if let current = window.currentIndex {
                    let kept = newLayout.contentOffset(keepingPageOf: layout, at: layout.contentOffset(forIndex: current),
                                                       current: current)
                    if newLayout.index(forContentOffset: kept, current: nil) != current {
                        return "step \(step): a rotation lost page \(current)"
                    }
                }
                size = turned
                layout = newLayout
            default:
                // reloadData(): everything released, the new window loaded.
                count = Int(random.next() % 8)
                layout = PageLayout(containerSize: size, pageCount: count, direction: direction)
                window = window.reloaded(pageCount: count)
                held = Set(window.indices)
                if let current = window.currentIndex, let before = previous.currentIndex, current != min(before, count - 1) {
                    return "step \(step): a reload moved page \(before) to \(current) with \(count) pages"
                }
            }
            if window.pageCount == previous.pageCount {
                let changes = window.changes(from: previous)
                for index in changes.release {
                    guard held.remove(index) != nil else { return "step \(step): released \(index), not held" }
                }
                for index in changes.load {
                    guard held.insert(index).inserted else { return "step \(step): loaded \(index) twice" }
                }
            }
            if let problem = check(window, held: held, layout: layout) { return "step \(step): \(problem)" }
        }
        return nil
    }

    /// The index a swipe settled on, against the rule restated: the slot nearest the offset
    /// (within half a stride), the end page past an end, the current page for no number.
    static func nearest(_ index: Int?, offset: CGFloat, layout: PageLayout, current: Int?) -> String? {
        guard layout.pageCount > 0 else { return index == nil ? nil : "a page without pages" }
        guard let index, let slot = layout.slot(forIndex: index) else { return "no page for \(offset)" }
        guard offset.isFinite else { return index == current ? nil : "NaN moved the page to \(index)" }
        let position = offset / layout.pageStride
        let clamped = min(max(position, 0), CGFloat(layout.pageCount - 1))
        return abs(clamped - CGFloat(slot)) <= 0.5 ? nil : "offset \(offset) (\(position) pages) shows page \(index)"
    }

    static func check(_ window: PageWindow, held: Set<Int>, layout: PageLayout) -> String? {
        let expected = Set(window.indices)
        if held != expected { return "holding \(held.sorted()), the window is \(expected.sorted())" }
        if held.count > 3 { return "\(held.count) pages hold images" }
        guard let current = window.currentIndex else { return held.isEmpty ? nil : "pages held without pages" }
        if !held.contains(current) || held.contains(where: { $0 < 0 || $0 >= window.pageCount }) {
            return "held \(held.sorted()) around \(current) of \(window.pageCount)"
        }
        if layout.index(forContentOffset: layout.contentOffset(forIndex: current), current: nil) != current {
            return "page \(current)'s offset shows another page"
        }
        let other = PageLayout(containerSize: layout.pageSize, pageCount: layout.pageCount,
                               direction: layout.direction == .leftToRight ? .rightToLeft : .leftToRight)
        if let slot = layout.slot(forIndex: current), let mirrored = other.slot(forIndex: current),
           slot + mirrored != layout.pageCount - 1 {
            return "slots \(slot) and \(mirrored) of \(layout.pageCount) do not mirror"
        }
        return nil
    }
}
