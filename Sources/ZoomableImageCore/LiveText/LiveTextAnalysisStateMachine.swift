import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which Live Text analysis a view runs and shows: the image shown, analysed once when it
/// changes; and, after a settle where the shown copy is too coarse, the visible region of the
/// original on top of it.
///
/// The view feeds it events and performs the action each returns (``ImageChangeAction``,
/// ``FinishAction``, ``SettleAction``: one enum per event, each case something that happens; the
/// ``LiveTextHost`` performs them in the order cancel, show, start). Requests are numbered; a result is reported with its number, so one for an image no longer shown (its
/// task cancelled, but finishing anyway) changes nothing. At most one request runs at a time.
///
/// - **The image shown changes** (a new image, a load's copy, an animation that stops): the
///   running request is cancelled, the analysis in place removed, and the new image analysed —
///   unless it animates (frames change under the analysis) or there is none.
/// - **The analysis finishes**: it is put in place. One that failed leaves nothing in place
///   until the image changes (no retry).
/// - **The view settles** (``LiveTextAnalysisTarget``): a region of the original is analysed
///   when the target names one other than the one shown, the one running, or the last one whose
///   analysis failed (the view settles again after every analysis: a region that keeps failing
///   is not retried in a loop, only after another target came); the region's analysis
///   replaces the image's when it finishes, and the image's comes back when the target says the
///   shown image is sharp enough. While a new region runs, the old one stays in place: its
///   highlights are where its text is, in the view's own space.
///
/// ```swift
/// var analysis = LiveTextAnalysisStateMachine()
/// analysis.imageChanged(to: 7, isAnimating: false)     // analyse the image shown as request 1
/// analysis.analysisFinished(request: 1, succeeded: true) // show request 1
/// analysis.settled(at: interaction.liveTextAnalysisTarget())  // maybe analyse a region as request 2
/// ```
@_spi(Internals) public struct LiveTextAnalysisStateMachine: Equatable, Sendable {
    /// A region of the original and the request analysing it (or whose analysis it is).
    public struct RegionAnalysis: Equatable, Sendable {
        /// The region.
        public var region: LiveTextAnalysisRegion
        /// The request's number.
        public var request: Int

        /// Region `region`, analysed by request number `request`.
        public init(region: LiveTextAnalysisRegion, request: Int) {
            self.region = region
            self.request = request
        }
    }

    /// The analysis in place on the interaction.
    public enum ShownAnalysis: Equatable, Sendable {
        /// None (`interaction.analysis = nil`).
        case none
        /// The analysis of the image shown, by its request.
        case shownImage(request: Int)
        /// The analysis of a region of the original.
        case region(RegionAnalysis)

        /// The request whose result is in place; `nil` for none.
        public var request: Int? {
            switch self {
            case .none: nil
            case .shownImage(let request): request
            case .region(let region): region.request
            }
        }
    }

    enum State: Equatable, Sendable {
        /// Nothing to analyse: no image, or one that animates.
        case idle
        /// The image `subject` is being analysed.
        case analysing(subject: UInt, request: Int)
        /// The analysis of `subject` failed: nothing in place until the image changes.
        case failed(subject: UInt)
        /// `subject` is analysed; a region may be in place or running on top of it. `failedRegion`:
        /// the last region whose analysis failed, not asked for again until another target comes.
        case analysed(subject: UInt, request: Int, shownRegion: RegionAnalysis?, pendingRegion: RegionAnalysis?,
                      failedRegion: LiveTextAnalysisRegion?)
    }

    var state = State.idle
    /// The number the next request gets.
    var nextRequest = 1

    /// Nothing analysed.
    public init() {}

    /// The analysis in place.
    public var shownAnalysis: ShownAnalysis {
        guard case .analysed(_, let request, let shownRegion, _, _) = state else { return .none }
        return shownRegion.map(ShownAnalysis.region) ?? .shownImage(request: request)
    }

    /// How the analysis of the image shown stands, for a screen or a UI test to show.
    public enum Outcome: String, Equatable, Sendable {
        /// Nothing to analyse: no image, or one that animates.
        case none
        /// The image shown is being analysed.
        case analysing
        /// Its analysis is in place.
        case analysed
        /// Its analysis failed (VisionKit threw — on a Simulator, for instance): nothing in place.
        case failed
    }

    /// How the analysis of the image shown stands.
    public var outcome: Outcome {
        switch state {
        case .idle: .none
        case .analysing: .analysing
        case .analysed: .analysed
        case .failed: .failed
        }
    }

    /// Whether an analysis is in place: Live Text can act (``LiveTextTouch/isLiveTextActive``).
    public var isActive: Bool { shownAnalysis != .none }

    /// Whether the result of `request` must be kept: it is in place, or may come back (the image's
    /// analysis under a region's). The view drops every other.
    public func keepsResult(of request: Int) -> Bool {
        guard case .analysed(_, let whole, let shownRegion, _, _) = state else { return false }
        return request == whole || request == shownRegion?.request
    }

    /// Where the analysis in place lies in the view: `ImageAnalysisInteractionDelegate.contentsRect(for:)`,
    /// in unit coordinates of the view's bounds — the region's pixels or the drawn image, mapped
    /// through the current layout (so a layout change keeps it right). The unit rect for bounds
    /// with no area.
    public func contentsRect(in layout: ImageLayout) -> CGRect {
        guard case .region(let region) = shownAnalysis else {
            return LiveTextAnalysisRegion.contentsRect(for: layout.imageFrame, in: layout.bounds)
        }
        return LiveTextAnalysisRegion.contentsRect(for: layout.viewRect(forPixelRect: region.region.pixels.pixelRect),
                                                   in: layout.bounds)
    }

    /// The image shown changed, or started or stopped animating: the same image again (the
    /// same identity, still or still animating) changes nothing; another one cancels the request
    /// running, takes down the analysis in place, and is analysed — unless it animates or there
    /// is none. `identity` tells images apart (the same value again: the same image); `nil` for
    /// none.
    public mutating func imageChanged(to identity: UInt?, isAnimating: Bool) -> ImageChangeAction {
        let subject = isAnimating ? nil : identity
        switch state {
        case .idle:
            return subject.map { analyse($0, cancelling: nil, clearing: false) } ?? .none
        case .analysing(let current, let running):
            guard subject != current else { return .none }
            return replace(with: subject, cancelling: running, clearing: false)
        case .failed(let current):
            guard subject != current else { return .none }
            return replace(with: subject, cancelling: nil, clearing: false)
        case .analysed(let current, _, _, let pending, _):
            guard subject != current else { return .none }
            // An analysis is always in place in this state: the image's, or a region's.
            return replace(with: subject, cancelling: pending?.request, clearing: true)
        }
    }

    /// A request finished: the image's analysis, or the region's running, goes in place when it
    /// succeeded. One that failed leaves what was in place (nothing, for the image's).
    ///
    /// Tolerated: a result for a request that no longer runs — cancelled when the image changed
    /// or a newer region came, finishing anyway — changes nothing, whatever the state.
    public mutating func analysisFinished(request: Int, succeeded: Bool) -> FinishAction {
        switch state {
        case .analysing(let subject, request):
            state = succeeded ? .analysed(subject: subject, request: request, shownRegion: nil, pendingRegion: nil, failedRegion: nil)
                : .failed(subject: subject)
            return succeeded ? .showImage(request: request) : .none
        case .analysed(let subject, let whole, let shownRegion, let pending?, _) where pending.request == request:
            state = .analysed(subject: subject, request: whole, shownRegion: succeeded ? pending : shownRegion,
                              pendingRegion: nil, failedRegion: succeeded ? nil : pending.region)
            return succeeded ? .showRegion(pending) : .none
        case .analysing, .analysed, .idle, .failed:
            return .none
        }
    }

    /// The view came to rest (or its layout changed, or an analysis finished): analyse the
    /// region the target names, or return to the image's analysis.
    ///
    /// Only an analysed image is refined: with no image, its analysis still running (the
    /// image's comes first) or failed, nothing happens.
    public mutating func settled(at target: LiveTextAnalysisTarget) -> SettleAction {
        switch state {
        case .idle, .analysing, .failed:
            return .none
        case .analysed(let subject, let whole, let shownRegion, let pending, let failed):
            switch target {
            case .region(let region):
                guard region != shownRegion?.region, region != pending?.region, region != failed else { return .none }
                let next = RegionAnalysis(region: region, request: takeRequest())
                state = .analysed(subject: subject, request: whole, shownRegion: shownRegion, pendingRegion: next, failedRegion: nil)
                return .analyseRegion(next, cancelling: pending?.request)
            case .shownImage:
                state = .analysed(subject: subject, request: whole, shownRegion: nil, pendingRegion: nil, failedRegion: nil)
                guard pending != nil || shownRegion != nil else { return .none }
                return .returnToImage(cancelling: pending?.request, showing: shownRegion.map { _ in whole })
            case .nothing, .waitForRest:
                return .none
            }
        }
    }

    /// Another image than the one analysed: none (or an animating one) leaves nothing running and
    /// nothing in place; a still one is analysed.
    private mutating func replace(with subject: UInt?, cancelling: Int?, clearing: Bool) -> ImageChangeAction {
        guard let subject else {
            state = .idle
            return cancelling == nil && !clearing ? .none : .stop(cancelling: cancelling, clearing: clearing)
        }
        return analyse(subject, cancelling: cancelling, clearing: clearing)
    }

    /// Analyses `subject` as a new request.
    private mutating func analyse(_ subject: UInt, cancelling: Int?, clearing: Bool) -> ImageChangeAction {
        let request = takeRequest()
        state = .analysing(subject: subject, request: request)
        return .analyse(request: request, cancelling: cancelling, clearing: clearing)
    }

    /// A new request number (wrapping after `Int.max`, never trapping).
    mutating func takeRequest() -> Int {
        defer { nextRequest &+= 1 }
        return nextRequest
    }
}
