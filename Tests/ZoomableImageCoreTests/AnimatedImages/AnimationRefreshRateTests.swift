import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The display-link rate an animated image asks for: its shortest frame delay's rate, rounded up
/// (worked by hand for each row); at most 120, never for a still.
@Suite struct AnimationRefreshRateTests {
    static func timeline(_ delays: [Double]) -> AnimationTimeline {
        AnimationTimeline(frameDelays: delays.map { AnimationFrameDelay(unclampedDelay: $0) }, loopCount: .forever)
    }

    @Test(arguments: [
        ([0.1, 0.1, 0.1], Float(10)),           // a 10 fps GIF: 1 / 0.1
        ([0.5, 0.05, 0.2], 20),                 // the shortest decides: 1 / 0.05
        ([Double(Float(0.02)), 0.1], 50),       // 0.02 as ImageIO's Float gives it: 1 / 0.0199999995… = 50.0000011 → 50
        ([0.0199, 0.1], 51),                    // a real 50.25 fps need: 51
        ([0.07, 0.3], 15),                      // 14.29 → 15
        ([1 / 30, 1 / 30], 30),                 // 30 fps video-like frames
        ([0.02, 0.04], 50),                     // GIF's 2-centisecond frames
        ([0.011, 0.5], 91),                     // the shortest delay kept: 90.9 → 91
        ([0.005, 0.5], 10),                     // under 0.011 s reads as 0.1 s (browsers' rule): 1 / 0.1
        ([3, 7], 1),                            // slower than 1 fps: 1 tick a second
    ] as [([Double], Float)])
    func theShortestDelaysRateRoundedUp(_ delays: [Double], _ rate: Float) {
        let refresh = AnimationRefreshRate(timeline: Self.timeline(delays))
        #expect(refresh?.minimum == rate)
        #expect(refresh?.preferred == rate)
        #expect(refresh?.maximum == 120)
    }

    @Test func aStillHasNoRate() {
        #expect(AnimationRefreshRate(timeline: Self.timeline([0.1])) == nil)
        #expect(AnimationRefreshRate(timeline: Self.timeline([])) == nil)
    }
}
