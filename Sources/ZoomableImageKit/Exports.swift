#if canImport(UIKit)
// One `import ZoomableImageKit` gives the view and every core type (ImageLayout, ZoomEngine…).
@_exported import ZoomableImageCore
#endif
