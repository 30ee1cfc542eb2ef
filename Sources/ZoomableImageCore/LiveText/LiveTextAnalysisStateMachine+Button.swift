import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LiveTextAnalysisStateMachine {
    /// The Live Text button's opacity (it lives in the container, beside the image view, so
    /// nothing of the image view's reaches it by itself); `nil` when it is hidden: shown only when
    /// the analysis in place found something and the image view itself shows — not hidden, an
    /// alpha above 0.01 (below it UIKit's hit-testing ignores a view, as if hidden) — at the
    /// image view's alpha. A NaN alpha counts as 0; one above 1 as 1. `isViewHidden` and
    /// `viewAlpha` are the image view's `isHidden` and `alpha`.
    public static func buttonAlpha(analysisHasResults: Bool, isViewHidden: Bool, viewAlpha: CGFloat) -> CGFloat? {
        guard analysisHasResults, !isViewHidden, viewAlpha > 0.01 else { return nil }
        return min(viewAlpha, 1)
    }
}
