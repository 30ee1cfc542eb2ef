#if canImport(UIKit)
import Foundation
import SwiftUI

/// The thumbnails' latest frames in SwiftUI's `.global` space, by id: written by the preference
/// change on every scroll frame, read only when the browser closes into one. A lock makes it
/// safe from whatever thread SwiftUI calls a `@Sendable` preference action on.
final class BrowserSourceFrameStore: ObservableObject, @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [AnyHashable: CGRect] = [:]

    /// Replaces the frames with the thumbnails' current ones.
    func replace(_ frames: [AnyHashable: CGRect]) {
        lock.lock()
        defer { lock.unlock() }
        self.frames = frames
    }

    /// The frame of `id`'s thumbnail, if it reported one.
    func frame(of id: AnyHashable) -> CGRect? {
        lock.lock()
        defer { lock.unlock() }
        return frames[id]
    }
}
#endif
