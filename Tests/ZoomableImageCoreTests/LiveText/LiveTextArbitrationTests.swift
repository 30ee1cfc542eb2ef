import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Who gets a touch between VisionKit's Live Text gestures and the view's recognizers. Each row
/// names the rule (1–7 in ``LiveTextArbitration``'s documentation) its answer comes from.
@Suite struct LiveTextArbitrationTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var why: String
        var recognizer: RecognizerRole
        var touches = 1
        var active = true
        var button = false
        var item = false
        var selection = false
        var atRest = true
        var winner: LiveTextArbitration.Winner
        var resets = false

        var testDescription: String { why }

        var arbitration: LiveTextArbitration {
            LiveTextArbitration(recognizer: recognizer, touchCount: touches, isLiveTextActive: active,
                                isOnLiveTextButton: button, hasInteractiveItem: item, hasActiveTextSelection: selection,
                                isZoomAtRest: atRest)
        }
    }

    static let rows: [Row] = [
        Row(why: "6: a tap on a data detector is Live Text's, no pixel", recognizer: .singleTap, item: true,
            winner: .liveText),
        Row(why: "6: a tap away from text with a selection dismisses it, no pixel", recognizer: .singleTap,
            selection: true, winner: .liveText, resets: true),
        Row(why: "6: a tap on a selected word keeps the selection (VisionKit's)", recognizer: .singleTap, item: true,
            selection: true, winner: .liveText),
        Row(why: "6: a tap on plain image reports its pixel; VisionKit may see it too", recognizer: .singleTap,
            winner: .both),
        Row(why: "1: Live Text off: the tap is the view's even on text", recognizer: .singleTap, active: false,
            item: true, selection: true, winner: .view),
        Row(why: "3: a tap on the Live Text button is VisionKit's", recognizer: .singleTap, button: true, item: true,
            winner: .liveText),
        Row(why: "4: a tap on a moving image catches it, even on text", recognizer: .singleTap, item: true,
            atRest: false, winner: .view),
        Row(why: "3 before 4: the button does not move with the image", recognizer: .singleTap, button: true,
            atRest: false, winner: .liveText),
        Row(why: "5: a double tap zooms, on text over a selection too (Photos)", recognizer: .doubleTap, item: true,
            selection: true, winner: .view),
        Row(why: "3: a double tap on the button does not zoom", recognizer: .doubleTap, button: true, item: true,
            winner: .liveText),
        Row(why: "7: a pan from a selection handle drags it", recognizer: .pan, item: true, selection: true,
            winner: .liveText),
        Row(why: "7: a pan over text without a selection pans the image", recognizer: .pan, item: true,
            winner: .view),
        Row(why: "7: a pan away from text with a selection pans; the selection follows", recognizer: .pan,
            selection: true, winner: .view),
        Row(why: "4: a pan on a moving image is the view's even from a handle", recognizer: .pan, item: true,
            selection: true, atRest: false, winner: .view),
        Row(why: "3: a pan from the button is VisionKit's", recognizer: .pan, button: true, winner: .liveText),
        Row(why: "2: two fingers are never Live Text's, over a handle either", recognizer: .pan, touches: 2,
            item: true, selection: true, winner: .view),
        Row(why: "2: a pinch zooms, even starting on the button", recognizer: .pinch, touches: 2, button: true,
            item: true, selection: true, winner: .view),
        Row(why: "2: a trackpad pinch (no touches) zooms", recognizer: .pinch, touches: 0, item: true,
            selection: true, winner: .view),
        Row(why: "1: a trackpad or mouse scroll has no finger on the image", recognizer: .scroll, touches: 0,
            button: true, item: true, selection: true, winner: .view),
        Row(why: "2: a two-finger tap on text is the view's", recognizer: .singleTap, touches: 3, item: true,
            winner: .view),
        Row(why: "a negative touch count is one finger's: a tap on a data detector", recognizer: .singleTap,
            touches: -1, item: true, winner: .liveText),
        Row(why: "a touch count of 0 is one finger's: a tap away from a selection dismisses it",
            recognizer: .singleTap, touches: 0, selection: true, winner: .liveText, resets: true),
    ]

    @Test(arguments: rows)
    func eachTouchGoesWhereTheRulesSay(row: Row) {
        #expect(row.arbitration.winner == row.winner)
        #expect(row.arbitration.resetsTextSelection == row.resets)
    }

    /// Every combination (7 recognizers × touch counts −1…3 × 2⁵ flags = 1 120) against the
    /// documented guarantees, each stated on its own.
    @Test func everyCombinationKeepsTheDocumentedGuarantees() {
        let flags = [false, true]
        var checked = 0
        for recognizer in RecognizerRole.allCases {
            for touches in -1...3 {
                for active in flags { for button in flags { for item in flags { for selection in flags { for atRest in flags {
                    let arbitration = LiveTextArbitration(
                        recognizer: recognizer, touchCount: touches, isLiveTextActive: active, isOnLiveTextButton: button,
                        hasInteractiveItem: item, hasActiveTextSelection: selection, isZoomAtRest: atRest)
                    let winner = arbitration.winner
                    checked += 1
                    // Without Live Text, with two fingers, a pinch or a scroll: always the view's.
                    if !active || touches >= 2 || recognizer == .pinch || recognizer == .scroll {
                        #expect(winner == .view)
                    }
                    // VisionKit never takes a touch on a moving image or a double tap, but on its button.
                    if !button, !atRest || recognizer == .doubleTap { #expect(winner != .liveText) }
                    // Only a single tap is shared.
                    if winner == .both { #expect(recognizer == .singleTap && !item && !selection) }
                    // Only a tap that VisionKit took, away from its items, dismisses a selection.
                    #expect(arbitration.resetsTextSelection
                        == (winner == .liveText && recognizer == .singleTap && selection && !item && !button))
                } } } } }
            }
        }
        #expect(checked == 1_120)
    }

    @Test(arguments: [
        // (active, at rest, a view gesture under way, VisionKit may begin)
        (true, true, false, true),      // only an image at rest with no gesture of the view's
        (true, false, false, false),    // a settle or a fling: its items are moving
        (true, true, true, false),      // a pan or pinch under way
        (true, false, true, false),
        (false, true, false, false),    // Live Text off
        (false, false, false, false),
        (false, true, true, false),
        (false, false, true, false),
    ])
    func liveTextBeginsOnlyOnAnImageAtRestWithNoGestureOfTheViews(active: Bool, atRest: Bool, gesture: Bool,
                                                                  mayBegin: Bool) {
        #expect(LiveTextArbitration.liveTextMayBegin(isLiveTextActive: active, isZoomAtRest: atRest,
                                                     isViewGestureActive: gesture) == mayBegin)
    }
}
