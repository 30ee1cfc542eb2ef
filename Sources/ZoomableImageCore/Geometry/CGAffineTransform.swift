#if !canImport(CoreGraphics)
import Foundation

/// An affine transformation matrix for 2D graphics, identical in layout and behaviour to
/// CoreGraphics' `CGAffineTransform`.
///
/// Platforms without CoreGraphics (Linux, Windows) get this drop-in so that the geometry of
/// ZoomableImageCore is the same code everywhere; on Apple platforms the real CoreGraphics
/// type is used and this declaration does not exist.
///
/// The matrix acts on row vectors, as in CoreGraphics:
///
/// ```
///                         | a   b   0 |
/// [x' y' 1] = [x  y  1] · | c   d   0 |      x' = a·x + c·y + tx
///                         | tx  ty  1 |      y' = b·x + d·y + ty
/// ```
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2`. The convenience operations
/// `scaledBy`, `translatedBy` and `rotated` apply the *new* operation first, that is
/// `t.scaledBy(x: sx, y: sy) == CGAffineTransform(scaleX: sx, y: sy).concatenating(t)`.
///
/// ```swift
/// let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
/// CGPoint(x: 1, y: 1).applying(t)   // (12, 2): scaled first, then translated
/// ```
public struct CGAffineTransform: Equatable, Sendable {
    /// The entry at position [1, 1]: the x scale (and rotation) component.
    public var a: CGFloat
    /// The entry at position [1, 2]: the y shear (and rotation) component.
    public var b: CGFloat
    /// The entry at position [2, 1]: the x shear (and rotation) component.
    public var c: CGFloat
    /// The entry at position [2, 2]: the y scale (and rotation) component.
    public var d: CGFloat
    /// The entry at position [3, 1]: the x translation.
    public var tx: CGFloat
    /// The entry at position [3, 2]: the y translation.
    public var ty: CGFloat

    /// Creates a transform with the given matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates the identity transform, as CoreGraphics' `CGAffineTransform()` does.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform: `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform()

    /// Creates a transform that translates by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians about the origin.
    ///
    /// In a y-down coordinate system (UIKit's) a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let sine = CGFloat(Foundation.sin(Double(angle)))
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and then `t2` (the matrix product self · t2).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular (as CoreGraphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// Scales by (`sx`, `sy`) *before* applying `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Translates by (`tx`, `ty`) *before* applying `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Rotates by `angle` radians *before* applying `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGAffineTransform: Codable {
    /// Decodes the six entries `[a, b, c, d, tx, ty]` from an unkeyed container, the format
    /// Foundation uses for CoreGraphics' type, so traces recorded on a device decode here.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            a: try container.decode(CGFloat.self),
            b: try container.decode(CGFloat.self),
            c: try container.decode(CGFloat.self),
            d: try container.decode(CGFloat.self),
            tx: try container.decode(CGFloat.self),
            ty: try container.decode(CGFloat.self)
        )
    }

    /// Encodes the six entries `[a, b, c, d, tx, ty]` into an unkeyed container.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
#endif
