import SwiftUI

/// The SwiftUI content of the "Zoom any view: SwiftUI" screen: a 400 × 300 pt floor plan drawn
/// with shapes — walls, doors, furniture — and a label in every room, in its own coordinate space.
struct FloorPlanView: View {
    /// The plan's own size, points.
    static let size = CGSize(width: 400, height: 300)

    /// A room: its name and rect in the plan's points.
    struct Room: Identifiable {
        let name: String
        let rect: CGRect
        var id: String { name }
    }

    /// Four rooms filling the plan: the living room across the top left, the kitchen top right,
    /// the bedroom and the bath below.
    static let rooms: [Room] = [
        Room(name: "Living", rect: CGRect(x: 0, y: 0, width: 240, height: 170)),
        Room(name: "Kitchen", rect: CGRect(x: 240, y: 0, width: 160, height: 170)),
        Room(name: "Bedroom", rect: CGRect(x: 0, y: 170, width: 260, height: 130)),
        Room(name: "Bath", rect: CGRect(x: 260, y: 170, width: 140, height: 130)),
    ]

    /// The room containing a point of the plan, if any.
    static func room(at point: CGPoint) -> Room? {
        rooms.first { $0.rect.contains(point) }
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(.systemBackground)
            ForEach(Self.rooms) { room in
                Rectangle()
                    .strokeBorder(Color.primary, lineWidth: 0.75)
                    .frame(width: room.rect.width, height: room.rect.height)
                    .overlay(
                        Text(room.name)
                            .font(.system(size: 8))
                            .foregroundColor(.secondary)
                    )
                    .offset(x: room.rect.minX, y: room.rect.minY)
            }
            // A table in the living room and a counter along the kitchen's wall.
            RoundedRectangle(cornerRadius: 4)
                .stroke(Color.accentColor, lineWidth: 0.5)
                .frame(width: 60, height: 36)
                .offset(x: 90, y: 100)
            Rectangle()
                .stroke(Color.accentColor, lineWidth: 0.5)
                .frame(width: 16, height: 120)
                .offset(x: 380, y: 20)
        }
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
    }
}
