import Foundation

extension PageLayoutDirection {
    /// The direction for UIKit's `UIUserInterfaceLayoutDirection` raw value
    /// (`view.effectiveUserInterfaceLayoutDirection.rawValue`): 1 (`.rightToLeft`) mirrors the
    /// pages; 0 (`.leftToRight`) and any value UIKit may add later run left to right, the
    /// direction that works in every language.
    ///
    /// ```swift
    /// PageLayoutDirection(uiKitRawValue: 1)   // .rightToLeft
    /// ```
    ///
    /// - Parameter uiKitRawValue: `UIUserInterfaceLayoutDirection.rawValue`.
    public init(uiKitRawValue: Int) {
        self = uiKitRawValue == 1 ? .rightToLeft : .leftToRight
    }
}
