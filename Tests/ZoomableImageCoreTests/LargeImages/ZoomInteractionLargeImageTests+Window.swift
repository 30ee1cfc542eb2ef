import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

extension ZoomInteractionLargeImageTests {
    /// Issue 32, item 9: the changelog said decodes are cancelled when the view leaves its window,
    /// and nothing did. A copy of another size being decoded then is cancelled — nothing shows it,
    /// and out of a window the display scale may not be its screen's — and a late copy of it is
    /// not shown; back in a window, at rest, it is asked for again. Turned to landscape (844 ×
    /// 390: the 6240 px copy, as in `turningToLandscapeAsksForASharperCopyOnce`).
    @Test func leavingTheWindowCancelsACopyOfAnotherSizeAndComingBackAsksAgain() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [6240])
        view.log.removeAll()
        view.send(.display(DisplayEnvironment(displayScale: 3)))
        #expect(view.log == [.cancelDecode])
        view.send(.decodeFinished(Self.copy(side: 6240), identity: 8, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == Self.copy(side: 4680))
        view.send(.display(DisplayEnvironment(displayScale: 3, windowSize: Self.landscape.size)))
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [6240])
    }

    /// A load's first copy is not cancelled out of a window: its caller waits for it (a view
    /// loads in `viewDidLoad`, before it has a window, and may leave one while it loads).
    @Test func leavingTheWindowDuringALoadKeepsItsDecode() {
        let view = portraitView()
        view.send(.loadStarted)
        view.log.removeAll()
        view.send(.display(DisplayEnvironment(displayScale: 3)))
        #expect(view.log.isEmpty)
        view.send(.decodeFinished(Self.copy(side: 4680), identity: 7, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == Self.copy(side: 4680))
    }
}
