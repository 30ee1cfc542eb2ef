import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Every combination, worked by hand from the rules: a drag needs the setting and a still pager;
/// escape always closes a modal viewer and closes an inline one only with a dismiss action.
@Suite struct BrowserDismissalTests {
    @Test(arguments: [
        (BrowserDismissal.Presentation.modal, true, true, true, true),
        (.modal, true, false, false, true),
        (.modal, false, true, false, true),
        (.modal, false, false, false, true),
        (.inline, true, true, true, true),
        (.inline, true, false, false, true),
        (.inline, false, true, false, false),
        (.inline, false, false, false, false),
    ])
    func aDragNeedsAStillPagerAndAnInlineEscapeNeedsADismissAction(
        presentation: BrowserDismissal.Presentation, isDragEnabled: Bool, isPagerStill: Bool,
        allowsDrag: Bool, escapeDismisses: Bool
    ) {
        let dismissal = BrowserDismissal(presentation: presentation, isDragEnabled: isDragEnabled,
                                         isPagerStill: isPagerStill)
        #expect(dismissal.allowsDrag == allowsDrag)
        #expect(dismissal.escapeDismisses == escapeDismisses)
    }
}
