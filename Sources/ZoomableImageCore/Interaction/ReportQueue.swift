import Foundation

/// The reports a ``ZoomInteraction`` has queued and a view has not delivered yet, oldest first.
///
/// A gesture event queues one report (its zoom change) and the view takes it at once, 120 times
/// a second: that one is kept in a slot of its own, so the common case touches no array. Only
/// when reports pile up — an input with several, or a callback sending more while they are
/// delivered — does the rest go to an array, kept with its capacity so it allocates once.
@_spi(Internals)
public struct ReportQueue: Equatable, Sendable {
    /// The oldest report, when the queue holds one.
    @usableFromInline var first: ZoomReport?
    /// The reports after ``first``, from ``restHead`` on.
    @usableFromInline var rest: [ZoomReport] = []
    /// The first report of ``rest`` not yet taken.
    @usableFromInline var restHead = 0

    /// Whether nothing is queued.
    var isEmpty: Bool { first == nil && restHead == rest.count }

    /// Queues a report after the ones already queued. Inlined: every gesture event queues one.
    @inline(__always)
    mutating func append(_ report: ZoomReport) {
        if isEmpty {
            first = report
        } else {
            rest.append(report)
        }
    }

    /// Takes the oldest report, or `nil` when none is queued.
    @inlinable
    mutating func takeFirst() -> ZoomReport? {
        if let report = first {
            first = nil
            return report
        }
        // The view asks once more after each gesture event's report: an empty rest answers inline.
        guard restHead < rest.count else { return nil }
        return takeFromRest()
    }

    /// Takes the oldest report of ``rest``, or `nil`.
    @usableFromInline
    mutating func takeFromRest() -> ZoomReport? {
        guard restHead < rest.count else { return nil }
        let report = rest[restHead]
        restHead += 1
        if restHead == rest.count {
            rest.removeAll(keepingCapacity: true)
            restHead = 0
        }
        return report
    }

    /// Forgets every queued report.
    mutating func removeAll() {
        first = nil
        rest.removeAll(keepingCapacity: true)
        restHead = 0
    }
}
