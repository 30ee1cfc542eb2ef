#if canImport(UIKit)
import Foundation
import SwiftUI
@_spi(Internals) import ZoomableImageCore

/// The thumbnails' latest frames in SwiftUI's `.global` space (with how each draws), by id:
/// written by the preference change on every scroll frame, read only when the browser closes into
/// one. A lock makes it safe from whatever thread SwiftUI calls a `@Sendable` preference action on.
final class BrowserSourceFrameStore: ObservableObject, @unchecked Sendable {
    private let lock = NSLock()
    private var thumbnails: [AnyHashable: BrowserSourceThumbnail] = [:]

    /// Replaces the thumbnails with the current ones.
    func replace(_ thumbnails: [AnyHashable: BrowserSourceThumbnail]) {
        lock.lock()
        defer { lock.unlock() }
        self.thumbnails = thumbnails
    }

    /// The thumbnail of `id`, if it reported one.
    func thumbnail(of id: AnyHashable) -> BrowserSourceThumbnail? {
        lock.lock()
        defer { lock.unlock() }
        return thumbnails[id]
    }
}
#endif
