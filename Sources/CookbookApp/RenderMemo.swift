/// What whoever draws frames (the session) keeps from one frame to the next and hands to
/// `Screen.render`: the recipe documents laid out, and the last category column and status
/// bar. Each saves work a frame would otherwise do again (see their notes); none changes
/// what is drawn, so a frame drawn with a fresh memo is the same.
public struct RenderMemo: Sendable {
    public var documents = DetailDocuments()
    public var panes = PaneMemo()

    public init() {}
}
