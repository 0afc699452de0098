import CookbookRender
/// The last frame's category column and status bar, kept with what they were drawn from by
/// whoever draws frames (the session, beside the detail documents) and handed to
/// `Screen.render`. A pane whose inputs are the same as last time is copied, cells and
/// click zones, instead of drawn again: a key in the recipe list changes neither, and
/// drawing them was 45 thousand of such a key's 258 thousand instructions (callgrind, the
/// bundled book at 120×40). A pane depends only on its inputs, so a frame is the same with
/// or without the memo: tests draw with a fresh one, and compare.
public struct PaneMemo: Sendable {
    var categories = KeptPane<CategoryListView.Inputs>()
    var status = KeptPane<StatusBar.Inputs>()
    /// The first column's width as last measured (`CategoryListView.widest`): measuring its
    /// rows at every frame was 5 thousand of a j/k's 262 thousand instructions in the bundled
    /// book (docs/performance.md, "Per-key cost after issue 25, fixed").
    var firstColumn = KeptValue<CategoryListView.Inputs, Int>()

    public init() {}
}

/// One pane as last drawn: what it was drawn from, where, and what it drew.
struct KeptPane<Inputs: Equatable & Sendable>: Sendable {
    private var inputs: Inputs?
    /// Where it was drawn, on a canvas of which size.
    private var rect = Rect(x: 0, y: 0, width: 0, height: 0)
    private var canvas = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The rect's cells, row by row, and the click zones it added.
    private var codes: [UInt64] = []
    private var zones: [HotZone] = []

    /// Puts the pane `inputs` describe in `rect`: copied when it had the same inputs and
    /// place last time, else drawn by `draw`, which must only draw inside `rect` (and add
    /// click zones).
    mutating func put(_ inputs: Inputs, in rect: Rect, on canvas: inout Canvas, draw: (inout Canvas) -> Void) {
        if rect == self.rect, canvas.bounds == self.canvas, inputs == self.inputs {
            canvas.copy(codes, into: rect)
            canvas.zones += zones
            return
        }
        let before = canvas.zones.count
        draw(&canvas)
        self.inputs = inputs
        self.rect = rect
        self.canvas = canvas.bounds
        codes = canvas.codes(in: rect)
        zones = Array(canvas.zones[before...])
    }
}
