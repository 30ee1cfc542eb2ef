import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Every field a trace file may leave out reads as its documented default — the promise that
/// keeps files written before a field existed loading, and replaying as they did. Each field is
/// left out of a minimal object (only its required fields present) and its value checked
/// against the default written here, field by field: the `start`'s, every input's, every value
/// type's, and the pre-1.0 formats'. The defaults are those the types' documentation states —
/// a new view's: initialized, no size, no container, no image, at rest, the settings of a view
/// made in code.
@Suite struct TraceDecodingDefaultsTests {
    static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    /// `{}` as a start: an initialized view with nothing else.
    @Test func aStartWithNoFieldsIsAnInitializedEmptyViewAtRest() throws {
        let start = try Self.decode(TraceStart.self, "{}")
        #expect(start.isInitialized == true)
        #expect(start.viewBounds == .zero)
        #expect(start.restingCenter == .zero)
        #expect(start.containerBounds == nil)
        #expect(start.cropOpening == nil)
        #expect(start.contentMode == .scaleToFill)
        #expect(start.configuration.minimumZoomScale == 1 && start.configuration.maximumZoomScale == 4)
        #expect(start.configuration.doubleTapZoomScale == 2.5)
        #expect(start.configuration.bouncesZoom == true && start.configuration.bouncesPan == true)
        #expect(start.isDoubleTapEnabled == true)
        #expect(start.display.displayScale == 0 && start.display.windowSize == nil && start.display.reducesMotion == false)
        #expect(start.scrollZoomModifiers == .command)
        #expect(start.areKeyCommandsEnabled == true)
        #expect(start.photoViewer.isQuickZoomEnabled == false && start.photoViewer.isDismissDragEnabled == false)
        #expect(start.photoViewer.quickZoom.state == .idle && start.photoViewer.dismissDrag.state == .idle)
        #expect(start.photoViewer.dismissBase == ViewGeometry(bounds: .zero, center: .zero))
        #expect(start.photoViewer.dismissOrigin == .zero)
        #expect(start.image.size == .zero && start.image.scale == 1 && start.image.orientation == .up)
        #expect(start.image.original == nil && start.image.tiling == nil)
        #expect(start.imageIdentity == nil)
        #expect(start.loadGeneration == 0)
        #expect(start.decode == .idle(plannedSide: 0))
        #expect(start.tileGeneration == 0)
        #expect(start.zoom == nil)
        #expect(start.reportedZoomScale == nil && start.accessibilityZoomScale == nil)
        #expect(start.movement == .rest)
        #expect(start.touchCount == 0)
        #expect(start.lastTouch == nil && start.layoutPass == nil)
        #expect(start.nextAnimationID == 1)
    }

    /// A format 3 trace with only its version: a new view (not yet initialized: its inputs begin
    /// with `initialize`), no inputs, no note, nothing dropped.
    @Test func aTraceWithOnlyItsVersionIsANewViewWithNothingRecorded() throws {
        let trace = try GestureTrace(jsonData: Data(#"{"formatVersion": 3}"#.utf8))
        #expect(trace.start.isInitialized == false)
        #expect(trace.inputs.isEmpty && trace.note == nil && trace.droppedInputCount == 0)
    }

    /// The start's nested records: a zoom at scale 1; a gesture with nothing under way and no
    /// velocity; a hold of a glide (no target); a decode idle for nothing; a touch that caught no
    /// motion; a layout pass that was not at rest.
    @Test func theStartsRecordsReadTheirMissingFieldsAsTheirDefaults() throws {
        #expect(try Self.decode(TraceStart.Zoom.self, #"{"center": [10, 20]}"#) == TraceStart.Zoom(center: CGPoint(x: 10, y: 20), scale: 1))
        let gesture = try Self.decode(TraceStart.Gesture.self, "{}")
        #expect(!gesture.isPinching && !gesture.isPanning && gesture.scrollZooms == nil)
        #expect(!gesture.isQuickZooming && !gesture.isDismissDragging)
        #expect(gesture.releaseVelocity == .zero && !gesture.movedImage)
        #expect(gesture.centroid == nil && gesture.lastCentroid == nil && gesture.pinchTouchCount == nil)
        #expect(try Self.decode(TraceStart.Movement.self, #"{"holding": {}}"#) == .holding(target: nil))
        #expect(try Self.decode(TraceStart.Movement.self, "{}") == .rest)
        #expect(try Self.decode(TraceStart.Decode.self, #"{"idle": {}}"#) == .idle(plannedSide: 0))
        #expect(try Self.decode(TraceStart.Decode.self, "{}") == .idle(plannedSide: 0))
        let shown = #"{"bounds": [[0, 0], [300, 500]], "center": [150, 250]}"#
        #expect(try Self.decode(TraceStart.LastTouch.self, #"{"shown": \#(shown)}"#).caughtMotion == false)
        let pass = try Self.decode(TraceStart.LayoutPass.self, #"{"scale": 2, "fraction": [0.5, 0.5], "produced": \#(shown)}"#)
        #expect(pass.wasAtRest == false)
    }

    /// The photo viewer's record and its machines: both gestures off, nothing held; a quick zoom
    /// with no offset or exponent yet; a drag with no start offset or translation; an appearance
    /// with no anchor, progress 0, full size and an opaque background.
    @Test func thePhotoViewersRecordsReadTheirMissingFieldsAsTheirDefaults() throws {
        let zooming = try Self.decode(QuickZoomStateMachine.self, #"{"zooming": {"anchor": [40, 60]}}"#)
        #expect(zooming.state == .zooming(anchor: CGPoint(x: 40, y: 60), offsetY: 0, exponent: 0))
        let dragging = try Self.decode(DismissDragStateMachine.self,
                                       #"{"dragging": {"anchor": [40, 60], "containerSize": [300, 500]}}"#)
        guard case .dragging(let drag) = dragging.state else {
            Issue.record("not dragging: \(dragging.state)")
            return
        }
        #expect(drag.startOffset == .zero && drag.translation == .zero)
        let look = try Self.decode(DismissDragAppearance.self, #"{"offset": [0, 30]}"#)
        #expect(look.anchor == .zero && look.progress == 0 && look.scale == 1 && look.backgroundOpacity == 1)
    }

    /// The values inputs and starts hold: an image of no size at scale 1, upright, with no
    /// original or tiling; an original upright; a display of unknown scale and window that
    /// does not reduce motion (a pre-1.0 `screenSize` read as the window's); a view's default
    /// limits; an untransformed geometry anchored at its centre; a decode request of
    /// generation 0 for no container on a 3× screen, limit 4, aspect fit; a spring of mass 1,
    /// from rest, not a glide; a tiled image based on level 0 with every level available, its
    /// pyramid of 256 px tiles without overlap.
    @Test func theTracesValuesReadTheirMissingFieldsAsTheirDefaults() throws {
        let image = try Self.decode(ImageDescription.self, "{}")
        #expect(image.size == .zero && image.scale == 1 && image.orientation == .up && image.original == nil && image.tiling == nil)
        #expect(try Self.decode(OriginalImage.self, #"{"pixelSize": [4000, 3000]}"#).orientation == .up)
        let display = try Self.decode(DisplayEnvironment.self, "{}")
        #expect(display.displayScale == 0 && display.windowSize == nil && display.reducesMotion == false)
        #expect(try Self.decode(DisplayEnvironment.self, #"{"screenSize": [390, 844]}"#).windowSize == CGSize(width: 390, height: 844))
        let configuration = try Self.decode(ZoomConfiguration.self, "{}")
        #expect(configuration.minimumZoomScale == 1 && configuration.maximumZoomScale == 4 && configuration.doubleTapZoomScale == 2.5)
        #expect(configuration.bouncesZoom && configuration.bouncesPan)
        let geometry = try Self.decode(ViewGeometry.self, #"{"bounds": [[0, 0], [300, 500]], "center": [150, 250]}"#)
        #expect(geometry.transform == .identity && geometry.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(try Self.decode(ShownGeometry.self, #"{"center": [150, 250]}"#).transform == .identity)
        let request = try Self.decode(DecodeRequest.self, "{}")
        #expect(request.generation == 0 && request.containerSize == .zero && request.screenScale == 3)
        #expect(request.maximumZoomScale == 4 && request.contentMode == .scaleAspectFit)
        let spring = try Self.decode(SettleAnimation.self, #"{"stiffness": 223.8, "damping": 29.92, "duration": 0.5}"#)
        #expect(spring.mass == 1 && spring.initialVelocity == .zero && spring.isGlide == false)
        let tiling = try Self.decode(ImageTiling.self, #"{"pyramid": {"storedPixelSize": [4000, 3000]}}"#)
        #expect(tiling.baseLevel == 0 && tiling.availableLevels == .max)
        #expect(tiling.pyramid.tileSize == 256 && tiling.pyramid.overlap == 0)
    }

    /// Every input's optional fields: a geometry write with no container that is not the view's
    /// own (`fromOwnWrite`), an image with no identity, a pinch by 1 with two fingers and nothing
    /// else known, a pan and a scroll with nothing known and no modifier keys, commands that do
    /// not animate, an animation that finished at its end, a quick zoom and a dismiss drag with
    /// nothing known (one finger), a tile that failed (no bytes).
    @Test func everyInputReadsItsMissingFieldsAsTheirDefaults() throws {
        func input(_ json: String) throws -> ZoomInput { try Self.decode(ZoomInput.self, json) }
        let rect = "[[0, 0], [300, 500]]"
        let shown = #""shown": {"center": [150, 250]}"#
        let atRest = ShownGeometry(center: CGPoint(x: 150, y: 250), transform: .identity)
        #expect(try input(#"{"center": {"center": [150, 250]}}"#) == .center(CGPoint(x: 150, y: 250), container: nil, fromOwnWrite: false))
        #expect(try input(#"{"bounds": {"bounds": \#(rect)}}"#)
            == .bounds(CGRect(x: 0, y: 0, width: 300, height: 500), container: nil, fromOwnWrite: false))
        #expect(try input(#"{"frame": {"frame": \#(rect)}}"#)
            == .frame(CGRect(x: 0, y: 0, width: 300, height: 500), container: nil, fromOwnWrite: false))
        #expect(try input(#"{"image": {"image": {}}}"#) == .image(.none, identity: nil))
        #expect(try input(#"{"decodeFinished": {"generation": 2}}"#) == .decodeFinished(nil, identity: nil, generation: 2))
        #expect(try input(#"{"pinch": {"phase": "began"}}"#) == .pinch(.began, scale: 1, centroid: nil, touchCount: 2, shown: nil))
        #expect(try input(#"{"pan": {"phase": "changed"}}"#) == .pan(.changed, translation: nil, velocity: nil))
        #expect(try input(#"{"doubleTap": {"phase": "ended", \#(shown)}}"#) == .doubleTap(.ended, location: nil, shown: atRest))
        #expect(try input(#"{"setZoomScale": {"scale": 2, \#(shown)}}"#) == .setZoomScale(2, animated: false, shown: atRest, anchor: nil))
        #expect(try input(#"{"zoomToPixelRect": {"rect": \#(rect), \#(shown)}}"#)
            == .zoomToPixelRect(CGRect(x: 0, y: 0, width: 300, height: 500), animated: false, shown: atRest))
        #expect(try input(#"{"resetZoom": {\#(shown)}}"#) == .resetZoom(animated: false, shown: atRest))
        #expect(try input(#"{"animationFinished": {"id": 4}}"#) == .animationFinished(id: 4, atEnd: true))
        #expect(try input(#"{"scroll": {"phase": "changed"}}"#)
            == .scroll(.changed, translation: nil, velocity: nil, location: nil, modifiers: [], shown: nil))
        #expect(try input(#"{"quickZoom": {"phase": "began", \#(shown)}}"#) == .quickZoom(.began, location: nil, shown: atRest))
        #expect(try input(#"{"dismissDrag": {"phase": "changed"}}"#)
            == .dismissDrag(.changed, translation: nil, velocity: nil, location: nil, touchCount: 1))
        #expect(try input(#"{"tileLoadEnded": {"tile": {"level": 0, "column": 2, "row": 1}, "generation": 1}}"#)
            == .tileLoadEnded(TileID(level: 0, column: 2, row: 1), generation: 1, bytes: nil))
    }

    /// A format 2 trace (a view's inputs, from the interaction's stored properties then) with
    /// only the engine it required: an initialized view of no size, no container, no crop, scale
    /// to fill, double taps and keys on, ⌘ for scroll zoom, no image, nothing reported yet, no
    /// touches, at rest, animation ids from 1 — and no note, nothing dropped.
    @Test func aFormat2TraceReadsTheFieldsItLacksAsTheirDefaults() throws {
        let json = #"""
            {"formatVersion": 2, "containerBounds": [[0, 0], [300, 500]], "restingFrame": [[0, 0], [300, 500]],
             "contentFrame": [[0, 150], [300, 200]], "inputs": [],
             "interaction": {"engine": {"configuration": {}, "geometry": {"bounds": [[0, 0], [300, 500]], "center": [150, 250]}}}}
            """#
        let trace = try GestureTrace(jsonData: Data(json.utf8))
        let start = trace.start
        #expect(start.isInitialized && start.viewBounds == .zero && start.restingCenter == .zero)
        #expect(start.containerBounds == nil && start.cropOpening == nil && start.contentMode == .scaleToFill)
        #expect(start.isDoubleTapEnabled && start.areKeyCommandsEnabled && start.scrollZoomModifiers == .command)
        #expect(start.display.displayScale == 0 && start.display.windowSize == nil && !start.display.reducesMotion)
        #expect(start.image.size == .zero && start.imageIdentity == nil && start.loadGeneration == 0)
        #expect(start.reportedZoomScale == nil && start.accessibilityZoomScale == nil)
        #expect(start.touchCount == 0 && start.nextAnimationID == 1 && start.movement == .rest)
        #expect(start.zoom == TraceStart.Zoom(center: CGPoint(x: 150, y: 250), scale: 1))
        #expect(trace.note == nil && trace.droppedInputCount == 0)
    }

    /// Every field of a gesture under way survives writing and reading — a trace started in a
    /// dismiss drag or a quick zoom resumes in it — each set alone, so one read back as its
    /// default shows which (JSON, as `GestureTrace` writes it).
    @Test func aGestureUnderWayReadsBackFieldByField() throws {
        var fields: [TraceStart.Gesture] = []
        for index in 0..<10 {
            var gesture = TraceStart.Gesture()
            switch index {
            case 0: gesture.isPinching = true
            case 1: gesture.isPanning = true
            case 2: gesture.scrollZooms = false
            case 3: gesture.isQuickZooming = true
            case 4: gesture.isDismissDragging = true
            case 5: gesture.releaseVelocity = CGPoint(x: -120, y: 45)
            case 6: gesture.movedImage = true
            case 7: gesture.centroid = CGPoint(x: 31, y: 7)
            case 8: gesture.lastCentroid = CGPoint(x: 5, y: 90)
            default: gesture.pinchTouchCount = 3
            }
            fields.append(gesture)
        }
        for gesture in fields {
            let json = try JSONEncoder().encode(gesture)
            #expect(try JSONDecoder().decode(TraceStart.Gesture.self, from: json) == gesture)
            #expect(gesture != TraceStart.Gesture())
        }
    }
}
