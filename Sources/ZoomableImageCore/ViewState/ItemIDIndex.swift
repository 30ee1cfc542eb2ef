import Foundation

/// The items of a SwiftUI modifier that pages through them (the photo browser's), by id: where
/// each id is, built when the items change — not on every update. SwiftUI updates the modifier
/// whenever its parent does; mapping every id and searching the selection each time cost O(n)
/// per update, with n the number of items.
///
/// An update compares the new ids with the last ones (O(n), no allocation) and rebuilds the map
/// only when they differ; a look-up is then O(1).
///
/// ```swift
/// var index = ItemIDIndex<String>()
/// index.update(["harbour", "market", "pier"])   // true: built
/// index.update(["harbour", "market", "pier"])   // false: the same items
/// index.index(of: "pier")                       // 2
/// index.id(at: 1)                               // "market"
/// ```
@_spi(Internals)
public struct ItemIDIndex<ID: Hashable> {
    /// The ids, in the items' order.
    private(set) var ids: [ID] = []
    /// Each id's position; the first when an id repeats.
    var positions: [ID: Int] = [:]

    /// No items.
    public init() {}

    /// Takes an update's ids; the map is rebuilt only when they differ from the last update's.
    ///
    /// - Parameter ids: the items' ids, in order.
    /// - Returns: whether they changed (and the map was rebuilt).
    @discardableResult
    public mutating func update(_ ids: some Collection<ID>) -> Bool {
        guard !ids.elementsEqual(self.ids) else { return false }
        self.ids = Array(ids)
        positions = Dictionary(self.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return true
    }

    /// The number of items.
    public var count: Int { ids.count }

    /// The position of `id`: `nil` for no id, or one not among the items (the first when ids
    /// repeat).
    ///
    /// - Parameter id: an id, or `nil`.
    /// - Returns: its index, or `nil`.
    public func index(of id: ID?) -> Int? {
        id.flatMap { positions[$0] }
    }

    /// The id at `index`: `nil` for no index, or one outside the items.
    ///
    /// - Parameter index: a position, or `nil`.
    /// - Returns: the id, or `nil`.
    public func id(at index: Int?) -> ID? {
        index.flatMap { ids.indices.contains($0) ? ids[$0] : nil }
    }
}
