import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Cancelling a loader's running loads from outside the main actor, as a view's `deinit` does.
@MainActor
@Suite struct TileLoadTasksTests {
    /// What the loader told its owner.
    final class Endings {
        var ended: [TileID: Int?] = [:]
    }

    /// Three loads that would wait forever (a day each) until cancelled: cancelAll() from a
    /// detached task ends all three — each reported once as failed (nil bytes), not retried — and
    /// leaves nothing running.
    @Test func cancelAllEndsEveryRunningLoadFromOffTheMainActor() async {
        let endings = Endings()
        let loader = TileLoader<Int>(retryPolicy: TileRetryPolicy(), sleep: { _ in }) { tile, _, bytes in
            endings.ended.updateValue(bytes, forKey: tile)
            return false
        }
        let tiles = [TileID(level: 0, column: 0, row: 0), TileID(level: 0, column: 1, row: 0), TileID(level: 1, column: 0, row: 0)]
        var action = TileCacheAction()
        action.load = tiles
        loader.perform(action, generation: 1) { tile in
            try await Task.sleep(nanoseconds: 86_400 * 1_000_000_000)
            return (tile.column, 4)
        }
        #expect(loader.runningLoads.count == 3)
        let loads = loader.runningLoads
        await Task.detached { loads.cancelAll() }.value
        await loader.waitUntilIdle()
        #expect(loader.runningLoads.count == 0)
        #expect(endings.ended.count == 3 && endings.ended.values.allSatisfy { $0 == nil })
    }
}
