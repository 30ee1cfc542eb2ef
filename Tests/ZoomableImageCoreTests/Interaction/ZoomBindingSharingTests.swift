import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Two views with different limits bound to one zoom scale. Before `lastCorrection` each clamped
/// the other's value and wrote its own back after every update — two updates per frame for ever.
/// Here SwiftUI is simulated as it runs: a change of the bound value schedules one update of the
/// screen, which updates every view in order, then runs what they scheduled for after the update
/// (the corrections); a value written then schedules the next update.
@MainActor
@Suite struct ZoomBindingSharingTests {
    /// The `@State` both views are bound to, and the work queued for after the current update.
    @MainActor
    final class Screen {
        var value: CGFloat
        var later: [@MainActor () -> Void] = []
        var views: [Bridge] = []
        /// Writes by the bridges (corrections and follows), in order: (view index, value).
        var writes: [(Int, CGFloat)] = []
        var needsUpdate = false

        init(value: CGFloat) {
            self.value = value
        }

        /// Runs updates until the bound value stops changing; returns how many ran (at most 20).
        @discardableResult
        func settle(animated: Bool = false) -> Int {
            var updates = 0
            repeat {
                needsUpdate = false
                updates += 1
                for view in views {
                    view.beginUpdate()
                    view.updateBinding(hasAnimation: animated, disablesAnimations: false)
                    view.endUpdate()
                }
                let work = later
                later.removeAll()
                work.forEach { $0() }
            } while needsUpdate && updates < 20
            return updates
        }

        /// The app sets the bound value (a button).
        func appSets(_ newValue: CGFloat) {
            value = newValue
            settle()
        }
    }

    /// One `ZoomableImage`'s bridge over a simulated view, bound to the screen's value.
    @MainActor
    final class Bridge: ZoomBindingHost {
        let index: Int
        let screen: Screen
        let view: SimulatedView
        var binding = ZoomBinding()

        init(index: Int, screen: Screen, limits: ClosedRange<CGFloat>) {
            self.index = index
            self.screen = screen
            view = PhotoView.make {
                $0.minimumZoomScale = limits.lowerBound
                $0.maximumZoomScale = limits.upperBound
            }
            view.onReport = { [unowned self] report in
                switch report {
                case .zoomChange(let scale): self.viewDidChangeZoomScale(scale)
                case .zoomEnd(let scale): self.viewDidEndZooming(at: scale)
                default: break
                }
            }
            screen.views.append(self)
        }

        var viewInteraction: ZoomInteraction { view.interaction }
        var boundValue: CGFloat? { screen.value }
        func zoomView(to scale: CGFloat, animated: Bool) {
            view.send(.setZoomScale(scale, animated: animated, shown: view.shown))
        }
        func writeBinding(_ value: CGFloat) {
            screen.writes.append((index, value))
            screen.needsUpdate = screen.needsUpdate || screen.value != value
            screen.value = value
        }
        func afterUpdate(_ work: @escaping @MainActor () -> Void) { screen.later.append(work) }
        func deliverZoomEnd(_ zoomScale: CGFloat) {}
    }

    func corrections(by index: Int, in screen: Screen) -> [CGFloat] {
        screen.writes.filter { $0.0 == index }.map(\.1)
    }

    /// A with limits [1, 2] (at rest at 1), B with [3, 4] (settled into its minimum, 3), the
    /// app binds 5. A clamps to 2, B to 4, each writes its correction once (A's 2, then B's 4:
    /// the binding holds 4). The next update asks A for 4 — clamped to 2 again, where A already
    /// is and last corrected to: no second write. Two updates in all, then nothing.
    @Test func viewsWithDisjointLimitsEachCorrectOnceAndRest() {
        let screen = Screen(value: 5)
        let a = Bridge(index: 0, screen: screen, limits: 1...2)
        let b = Bridge(index: 1, screen: screen, limits: 3...4)
        #expect(b.view.interaction.zoomScale == 3)
        let updates = screen.settle()
        #expect(a.view.interaction.zoomScale == 2)
        #expect(b.view.interaction.zoomScale == 4)
        #expect(corrections(by: 0, in: screen) == [2])
        #expect(corrections(by: 1, in: screen) == [4])
        #expect(screen.value == 4)
        #expect(updates == 2)
    }

    /// A with [1, 2] and B with [1, 4] at rest at 1. B is pinched to 3: B writes 3 (the binding
    /// follows B's fingers). The update clamps A to 2 and A corrects the binding to 2 once; the
    /// next update finds B still pinching, so B's fingers win: the binding back to 3, once. The
    /// update after asks A for 3 again — A is at 2, its last correction: nothing more.
    @Test func aPinchOnOneViewPastTheOthersMaximumConverges() {
        let screen = Screen(value: 1)
        let a = Bridge(index: 0, screen: screen, limits: 1...2)
        let b = Bridge(index: 1, screen: screen, limits: 1...4)
        screen.settle()
        b.view.pinch([(3, PhotoView.centre)], from: PhotoView.centre, end: false)
        #expect(screen.value == 3)
        screen.writes.removeAll()
        let updates = screen.settle()
        #expect(a.view.interaction.zoomScale == 2)
        #expect(b.view.interaction.zoomScale == 3)
        #expect(corrections(by: 0, in: screen) == [2])
        #expect(corrections(by: 1, in: screen) == [3])
        #expect(screen.value == 3)
        #expect(updates == 3)
        // The pinch goes on to 3.6 (3 · 1.2): B writes it; A, still at 2, stays quiet.
        screen.writes.removeAll()
        b.view.send(.pinch(.changed, scale: 1.2, centroid: PhotoView.centre, touchCount: 2))
        screen.settle()
        #expect(corrections(by: 0, in: screen).isEmpty)
        #expect(abs(screen.value - 3.6) < 1e-9)
    }

    /// One view, limits [1, 4], bound to 6: corrected to 4. (Its first correction: nothing to
    /// skip.)
    @Test func aSingleViewIsStillCorrectedIntoItsLimits() {
        let screen = Screen(value: 1)
        let view = Bridge(index: 0, screen: screen, limits: 1...4)
        screen.settle()
        screen.appSets(6)
        #expect(view.view.interaction.zoomScale == 4)
        #expect(screen.value == 4)
        #expect(corrections(by: 0, in: screen) == [4])
    }

    /// The case the rule gives up: after correcting 6 to 4, the app writes 7 while the view has
    /// not moved — the view stays at 4 and the binding keeps 7 (to the bridge it looks exactly
    /// like another view's correction). Once the view moves (a value it can show, 2), the next
    /// out-of-range value is corrected again.
    @Test func aSecondOutOfRangeValueWithoutAMoveStaysInTheBindingUntilTheViewMoves() {
        let screen = Screen(value: 1)
        let view = Bridge(index: 0, screen: screen, limits: 1...4)
        screen.settle()
        screen.appSets(6)
        screen.appSets(7)
        #expect(view.view.interaction.zoomScale == 4)
        #expect(screen.value == 7)
        screen.appSets(2)
        #expect(view.view.interaction.zoomScale == 2)
        screen.writes.removeAll()
        screen.appSets(6)
        #expect(view.view.interaction.zoomScale == 4)
        #expect(screen.value == 4)
        #expect(corrections(by: 0, in: screen) == [4])
    }
}
