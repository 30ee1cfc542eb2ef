import Foundation

extension LiveTextAnalysisStateMachine {
    /// What a view does when the image shown changed
    /// (``LiveTextAnalysisStateMachine/imageChanged(to:isAnimating:)``), in this order: cancel,
    /// take down, start.
    public enum ImageChangeAction: Equatable, Sendable {
        /// The same image: nothing.
        case none
        /// No image to analyse (none, or one that animates): cancel `cancelling` (the request
        /// running, if any) and, when `clearing`, take the analysis in place down
        /// (`interaction.analysis = nil`). At least one of the two.
        case stop(cancelling: Int?, clearing: Bool)
        /// A new still image: cancel `cancelling`, take the analysis in place down when
        /// `clearing`, then analyse the image shown as `request`.
        case analyse(request: Int, cancelling: Int?, clearing: Bool)
    }

    /// What a view does when a request finished
    /// (``LiveTextAnalysisStateMachine/analysisFinished(request:succeeded:)``).
    public enum FinishAction: Equatable, Sendable {
        /// Nothing: it failed (what was in place stays), or it was not the request running.
        case none
        /// Put the image's analysis, `request`, in place.
        case showImage(request: Int)
        /// Put the region's analysis in place.
        case showRegion(RegionAnalysis)
    }

    /// What a view does when it settled (``LiveTextAnalysisStateMachine/settled(at:)``), in this
    /// order: cancel, show, start.
    public enum SettleAction: Equatable, Sendable {
        /// Nothing: the target is the region in place, running or last failed, or nothing to
        /// refine.
        case none
        /// Cancel `cancelling` (the region running, if any), then analyse this region of the
        /// original; the analysis in place stays meanwhile.
        case analyseRegion(RegionAnalysis, cancelling: Int?)
        /// The image shown is sharp enough: cancel `cancelling` (the region running, if any) and
        /// put the image's analysis, `showing`, back in place when a region's was. At least one
        /// of the two.
        case returnToImage(cancelling: Int?, showing: Int?)
    }
}
