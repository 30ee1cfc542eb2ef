import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Who hears a SwiftUI `ZoomableImage`'s view. The defect this pins: SwiftUI made a new
/// coordinator for the same view before dismantling the old one, and the old one's dismantle
/// cleared the delegate and observer the new one had set — the view went silent (no zoom in the
/// binding, no taps) for as long as it lived.
@Suite struct ReportRoutingTests {
    @Test func aDismantledCoordinatorLetsGoOnlyIfItStillListens() {
        var routing = ReportRouting()
        #expect(routing.attach(1) == .connect)
        #expect(routing.attach(2) == .connect)          // the replacement, made first
        #expect(routing.dismantle(1) == .none)          // before the fix: cleared 2's delegate
        #expect(routing.state == .connected(listener: 2))
        #expect(routing.dismantle(2) == .disconnect)
        #expect(routing.dismantle(2) == .none)          // twice: nothing more
        #expect(routing.state == .unrouted)
    }

    /// The usual order (dismantle, then a new one) and a coordinator that comes back.
    @Test func aCoordinatorAfterADismantleIsConnected() {
        var routing = ReportRouting()
        _ = routing.attach(1)
        #expect(routing.dismantle(1) == .disconnect)
        #expect(routing.attach(3) == .connect)
        #expect(routing.state == .connected(listener: 3))
    }

    /// A release holds reports back; a coordinator that attaches meanwhile waits; the image's
    /// return reconnects the newest one — and a dismantle meanwhile is honoured.
    @Test func heldReportsGoToTheNewestCoordinatorWhenTheImageIsBack() {
        var routing = ReportRouting()
        _ = routing.attach(1)
        #expect(routing.hold() == .hold)
        #expect(routing.hold() == .none)
        #expect(routing.attach(2) == .none)
        #expect(routing.dismantle(1) == .none)
        #expect(routing.resume() == .reconnect)
        #expect(routing.state == .connected(listener: 2))
        #expect(routing.resume() == .none)
        _ = routing.hold()
        #expect(routing.dismantle(2) == .disconnect)    // gone while held: its zoom state detaches
        #expect(routing.resume() == .none)             // nobody to reconnect
        #expect(routing.state == .unrouted)
    }

    /// Held before any coordinator (an image released before SwiftUI showed it).
    @Test func holdingWithNobodyListeningWaitsForTheFirstCoordinator() {
        var routing = ReportRouting()
        #expect(routing.hold() == .none)
        #expect(routing.attach(4) == .none)
        #expect(routing.resume() == .reconnect)
    }
}

extension ReportRoutingTests {
    /// Each action calls its one primitive.
    @MainActor
    @Test func actionsArePerformedByTheirPrimitive() {
        final class Host: ReportRoutingHost {
            var calls: [String] = []
            func connectReports() { calls.append("connect") }
            func disconnectReports() { calls.append("disconnect") }
            func holdReports() { calls.append("hold") }
            func reconnectReports() { calls.append("reconnect") }
        }
        let host = Host()
        let actions: [ReportRouting.Action] = [.none, .connect, .disconnect, .hold, .reconnect]
        actions.forEach { $0.perform(on: host) }
        #expect(host.calls == ["connect", "disconnect", "hold", "reconnect"])
    }
}
