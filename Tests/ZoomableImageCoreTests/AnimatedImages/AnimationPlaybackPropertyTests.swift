import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Random sessions of a playing view — new images, ticks on time and late, leaving and entering
/// the window, `animatesImages` switched, replays — checked after every event against a
/// reference written differently: playback time kept by the test (it runs only while the view
/// is in a window, animating, an animated image), and the frame at that time found by walking
/// the frames one delay at a time. Delays and clock steps are multiples of 1/64 s, so every sum
/// is exact and the comparisons are exact.
///
/// After every event: the display link runs exactly while the machine plays; a tick asked for
/// is strictly later than now, finite, and exactly when the reference's frame changes; a frame
/// shown by a tick on time is the one decoded ahead before (so a view holding two bitmaps never
/// decodes on the main thread), and the one decoded ahead is the next in order; after a tick,
/// a resume or a restart the frame shown is the reference's, and the machine plays exactly while
/// the reference has not reached its end. (Between ticks the frame shown may lag: only events
/// that look at the time update it.)
@Suite struct AnimationPlaybackPropertyTests {
    static let sessionCount: UInt64 = 2_000
    static let eventsPerSession = 40

    /// The frame at playback time `played`, and when it changes (`nil`: never), by walking the
    /// frames. `delays` non-empty.
    static func reference(_ delays: [Double], plays: Int?, at played: Double) -> (frame: Int, next: Double?) {
        guard delays.count > 1 else { return (0, nil) }
        var start = 0.0
        var play = 0
        while true {
            for (index, delay) in delays.enumerated() {
                let end = start + delay
                let isLast = plays.map { play == $0 - 1 } ?? false
                if isLast && index == delays.count - 1 { return (index, nil) }
                if played < end { return (index, end) }
                start = end
            }
            play += 1
        }
    }

    @Test func randomSessionsFollowTheReference() {
        var failures = 0
        for seed in 0..<Self.sessionCount where failures < 5 {
            var log: [String] = []
            if let violation = Self.run(seed: seed, log: &log) {
                failures += 1
                Issue.record(Comment(rawValue: "seed \(seed): \(violation)\n\(log.joined(separator: "\n"))"))
            }
        }
    }

    static func run(seed: UInt64, log: inout [String]) -> String? {
        var random = SeededGenerator(seed: seed)
        var machine = AnimationPlaybackStateMachine()
        var delays: [Double] = []
        var plays: Int?
        var now = Double(random.next() % 64_000) / 64
        var played = 0.0
        var inWindow = false
        var animates = true
        var linkRunning = false
        var askedTick: Double?
        var decodedAhead: Int?
        for step in 0..<eventsPerSession {
            // Time passes: on the tick asked for half the time, else 0…2 s in 1/64 steps.
            let target = askedTick.flatMap { $0 > now && random.chance(0.5) ? $0 : nil }
            let elapsed = target.map { $0 - now } ?? Double(random.next() % 129) / 64
            now += elapsed
            if inWindow, animates, delays.count > 1 { played += elapsed }
            let event = random.next() % 8
            let action: AnimationPlaybackAction
            var frameIsCurrent = true
            switch event {
            case 0:
                delays = (0..<Int(random.next() % 6)).map { _ in Double(1 + random.next() % 40) / 64 }
                plays = random.chance(0.4) ? nil : Int(1 + random.next() % 3)
                let timeline = AnimationTimeline(frameDelays: delays.map { AnimationFrameDelay(unclampedDelay: $0) },
                                                 loopCount: plays.map { .plays($0) } ?? .forever)
                action = machine.imageChanged(to: timeline, at: now)
                played = 0
            case 1:
                action = machine.start(at: now)
                played = 0
            case 2:
                action = machine.pause(at: now)
                inWindow = false
                frameIsCurrent = false
            case 3:
                action = machine.resume(at: now)
                // Already in a window: nothing is looked at, the frame may lag until the next tick.
                frameIsCurrent = !inWindow
                inWindow = true
            case 4:
                let value = random.chance(0.5)
                action = machine.animatesImagesChanged(to: value, at: now)
                frameIsCurrent = value != animates
                if value != animates { played = 0 }
                animates = value
            default:
                action = machine.tick(at: now)
                if let frame = action.showFrame, target == now, decodedAhead != nil, frame != decodedAhead {
                    return "step \(step): a tick on time showed \(frame), not \(decodedAhead!) decoded ahead"
                }
            }
            log.append("\(step): event \(event) at \(now), played \(played) → \(action), shown "
                + "\(String(describing: machine.shownFrame))")
            switch action.clock {
            case .tick(let time):
                guard time > now, time.isFinite else { return "step \(step): tick at \(time), now \(now)" }
                linkRunning = true
                askedTick = time
            case .stop:
                linkRunning = false
                askedTick = nil
            case .unchanged:
                break
            }
            if action.decodeAhead != nil || action.showFrame != nil { decodedAhead = action.decodeAhead }
            guard linkRunning == machine.isPlaying else { return "step \(step): link \(linkRunning), playing \(machine.isPlaying)" }
            if let frame = action.showFrame, frame != machine.shownFrame {
                return "step \(step): showed \(frame), shown \(String(describing: machine.shownFrame))"
            }
            guard let expected = delays.isEmpty ? nil : reference(delays, plays: plays, at: animates ? played : 0) else {
                guard machine.shownFrame == nil else { return "step \(step): a frame shown without frames" }
                continue
            }
            // Out of a window a held animation shows the frame of its last update: nobody sees it.
            guard frameIsCurrent, inWindow || !animates || delays.count < 2 else { continue }
            let shouldPlay = inWindow && animates && expected.next != nil
            guard machine.shownFrame == expected.frame, machine.isPlaying == shouldPlay else {
                return "step \(step) event \(event): shown \(String(describing: machine.shownFrame)) playing \(machine.isPlaying), "
                    + "expected \(expected.frame) playing \(shouldPlay) at \(played) s of \(delays) × \(String(describing: plays))"
            }
            if shouldPlay, let next = expected.next, let asked = askedTick, asked != now + (next - played) {
                return "step \(step): tick at \(asked), the frame changes at \(now + (next - played))"
            }
            // A frame newly shown while playing always comes with the next one to decode.
            if shouldPlay, action.showFrame != nil, action.decodeAhead != (expected.frame + 1) % delays.count {
                return "step \(step): decodes \(String(describing: action.decodeAhead)) ahead of \(expected.frame)"
            }
        }
        return nil
    }
}
