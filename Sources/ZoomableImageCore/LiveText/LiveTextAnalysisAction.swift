import Foundation

/// What a view must do after an event of ``LiveTextAnalysisStateMachine``: cancel an analysis,
/// put another in place on its `ImageAnalysisInteraction`, start one.
///
/// Perform in this order (``LiveTextHost`` does): cancel ``cancelsRequest``, show ``shows``,
/// then start ``analysesShownImage`` or ``analysesRegion`` — so that an analysis of the old image
/// is gone before one of the new image starts.
///
/// ```swift
/// let action = analysis.imageChanged(to: identity, isAnimating: false)
/// // cancel the running request, clear `interaction.analysis`, analyse the image shown
/// ```
@_spi(Internals) public struct LiveTextAnalysisAction: Equatable, Sendable {
    /// The request to cancel (its task), `nil` for none. Its result, if it still arrives, is
    /// ignored.
    public var cancelsRequest: Int?
    /// The analysis to put in place (`interaction.analysis`), `nil` to leave the one in place.
    public var shows: LiveTextAnalysisStateMachine.ShownAnalysis?
    /// Start analysing the image shown (its whole bitmap, off the main thread) as this request;
    /// `nil` for none.
    public var analysesShownImage: Int?
    /// Start analysing this region of the original (decode it, then analyse it, off the main
    /// thread); `nil` for none.
    public var analysesRegion: LiveTextAnalysisStateMachine.RegionAnalysis?

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - cancelsRequest: the request to cancel. Default `nil`.
    ///   - shows: the analysis to put in place. Default `nil`: unchanged.
    ///   - analysesShownImage: the request to analyse the image shown as. Default `nil`.
    ///   - analysesRegion: the region to analyse, with its request. Default `nil`.
    public init(cancelsRequest: Int? = nil, shows: LiveTextAnalysisStateMachine.ShownAnalysis? = nil,
                analysesShownImage: Int? = nil, analysesRegion: LiveTextAnalysisStateMachine.RegionAnalysis? = nil) {
        self.cancelsRequest = cancelsRequest
        self.shows = shows
        self.analysesShownImage = analysesShownImage
        self.analysesRegion = analysesRegion
    }

    /// Nothing to do.
    public static let none = LiveTextAnalysisAction()
}
