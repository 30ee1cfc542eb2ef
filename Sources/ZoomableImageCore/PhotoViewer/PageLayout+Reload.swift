import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PageLayout {
    /// Where the pager goes when its items change (the inline pager's reload): `nil` — leave the
    /// offset as it is — when a person's swipe is under way and the page shown rests at the same
    /// offset in this layout as in `old`; otherwise that page's offset, set without animation.
    ///
    /// A swipe under way is a finger dragging the pager or its deceleration. Setting the offset
    /// would stop it (`setContentOffset(_:animated: false)` is how UIKit stops a scroll) and
    /// make the page jump; when the page shown stays where it was — items appended by a "load
    /// more", changed after it — the swipe simply goes on over the new content. When the page
    /// moved (items inserted or removed before it, or any count change right to left, where
    /// the first page is on the right), the swipe would carry on over other items: the pager
    /// goes to the page at once, as it does when still.
    ///
    /// ```swift
    /// let old = PageLayout(containerSize: CGSize(width: 390, height: 844), pageCount: 5)
    /// let new = PageLayout(containerSize: CGSize(width: 390, height: 844), pageCount: 9)
    /// new.contentOffsetAfterReload(from: old, previousIndex: 4, currentIndex: 4,
    ///                              isDragging: false, isDecelerating: true)   // nil: 4 stays at 1640
    /// new.contentOffsetAfterReload(from: old, previousIndex: 4, currentIndex: 5,
    ///                              isDragging: false, isDecelerating: true)   // (2050, 0)
    /// ```
    ///
    /// - Parameters:
    ///   - old: the layout the pager had.
    ///   - previousIndex: the page shown in `old`.
    ///   - currentIndex: the page of the same item in this layout (the reload's).
    ///   - isDragging: the pager's `isDragging`.
    ///   - isDecelerating: its `isDecelerating`.
    public func contentOffsetAfterReload(from old: PageLayout, previousIndex: Int, currentIndex: Int,
                                         isDragging: Bool, isDecelerating: Bool) -> CGPoint? {
        let target = contentOffset(forIndex: currentIndex)
        let swipes = isDragging || isDecelerating
        let pageStays = pageStride > 0 && pageStride == old.pageStride && pageCount > 0
            && old.contentOffset(forIndex: previousIndex) == target
        return swipes && pageStays ? nil : target
    }
}
