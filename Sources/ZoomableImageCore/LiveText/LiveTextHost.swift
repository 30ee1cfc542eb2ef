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
    /// Feeds one event to the analyses' state and performs its action.
    ///
    /// - Parameter event: an event of ``LiveTextAnalysisStateMachine``, e.g.
    ///   `{ $0.settled(at: target) }`.
    public func send(_ event: (inout LiveTextAnalysisStateMachine) -> LiveTextAnalysisAction) {
        perform(event(&analysisState))
    }

    /// Performs an action in its order: cancel, show, start.
    func perform(_ action: LiveTextAnalysisAction) {
        if let request = action.cancelsRequest { cancelAnalysis(request: request) }
        if let shown = action.shows { showAnalysis(request: shown.request) }
        if let request = action.analysesShownImage { analyseShownImage(request: request) }
        if let region = action.analysesRegion { analyseRegion(region.region, request: region.request) }
    }

    /// Performs the part of a gesture arbitration that is Live Text's: dismisses the selection
    /// when a tap away from it was taken for that (``LiveTextArbitration/resetsTextSelection``).
    ///
    /// - Parameter arbitration: ``ZoomInteraction/liveTextArbitration(for:touchCount:at:)``'s answer.
    public func apply(_ arbitration: LiveTextArbitration?) {
        if arbitration?.resetsTextSelection == true { resetTextSelection() }
    }
}
