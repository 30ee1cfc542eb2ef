import Foundation

/// A view's Live Text driver: it keeps a ``LiveTextAnalysisStateMachine`` and performs what it
/// decides — cancel, show and start analyses, dismiss a selection — with primitives that each do
/// one thing (call VisionKit). The order and every choice are here, tested on Linux.
///
/// ```swift
/// @MainActor final class LiveText: LiveTextHost {
///     var analysisState = LiveTextAnalysisStateMachine()
///     func showAnalysis(request: Int?) { interaction.analysis = request.flatMap { results[$0] } }
///     // … the other primitives
/// }
/// liveText.send { $0.imageChanged(to: identity, isAnimating: false) }
/// ```
@MainActor
@_spi(Internals)
public protocol LiveTextHost: AnyObject {
    /// The analyses' state; only ``send(_:)`` changes it.
    var analysisState: LiveTextAnalysisStateMachine { get set }

    /// Cancels the task of `request`.
    func cancelAnalysis(request: Int)
    /// Puts the result of `request` in place on the interaction (`nil`: none), and asks VisionKit
    /// for the contents rect again (``LiveTextAnalysisStateMachine/contentsRect(in:)``).
    func showAnalysis(request: Int?)
    /// Starts analysing the image shown off the main thread; its end is sent as
    /// ``LiveTextAnalysisStateMachine/analysisFinished(request:succeeded:)``.
    func analyseShownImage(request: Int)
    /// Starts decoding and analysing a region of the original off the main thread; its end is
    /// sent likewise.
    func analyseRegion(_ region: LiveTextAnalysisRegion, request: Int)
    /// Dismisses the text selection (`resetTextSelection()`).
    func resetTextSelection()
}

extension LiveTextHost {
    /// Feeds an image change to the analyses' state (e.g. `{ $0.imageChanged(to: identity,
    /// isAnimating: false) }`) and performs its action: cancel, take down, start.
    public func send(_ event: (inout LiveTextAnalysisStateMachine) -> LiveTextAnalysisStateMachine.ImageChangeAction) {
        switch event(&analysisState) {
        case .none:
            break
        case .stop(let cancelling, let clearing):
            stop(cancelling: cancelling, clearing: clearing)
        case .analyse(let request, let cancelling, let clearing):
            stop(cancelling: cancelling, clearing: clearing)
            analyseShownImage(request: request)
        }
    }

    /// Feeds a finished request to the analyses' state (e.g. `{ $0.analysisFinished(request: 2,
    /// succeeded: true) }`) and puts what it says in place.
    public func send(_ event: (inout LiveTextAnalysisStateMachine) -> LiveTextAnalysisStateMachine.FinishAction) {
        switch event(&analysisState) {
        case .none:
            break
        case .showImage(let request):
            showAnalysis(request: request)
        case .showRegion(let region):
            showAnalysis(request: region.request)
        }
    }

    /// Feeds a settle to the analyses' state (e.g. `{ $0.settled(at: target) }`) and performs its
    /// action: cancel, show, start.
    public func send(_ event: (inout LiveTextAnalysisStateMachine) -> LiveTextAnalysisStateMachine.SettleAction) {
        switch event(&analysisState) {
        case .none:
            break
        case .analyseRegion(let region, let cancelling):
            stop(cancelling: cancelling, clearing: false)
            analyseRegion(region.region, request: region.request)
        case .returnToImage(let cancelling, let showing):
            stop(cancelling: cancelling, clearing: false)
            if let showing { showAnalysis(request: showing) }
        }
    }

    /// Cancels a request, if any, and takes the analysis in place down when asked.
    private func stop(cancelling: Int?, clearing: Bool) {
        if let cancelling { cancelAnalysis(request: cancelling) }
        if clearing { showAnalysis(request: nil) }
    }

    /// Performs the part of a gesture arbitration that is Live Text's: dismisses the selection
    /// when a tap away from it was taken for that (``LiveTextArbitration/resetsTextSelection``),
    /// from ``ZoomInteraction/liveTextArbitration(for:touchCount:at:)``'s answer.
    public func apply(_ arbitration: LiveTextArbitration?) {
        if arbitration?.resetsTextSelection == true { resetTextSelection() }
    }
}
