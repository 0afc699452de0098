/// The last frame's category column and status bar, kept with what they were drawn from by
/// whoever draws frames (the session, beside the detail documents) and handed to
/// `Screen.render`. A pane whose inputs are the same as last time is copied, cells and
/// click zones, instead of drawn again: a key in the recipe list changes neither, and
/// drawing them was 45 thousand of such a key's 258 thousand instructions (callgrind, the
/// bundled book at 120×40). A pane depends only on its inputs, so a frame is the same with
/// or without the memo: tests draw with a fresh one, and compare.
public struct PaneMemo: Sendable {
    /// What a pane is drawn from, all of it.
    enum Inputs: Equatable, Sendable {
        case categories(CategoryListView.Inputs)
        case status(StatusBar.Inputs)

        var kind: Int {
            switch self {
            case .categories: 0
            case .status: 1
            }
        }
    }

    private struct Pane: Sendable {
        var inputs: Inputs
        /// Where it was drawn, on a canvas of which size.
        var rect: Rect
        var canvas: Rect
        /// The rect's cells, row by row.
        var codes: [UInt64]
        var zones: [HotZone]
    }

    /// The last pane of each kind.
    private var panes: [Pane] = []

    public init() {}

    /// Puts the pane `inputs` describe in `rect`: copied when the last pane of its kind had
    /// the same inputs and place, else drawn by `draw`, which must only draw inside `rect`
    /// (and add click zones).
    mutating func pane(_ inputs: Inputs, in rect: Rect, on canvas: inout Canvas, draw: (inout Canvas) -> Void) {
        let kept = panes.firstIndex { $0.inputs.kind == inputs.kind }
        if let kept, panes[kept].rect == rect, panes[kept].canvas == canvas.bounds, panes[kept].inputs == inputs {
            canvas.copy(panes[kept].codes, into: rect)
            canvas.zones += panes[kept].zones
            return
        }
        let zones = canvas.zones.count
        draw(&canvas)
        let pane = Pane(
            inputs: inputs, rect: rect, canvas: canvas.bounds, codes: canvas.codes(in: rect), zones: Array(canvas.zones[zones...]))
        if let kept { panes[kept] = pane } else { panes.append(pane) }
    }
}
