import Foundation

/// What the drawn image must do with respect to a ``ZoomEngine``'s coverage rect after settling.
public enum CoveragePolicy: Sendable, Equatable, Codable {
    /// Per axis: where the drawn image is at least as long as the coverage rect it covers it edge
    /// to edge (no gap may remain); where it is shorter it is centred on it. A photo viewer.
    /// The default.
    case centerWhenSmaller
    /// The drawn image always covers the whole coverage rect (a crop opening): the effective
    /// minimum zoom becomes the smallest scale at which it does, and settling clamps the
    /// image's edges to the rect's edges.
    case alwaysCover
}
