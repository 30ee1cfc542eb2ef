import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A descriptor is fetched once for every tile request of a source, and fetched again after a
/// failure. Fetches are counted by an actor; nothing here waits on a clock.
@Suite struct DescriptorCacheTests {
    actor Counter {
        private(set) var count = 0
        func next() -> Int {
            count += 1
            return count
        }
    }

    struct Offline: Error {}

    @Test func callersShareOneFetch() async throws {
        let cache = DescriptorCache<Int>()
        let counter = Counter()
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 { group.addTask { try await cache.value { await counter.next() } } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // The first fetch's value, 1, for all twenty; one fetch in all.
        #expect(values == Array(repeating: 1, count: 20))
        #expect(await counter.count == 1)
    }

    @Test func aFailedFetchIsTriedAgainByTheNextCall() async throws {
        let cache = DescriptorCache<Int>()
        let counter = Counter()
        await #expect(throws: Offline.self) {
            try await cache.value {
                _ = await counter.next()
                throw Offline()
            }
        }
        // The second call fetches again (count 2) and keeps what it got.
        #expect(try await cache.value { await counter.next() } == 2)
        #expect(try await cache.value { await counter.next() } == 2)
        #expect(await counter.count == 2)
    }
}
