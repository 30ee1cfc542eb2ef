/// The built-in example trace: `Examples/Traces/tour.json`, verbatim, so that `swift run zoom-replay`
/// works from any directory without the repository's files. A test (`ExampleTraceTests`) keeps the
/// two identical: edit the file, then paste it here between the delimiters.
enum BuiltInTrace {
    /// The name of the file it copies, for messages.
    static let fileName = "Examples/Traces/tour.json"

    /// The JSON text of `Examples/Traces/tour.json`.
    static let json = #"""
{
  "formatVersion": 1,
  "note": "Tour: pinch ×2 at the image's top-left corner, pull past the left edge and let go, fling into the right edge, double tap back to rest, double tap near the right edge. A 600 × 400 px photo, aspect fit in a 300 × 500 pt container.",
  "containerBounds": [[0, 0], [300, 500]],
  "restingFrame": [[0, 0], [300, 500]],
  "contentFrame": [[0, 150], [300, 200]],
  "coveragePolicy": {"centerWhenSmaller": {}},
  "configuration": {"minimumZoomScale": 1, "maximumZoomScale": 4, "doubleTapZoomScale": 2.5, "bouncesZoom": true, "bouncesPan": true},
  "imageLayout": {"imageSize": [600, 400], "imageScale": 1, "orientation": "up", "contentMode": "scaleAspectFit", "bounds": [[0, 0], [300, 500]]},
  "events": [
    {"time": 0.000, "event": {"begin": {}}},
    {"time": 0.016, "event": {"pinch": {"factor": 1.25, "centroid": [0, 150], "touchCount": 2}}},
    {"time": 0.033, "event": {"pinch": {"factor": 1.25, "centroid": [0, 150], "touchCount": 2}}},
    {"time": 0.050, "event": {"pinch": {"factor": 1.28, "centroid": [0, 150], "touchCount": 2}}},
    {"time": 0.066, "event": {"endPinch": {}}},
    {"time": 0.066, "event": {"end": {"velocity": [0, 0]}}},
    {"time": 0.600, "event": {"begin": {}}},
    {"time": 0.616, "event": {"pan": {"translation": [40, 0]}}},
    {"time": 0.633, "event": {"pan": {"translation": [40, 0]}}},
    {"time": 0.650, "event": {"pan": {"translation": [40, 0]}}},
    {"time": 0.666, "event": {"end": {"velocity": [0, 0]}}},
    {"time": 1.200, "event": {"begin": {}}},
    {"time": 1.216, "event": {"pan": {"translation": [-30, 0]}}},
    {"time": 1.233, "event": {"pan": {"translation": [-30, 0]}}},
    {"time": 1.250, "event": {"end": {"velocity": [-800, 0]}}},
    {"time": 2.000, "event": {"doubleTap": {"location": [150, 250]}}},
    {"time": 2.800, "event": {"doubleTap": {"location": [280, 200]}}}
  ]
}
"""#
}
