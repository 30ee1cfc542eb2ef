import SwiftUI
import ZoomableImageKit

/// "Zoom any view: SwiftUI": ``FloorPlanView`` made zoomable with `.zoomable()`, maximum zoom 8.
///
/// Readouts for the UI tests: the zoom binding ("zoom 2.50"), the last tapped point in the
/// plan's own points and its room ("point 100.00, 75.00" — "Living"), and the zoom when zooming
/// ended ("settled zoom 2.50", from `onZoomEnd`).
struct FloorPlanDemoView: View {
    @State private var zoomScale: CGFloat = 1
    @State private var settledZoomScale: CGFloat?
    @State private var tapped: CGPoint?

    var body: some View {
        VStack(spacing: 8) {
            FloorPlanView()
                .zoomable(zoomScale: $zoomScale) { point in tapped = point }
                .zoomLimits(minimum: 1, maximum: 8)
                .onZoomEnd { settledZoomScale = $0 }
                .zoomableImageAccessibilityLabel("Floor plan")
                .background(Color(.secondarySystemBackground))

            Text(Readout.zoom(zoomScale))
                .font(.body.monospacedDigit())
                .accessibilityIdentifier("floorplan.zoomLabel")
            Text(Readout.point(tapped))
                .font(.body.monospacedDigit())
                .accessibilityIdentifier("floorplan.pointLabel")
            Text(tapped.flatMap(FloorPlanView.room(at:))?.name ?? "room –")
                .accessibilityIdentifier("floorplan.roomLabel")
            Text(settledZoomScale.map { Readout.settled(zoom: $0) } ?? "settled –")
                .font(.body.monospacedDigit())
                .accessibilityIdentifier("floorplan.settledLabel")
        }
        .padding(.bottom, 8)
    }
}
