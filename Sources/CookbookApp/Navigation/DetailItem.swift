
/// The items of a shown recipe the detail cursor moves over: ingredients, steps, related.
public enum DetailItem: Equatable, Sendable {
    case ingredient(Int)
    case step(Int)
    case related(Int)
}
