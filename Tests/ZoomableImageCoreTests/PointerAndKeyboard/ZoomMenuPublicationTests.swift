import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The View menu's zoom items follow the zoomable image that has the keyboard. Before, Zoom In,
/// Zoom Out and Reset Zoom were always enabled — with no zoomable image focused, at the maximum
/// zoom, at rest — and did nothing when chosen. The photo: 600 × 400 px in a 300 × 500 pt
/// container, limits 1…4 (``PhotoView``).
@MainActor
@Suite struct ZoomMenuPublicationTests {
    /// At rest only Zoom In does something; zoomed to 2.5 all three; at the maximum (4) Zoom Out
    /// and Reset; without an image nothing.
    @Test func theItemsThatWouldDoSomethingAreEnabled() {
        let view = PhotoView.make()
        #expect(ZoomMenuAvailability(view.interaction)
                    == ZoomMenuAvailability(canZoomIn: true, canZoomOut: false, canResetZoom: false))
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        #expect(ZoomMenuAvailability(view.interaction)
                    == ZoomMenuAvailability(canZoomIn: true, canZoomOut: true, canResetZoom: true))
        view.send(.setZoomScale(4, animated: false, shown: view.shown))
        #expect(ZoomMenuAvailability(view.interaction)
                    == ZoomMenuAvailability(canZoomIn: false, canZoomOut: true, canResetZoom: true))
        view.send(.image(.none, identity: nil))
        #expect(ZoomMenuAvailability(view.interaction)
                    == ZoomMenuAvailability(canZoomIn: false, canZoomOut: false, canResetZoom: false))
    }

    /// Without a focused image every item is disabled; with one, its own value decides; no other
    /// command has an item.
    @Test(arguments: [ZoomKeyCommand.zoomIn, .zoomOut, .resetZoom, .scrollLeft, .scrollToBottom])
    func anItemIsEnabledOnlyForAFocusedImageThatCanPerformIt(command: ZoomKeyCommand) {
        let all = ZoomMenuAvailability(canZoomIn: true, canZoomOut: true, canResetZoom: true)
        let zoomInOnly = ZoomMenuAvailability(canZoomIn: true, canZoomOut: false, canResetZoom: false)
        #expect(!ZoomMenuAvailability.enables(command, in: nil))
        #expect(ZoomMenuAvailability.enables(command, in: all) == command.isZoom)
        #expect(ZoomMenuAvailability.enables(command, in: zoomInOnly) == (command == .zoomIn))
    }

    /// Only the image with the keyboard publishes a value; it publishes only changes, one flush
    /// per burst of reports (a pinch reports every frame).
    @Test func onlyTheFocusedImagePublishesAndOnlyChanges() {
        let view = PhotoView.make()
        var menu = ZoomMenuPublication()
        #expect(menu.viewChanged() == .scheduleFlush)
        #expect(menu.viewChanged() == .none)
        #expect(menu.flush(isFirstResponder: false, interaction: view.interaction) == .none)   // nil already
        #expect(menu.viewChanged() == .scheduleFlush)
        #expect(menu.flush(isFirstResponder: true, interaction: view.interaction) == .publish)
        #expect(menu.published == ZoomMenuAvailability(canZoomIn: true, canZoomOut: false, canResetZoom: false))
        _ = menu.viewChanged()
        view.send(.setZoomScale(1.5, animated: false, shown: view.shown))
        #expect(menu.flush(isFirstResponder: true, interaction: view.interaction) == .publish)
        _ = menu.viewChanged()
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        #expect(menu.flush(isFirstResponder: true, interaction: view.interaction) == .none)    // the same items
        _ = menu.viewChanged()
        #expect(menu.flush(isFirstResponder: false, interaction: view.interaction) == .publish) // a text field took it
        #expect(menu.published == nil)
    }

    @Test func eachActionCallsItsPrimitive() {
        final class Host: ZoomMenuHost {
            var calls: [String] = []
            func scheduleMenuFlush() { calls.append("schedule") }
            func publishMenu() { calls.append("publish") }
        }
        let host = Host()
        ZoomMenuPublication.ChangeAction.none.perform(on: host)
        ZoomMenuPublication.ChangeAction.scheduleFlush.perform(on: host)
        ZoomMenuPublication.FlushAction.none.perform(on: host)
        ZoomMenuPublication.FlushAction.publish.perform(on: host)
        #expect(host.calls == ["schedule", "publish"])
    }
}
