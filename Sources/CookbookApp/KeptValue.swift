/// A value worked out from inputs, kept with them by whoever draws frames (in `PaneMemo`):
/// asked again with equal inputs, it is the value kept; with others, it is worked out again.
/// The value depends only on its inputs, so it is the same with or without the memo.
struct KeptValue<Inputs: Equatable & Sendable, Value: Sendable>: Sendable {
    private var last: (inputs: Inputs, value: Value)?

    mutating func value(for inputs: Inputs, _ make: (Inputs) -> Value) -> Value {
        if let last, last.inputs == inputs { return last.value }
        let value = make(inputs)
        last = (inputs, value)
        return value
    }
}
