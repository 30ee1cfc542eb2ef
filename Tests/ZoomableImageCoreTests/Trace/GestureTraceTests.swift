import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A trace is a file users attach to bug reports, and it must outlive the version that wrote it:
/// format 3 writes every input by name and the start as an explicit record, survives JSON with
/// non-finite numbers, refuses formats it doesn't know, and reads fields it lacks as their
/// defaults.
@Suite struct GestureTraceTests {
    static let shown = ShownGeometry(center: CGPoint(x: 150, y: 250), transform: CGAffineTransform(scaleX: 2, y: 2))

    /// One input of every kind (``ZoomInput/Kind``), with asymmetric values and every kind of
    /// non-finite number somewhere.
    static let everyInput: [ZoomInput] = [
        .initialize(center: CGPoint(x: 150, y: 250), bounds: CGRect(x: 0, y: 0, width: 300, height: 500)),
        .center(CGPoint(x: 151, y: 249), container: CGRect(x: 0, y: 0, width: 300, height: 500), fromOwnWrite: true),
        .bounds(CGRect(x: 1, y: 2, width: 300, height: 500), container: nil, fromOwnWrite: false),
        .frame(CGRect(x: 3, y: 4, width: 500, height: 300), container: CGRect(x: 0, y: 0, width: 500, height: 300), fromOwnWrite: false),
        .image(ImageDescription(size: CGSize(width: 600, height: 400), scale: 2, orientation: .leftMirrored), identity: 7),
        .decodeFinished(ImageDescription(size: CGSize(width: 4680, height: 3510), scale: 1, orientation: .up,
                                         original: OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .right)),
                        identity: 8, generation: 3),
        .decodeFinished(nil, identity: nil, generation: 4),
        .contentMode(.bottomRight),
        .container(nil),
        .display(DisplayEnvironment(displayScale: 3, windowSize: CGSize(width: 390, height: 844), reducesMotion: true)),
        .configuration({ var c = ZoomConfiguration(); c.maximumZoomScale = .infinity; c.bouncesZoom = false; c.bouncesPan = false; return c }()),
        .doubleTapEnabled(false),
        .cropOpening(CGRect(x: 20, y: 120, width: 260, height: 260)),
        .touchesBegan(count: 2, shown: shown),
        .touchesEnded(count: 1),
        .pinch(.changed, scale: .nan, centroid: CGPoint(x: CGFloat.infinity, y: 2), touchCount: 2, shown: shown),
        .pan(.ended, translation: CGPoint(x: -CGFloat.infinity, y: 3), velocity: CGPoint(x: 120.5, y: -33)),
        .doubleTap(.ended, location: CGPoint(x: 13, y: 14), shown: shown),
        .singleTap(.ended, location: CGPoint(x: 15, y: 16)),
        .setZoomScale(3, animated: true, shown: shown, anchor: CGPoint(x: 9, y: 10)),
        .zoomToPixelRect(CGRect(x: 5, y: 6, width: 7, height: 8), animated: false, shown: shown),
        .resetZoom(animated: true, shown: shown),
        .accessibilityStep(-1, shown: shown),
        .accessibilityReset(shown: shown),
        .accessibilityScroll(.previous, shown: shown),
        .animationFinished(id: 5, atEnd: false),
        .loadStarted,
        .loadCancelled(generation: 2),
        .scroll(.changed, translation: CGPoint(x: 0, y: 30), velocity: nil, location: CGPoint(x: 40, y: 50),
                modifiers: [.command, .alternate], shown: shown),
        .keyCommand(.scrollToLeftEdge, shown: shown),
        .keyCommandsEnabled(false),
        .scrollZoomModifiers(KeyModifierFlags(rawValue: 1 << 19 | 1 << 30)),
        .quickZoom(.changed, location: CGPoint(x: 17, y: -CGFloat.infinity), shown: shown),
        .quickZoomEnabled(false),
        .dismissDrag(.ended, translation: CGPoint(x: 4, y: 180), velocity: nil, location: CGPoint(x: 21, y: 22),
                     touchCount: 1),
        .dismissDragEnabled(true),
        .accessibilityEscape(shown: shown),
        .dismissPresentation(.inline),
        .dismissalEnded,
        .image(ImageDescription(size: CGSize(width: 1250, height: 625), scale: 1, orientation: .up,
                                original: OriginalImage(pixelSize: CGSize(width: 20_000, height: 10_000), orientation: .up),
                                tiling: ImageTiling(pyramid: TilePyramid(storedPixelSize: CGSize(width: 20_000, height: 10_000),
                                                                         tileSize: 254, overlap: 1),
                                                    baseLevel: 4, availableLevels: TilePlanner.levelSet([0, 2, 4]))),
               identity: 10),
        .image(.content(size: CGSize(width: 360, height: 240)), identity: 11),
        .tileLoadEnded(TileID(level: 1, column: 2, row: 3), generation: 2, bytes: 262_144),
        .tileLoadEnded(TileID(level: 0, column: 0, row: 5), generation: 2, bytes: nil),
        .memoryWarning,
        .contentChanged,
        .accessibilityFocus(viewRect: CGRect(x: 40, y: 310, width: 96, height: 22),
                            safeArea: CGRect(x: 0, y: 59, width: 393, height: 759), shown: shown),
        .accessibilityFocus(viewRect: nil, safeArea: nil, shown: shown),
    ]

    /// A start with every field away from its default.
    static let everyField: TraceStart = {
        var start = TraceStart()
        start.viewBounds = CGRect(x: 1, y: 2, width: 300, height: 500)
        start.restingCenter = CGPoint(x: 160, y: 260)
        start.containerBounds = CGRect(x: 0, y: -20, width: 320, height: 540)
        start.cropOpening = CGRect(x: 30, y: 140, width: 260, height: 250)
        start.contentMode = .scaleAspectFit
        start.configuration.doubleTapZoomScale = 3
        start.isDoubleTapEnabled = false
        start.display = DisplayEnvironment(displayScale: 2, windowSize: CGSize(width: 320, height: 568))
        start.scrollZoomModifiers = .control
        start.areKeyCommandsEnabled = false
        start.image = ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .right)
        start.imageIdentity = 9
        start.loadGeneration = 4
        start.decode = .idle(plannedSide: 4680)
        start.tileGeneration = 5
        start.renderedContent = RenderedContent(identity: 9, scale: ContentRenderScale(
            shownScale: 7.5, displayScale: 2, contentSize: CGSize(width: 600, height: 400)))
        start.deferredContentSize = .content(size: CGSize(width: 600, height: 600))
        start.contentNeedsMeasuring = true
        start.zoom = TraceStart.Zoom(center: CGPoint(x: 120, y: 270), scale: 2.5)
        start.reportedZoomScale = 2.5
        start.accessibilityZoomScale = 2
        var gesture = TraceStart.Gesture()
        gesture.isPinching = true
        gesture.scrollZooms = false
        gesture.releaseVelocity = CGPoint(x: -10, y: 20)
        gesture.movedImage = true
        gesture.centroid = CGPoint(x: 100, y: 200)
        gesture.lastCentroid = CGPoint(x: 101, y: 201)
        gesture.pinchTouchCount = 2
        start.movement = .gesture(gesture)
        start.touchCount = 2
        start.lastTouch = TraceStart.LastTouch(shown: ViewGeometry(frame: CGRect(x: 0, y: 0, width: 300, height: 500)),
                                               caughtMotion: true)
        start.nextAnimationID = 12
        start.photoViewer.isQuickZoomEnabled = true
        start.photoViewer.isDismissDragEnabled = true
        start.photoViewer.quickZoom.state = .zooming(anchor: CGPoint(x: 60, y: 70), offsetY: 12.5, exponent: -0.25)
        start.photoViewer.dismissDrag.state = .dragging(.init(anchor: CGPoint(x: 80, y: 90), startOffset: CGPoint(x: 1, y: 2),
                                                              translation: CGPoint(x: 3, y: 140),
                                                              containerSize: CGSize(width: 320, height: 540)))
        start.photoViewer.dismissBase = ViewGeometry(frame: CGRect(x: 10, y: 150, width: 300, height: 200))
        start.photoViewer.dismissOrigin = CGPoint(x: 0, y: 11)
        start.photoViewer.dismissPresentation = .inline
        start.photoViewer.dismissDrag.presentation = .inline
        return start
    }()

    static let everything = GestureTrace(start: everyField,
                                         inputs: everyInput.enumerated().map { TimedZoomInput(time: Double($0.offset) / 60, input: $0.element) },
                                         note: "every kind, \"quoted\" & ünïcode", droppedInputCount: 42)

    @Test func everyKindOfInputIsInTheTable() {
        #expect(Set(Self.everyInput.map(\.kind)) == Set(ZoomInput.Kind.allCases))
    }

    @Test func aTraceWithEveryFieldAndNonFiniteNumbersRoundTripsThroughJSON() throws {
        let data = try Self.everything.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"nan\"") && text.contains("\"inf\"") && text.contains("\"-inf\""))
        #expect(!text.contains("\"_0\""))                           // every field has a name
        let decoded = try GestureTrace(jsonData: data)
        #expect(decoded.start == Self.everything.start)
        #expect(decoded.note == Self.everything.note && decoded.droppedInputCount == 42)
        // NaN ≠ NaN: the inputs compare as text, and the whole file as bytes.
        #expect(decoded.inputs.map { "\($0)" } == Self.everything.inputs.map { "\($0)" })
        #expect(try decoded.jsonData() == data)
    }

    /// The documented shape: a kind's name, its fields by name, phases and modifier keys by name.
    /// An inline viewer's dismissal leaves the image where it was released: that appearance is
    /// written under `"dismissed"` and reads back, with the presentation; a modal one's (left at
    /// rest) is still the plain `"dismissed"` older files hold.
    @Test func aDismissalsLeftAppearanceAndThePresentationRoundTrip() throws {
        var viewer = TraceStart.PhotoViewer()
        viewer.dismissPresentation = .inline
        viewer.dismissDrag.presentation = .inline
        let left = DismissDragAppearance(offset: CGPoint(x: 20, y: 125), anchor: CGPoint(x: 150, y: 300),
                                         containerSize: CGSize(width: 300, height: 500))
        viewer.dismissDrag.state = .dismissed(left: left)
        let data = try GestureTrace.makeJSONEncoder().encode(viewer)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["dismissPresentation"] as? String == "inline")
        #expect((object?["dismissDrag"] as? [String: Any])?["dismissed"] != nil)
        #expect(try GestureTrace.makeJSONDecoder().decode(TraceStart.PhotoViewer.self, from: data) == viewer)

        let modal = try GestureTrace.makeJSONDecoder().decode(DismissDragStateMachine.self, from: Data(#""dismissed""#.utf8))
        #expect(modal.state == .dismissed(left: .resting()) && modal.presentation == .modal)
    }

    @Test func inputsAreWrittenByNameWithEveryFieldNamed() throws {
        let pinch = ZoomInput.pinch(.changed, scale: 1.25, centroid: CGPoint(x: 0, y: 150), touchCount: 2)
        let object = try JSONSerialization.jsonObject(with: GestureTrace.makeJSONEncoder().encode(pinch)) as? [String: Any]
        let fields = try #require(object?["pinch"] as? [String: Any])
        #expect(fields["phase"] as? String == "changed")
        #expect(fields["scale"] as? Double == 1.25)
        #expect(fields["centroid"] as? [Double] == [0, 150])
        #expect(fields["touchCount"] as? Int == 2)
        #expect(fields.count == 4)                                   // no shown: left out
        let scroll = ZoomInput.scroll(.began, translation: .zero, velocity: nil, location: .zero, modifiers: [.command, .shift])
        let scrollObject = try JSONSerialization.jsonObject(with: GestureTrace.makeJSONEncoder().encode(scroll)) as? [String: Any]
        #expect((scrollObject?["scroll"] as? [String: Any])?["modifiers"] as? [String] == ["shift", "command"])
    }

    /// Fields a file lacks read as their defaults: an empty start is a new view's defaults but
    /// initialized, a pinch without scale or touch count is ×1 with two touches.
    @Test func missingFieldsReadAsTheirDefaults() throws {
        let file = """
            {"formatVersion": 3, "start": {"viewBounds": [[0, 0], [300, 500]]},
             "inputs": [{"time": 0, "input": {"pinch": {"phase": "changed", "centroid": [1, 2]}}},
                        {"time": 0.1, "input": {"loadStarted": {}}}]}
            """
        let trace = try GestureTrace(jsonData: Data(file.utf8))
        var expected = TraceStart()
        expected.viewBounds = CGRect(x: 0, y: 0, width: 300, height: 500)
        #expect(trace.start == expected)
        #expect(trace.start.isInitialized && trace.start.contentMode == .scaleToFill && trace.start.movement == .rest)
        #expect(trace.inputs.map(\.input) == [.pinch(.changed, scale: 1, centroid: CGPoint(x: 1, y: 2), touchCount: 2), .loadStarted])
        #expect(trace.note == nil && trace.droppedInputCount == 0)
        let bare = try GestureTrace(jsonData: Data(#"{"formatVersion": 3}"#.utf8))
        #expect(bare.start == .newView && bare.inputs.isEmpty)
    }

    /// Content (not an image) is written with `"content": true`; an image without the field —
    /// every file from before content — reads as an image.
    @Test func contentIsWrittenAsContentAndImagesWithoutTheFieldReadAsImages() throws {
        let content = ImageDescription.content(size: CGSize(width: 360, height: 240))
        let object = try JSONSerialization.jsonObject(with: GestureTrace.makeJSONEncoder().encode(content)) as? [String: Any]
        #expect(object?["content"] as? Bool == true)
        let decoder = GestureTrace.makeJSONDecoder()
        #expect(try decoder.decode(ImageDescription.self, from: GestureTrace.makeJSONEncoder().encode(content)) == content)
        let image = try decoder.decode(ImageDescription.self, from: Data(#"{"size": [360, 240], "scale": 1, "orientation": "up"}"#.utf8))
        #expect(!image.isContent)
        #expect(image == ImageDescription(size: CGSize(width: 360, height: 240), scale: 1, orientation: .up))
        let imageObject = try JSONSerialization.jsonObject(with: GestureTrace.makeJSONEncoder().encode(image)) as? [String: Any]
        #expect(imageObject?["content"] == nil)
    }

    /// Files from before 1.0 wrote a case's first unlabelled value as `"_0"`, modifier keys as
    /// UIKit's number, a decoded copy as `loadedImage` or `sharperCopy`, and the screen's size.
    @Test func theOldSpellingsOfInputsReadToo() throws {
        let decoder = GestureTrace.makeJSONDecoder()
        func input(_ json: String) throws -> ZoomInput { try decoder.decode(ZoomInput.self, from: Data(json.utf8)) }
        #expect(try input(#"{"contentMode": {"_0": "scaleAspectFit"}}"#) == .contentMode(.scaleAspectFit))
        #expect(try input(#"{"pinch": {"_0": 2, "scale": 1.5, "centroid": [3, 4], "touchCount": 1}}"#)
            == .pinch(.changed, scale: 1.5, centroid: CGPoint(x: 3, y: 4), touchCount: 1))
        #expect(try input(#"{"scrollZoomModifiers": {"_0": 1048576}}"#) == .scrollZoomModifiers(.command))
        let copy = ImageDescription(size: CGSize(width: 10, height: 20), scale: 1, orientation: .up)
        #expect(try input(#"{"loadedImage": {"_0": {"size": [10, 20], "scale": 1, "orientation": "up"}, "identity": 7, "generation": 2}}"#)
            == .decodeFinished(copy, identity: 7, generation: 2))
        #expect(try input(#"{"sharperCopy": {"_0": {"size": [10, 20], "scale": 1, "orientation": 0}, "generation": 2}}"#)
            == .decodeFinished(copy, identity: nil, generation: 2))
        #expect(try input(#"{"display": {"_0": {"displayScale": 0, "screenScale": 3, "screenSize": [390, 844], "reducesMotion": false}}}"#)
            == .display(DisplayEnvironment(displayScale: 0, windowSize: CGSize(width: 390, height: 844))))
    }

    /// A display written without the fields added later reads them as their documented defaults:
    /// no window size, motion not reduced (a file from before Reduce Motion was recorded must not
    /// replay with springs turned into fades).
    @Test func aDisplayWithoutItsLaterFieldsReadsTheirDefaults() throws {
        let display = try GestureTrace.makeJSONDecoder()
            .decode(ZoomInput.self, from: Data(#"{"display": {"display": {"displayScale": 2}}}"#.utf8))
        #expect(display == .display(DisplayEnvironment(displayScale: 2, windowSize: nil, reducesMotion: false)))
    }

    @Test(arguments: [GestureTrace.formatVersion + 1, 0, -1])
    func aFormatThisBuildDoesNotKnowIsRefused(version: Int) {
        #expect(throws: DecodingError.self) {
            try GestureTrace(jsonData: Data(#"{"formatVersion": \#(version), "inputs": []}"#.utf8))
        }
    }

    @Test func anUnknownInputIsRefusedNamingTheValidOnes() {
        let file = #"{"formatVersion": 3, "inputs": [{"time": 0, "input": {"pinhc": {}}}]}"#
        do {
            _ = try GestureTrace(jsonData: Data(file.utf8))
            Issue.record("an unknown input decoded")
        } catch {
            let message = "\(error)"
            #expect(message.contains("unknown input \"pinhc\"") && message.contains("touchesBegan"))
        }
    }

    /// Replay: step 0 is the start, each input one step, and it is deterministic.
    @Test func eachInputAddsOneStepAndReplayIsDeterministic() {
        let steps = Self.everything.replay()
        #expect(steps.count == Self.everyInput.count + 1)
        #expect(steps[0].input == nil && steps[0].index == 0)
        #expect(steps.map(\.index) == Array(0...Self.everyInput.count))
        #expect("\(steps)" == "\(Self.everything.replay())")
    }
}
