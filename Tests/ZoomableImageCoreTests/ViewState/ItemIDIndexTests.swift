import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The browser modifier's items by id. Before, every SwiftUI update of the modifier — every
/// scroll frame, since the thumbnails' frames were `@State` — mapped all ids and searched the
/// selection; now the map is built when the items change, and an update with the same items
/// only compares them.
@Suite struct ItemIDIndexTests {
    @Test func theMapIsBuiltOnlyWhenTheItemsChange() {
        var index = ItemIDIndex<String>()
        let built = [
            index.update(["harbour", "market", "pier"]),
            index.update(["harbour", "market", "pier"]),                    // the same items: nothing built
            index.update(["harbour", "market", "pier"][...]),               // any collection of them
            index.update(["lighthouse", "harbour", "market", "pier"]),      // inserted before
        ]
        #expect(built == [true, false, false, true])
        #expect(index.index(of: "market") == 2)
        let removed = index.update(["harbour", "market"])
        #expect(removed)
        #expect(index.index(of: "pier") == nil)
        #expect(index.count == 2)
    }

    /// Looking up: the first place of a repeated id (as `firstIndex(of:)`), nothing for no id or
    /// an unknown one, nothing outside the items.
    @Test(arguments: [(nil, nil), ("a", 0), ("b", 1), ("c", 3), ("z", nil)] as [(String?, Int?)])
    func anIdIsFoundAtItsFirstPlace(id: String?, expected: Int?) {
        var index = ItemIDIndex<String>()
        let ids = ["a", "b", "a", "c"]
        index.update(ids)
        #expect(index.index(of: id) == expected)
        #expect(index.index(of: id) == id.flatMap { ids.firstIndex(of: $0) })
    }

    @Test(arguments: [(nil, nil), (0, "a"), (3, "c"), (4, nil), (-1, nil)] as [(Int?, String?)])
    func anIndexGivesItsIdInsideTheItemsOnly(position: Int?, expected: String?) {
        var index = ItemIDIndex<String>()
        index.update(["a", "b", "a", "c"])
        #expect(index.id(at: position) == expected)
    }
}
