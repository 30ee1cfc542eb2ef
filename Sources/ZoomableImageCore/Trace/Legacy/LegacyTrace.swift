import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A trace file of format 1 or 2, as versions before 1.0 wrote it, read to become a format 3
/// ``GestureTrace`` that replays the same session.
///
/// - Format 1: the setup of a ``ZoomEngine`` (container, resting and content frames, coverage,
///   configuration, an optional image layout and starting geometry) and engine events. Its
///   events become the view inputs that make the same calls (``LegacyEngineEvents``).
/// - Format 2: a view's inputs, starting from a new view or from the view's interaction as the
///   compiler coded its stored properties then (``LegacyInteractionState``).
struct LegacyTrace: Decodable {
    var containerBounds: CGRect
    var restingFrame: CGRect
    var contentFrame: CGRect
    var coverageRect: CGRect?
    var coveragePolicy: CoveragePolicy
    var configuration: ZoomConfiguration
    var imageLayout: ImageLayout?
    var initialGeometry: ViewGeometry?
    var events: [LegacyTimedEvent]
    var note: String?
    var droppedEventCount: Int
    var interaction: LegacyInteractionState?
    var inputs: [TimedZoomInput]

    enum CodingKeys: String, CodingKey {
        case containerBounds, restingFrame, contentFrame, coverageRect, coveragePolicy, configuration, imageLayout
        case initialGeometry, events, note, droppedEventCount, interaction, inputs
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        containerBounds = try c.decode(CGRect.self, forKey: .containerBounds)
        restingFrame = try c.decode(CGRect.self, forKey: .restingFrame)
        contentFrame = try c.decode(CGRect.self, forKey: .contentFrame)
        coverageRect = try c.decodeIfPresent(CGRect.self, forKey: .coverageRect)
        coveragePolicy = try c.decodeIfPresent(CoveragePolicy.self, forKey: .coveragePolicy) ?? .centerWhenSmaller
        configuration = try c.decodeIfPresent(ZoomConfiguration.self, forKey: .configuration) ?? ZoomConfiguration()
        imageLayout = try c.decodeIfPresent(ImageLayout.self, forKey: .imageLayout)
        initialGeometry = try c.decodeIfPresent(ViewGeometry.self, forKey: .initialGeometry)
        events = try c.decodeIfPresent([LegacyTimedEvent].self, forKey: .events) ?? []
        note = try c.decodeIfPresent(String.self, forKey: .note)
        droppedEventCount = try c.decodeIfPresent(Int.self, forKey: .droppedEventCount) ?? 0
        interaction = try c.decodeIfPresent(LegacyInteractionState.self, forKey: .interaction)
        inputs = try c.decodeIfPresent([TimedZoomInput].self, forKey: .inputs) ?? []
    }

    /// The same session as a format 3 trace.
    ///
    /// - Throws: ``GestureTrace/LegacyFormatError`` for a format 1 trace whose content frame no
    ///   image view can draw.
    func converted() throws -> GestureTrace {
        if let interaction {
            return GestureTrace(start: interaction.start, inputs: inputs, note: note, droppedInputCount: droppedEventCount)
        }
        guard events.isEmpty, !inputs.isEmpty else { return try convertedEvents().trace }
        return GestureTrace(start: .newView, inputs: inputs, note: note, droppedInputCount: droppedEventCount)
    }

    /// A format 1 trace as a view's session, and after each event the replay step it ends at.
    func convertedEvents() throws -> (trace: GestureTrace, eventEnds: [Int]) {
        var engineEvents = try LegacyEngineEvents(self)
        let converted = engineEvents.inputs()
        return (GestureTrace(start: engineEvents.start, inputs: converted.inputs, note: note,
                             droppedInputCount: droppedEventCount), converted.eventEnds)
    }
}

extension GestureTrace {
    /// Why a trace of format 1 (engine events, written before 1.0) cannot be read as a view's
    /// session.
    public enum LegacyFormatError: Error, Equatable, Sendable {
        /// The drawn image's frame (`contentFrame`, view space) is not one any content mode of an
        /// image view draws in the resting frame's size: only an engine driven by a view of the
        /// app's own could record it.
        case contentFrameNoImageViewDraws(CGRect)
    }
}
