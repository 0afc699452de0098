import CookbookKit

/// What is presented over the columns. One optional value in the model, so two can never
/// be open at once, and each can be restored and tested like any other screen.
public enum Destination: Equatable, Codable, Sendable {
    /// `?`: every command; typing filters them, Enter runs the highlighted one.
    case help(TextEntry)
    /// `:`: a command typed by name, with Tab completion.
    case commandLine(TextEntry)
    /// `!`: the files that could not be read, and why; the highlighted one.
    case problems(TextEntry)
    case search(SearchState)
    /// A notice that needs reading ("3 saved recipes no longer exist").
    case alert(String)
    /// "Reset to the first screen?", answered with y or n.
    case confirmReset
    /// Choosing an experience; the highlighted choice.
    case experiencePicker(Experience)
    /// Cooking mode: one step at a time, full screen.
    case cooking(CookingState)
    /// `=`: scale so that an ingredient is an amount.
    case scaleTo(ScalePrompt)
    /// `L`: the basket's ingredients merged; the highlighted line.
    case shoppingList(selected: Int)
}

/// A line of text typed on a presented screen, the choices listed under it, and which one
/// is highlighted.
public struct TextEntry: Equatable, Codable, Sendable {
    public var text: String
    /// What Tab completion offers (the command line); empty elsewhere.
    public var choices: [String]
    public var selected: Int

    public init(text: String = "", choices: [String] = [], selected: Int = 0) {
        self.text = text
        self.choices = choices
        self.selected = selected
    }
}

/// The search overlay: what was typed, which result is highlighted, and what the query
/// found (computed by the reducer when the query changes, never by the screen).
public struct SearchState: Equatable, Codable, Sendable {
    public var query: String
    public var selected: Int
    /// The results of `query`; not saved: a restored search is searched again.
    public var results: SearchResults

    public init(query: String = "", selected: Int = 0, results: SearchResults = .none) {
        self.query = query
        self.selected = selected
        self.results = results
    }

    private enum CodingKeys: String, CodingKey { case query, selected }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        query = try c.decode(String.self, forKey: .query)
        selected = try c.decode(Int.self, forKey: .selected)
        results = .none
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(query, forKey: .query)
        try c.encode(selected, forKey: .selected)
    }

    /// The same search with `results` brought up to date with `query`.
    public func searched(in catalog: Catalog) -> SearchState {
        var copy = self
        if results.query != query || results.limit == 0 && !query.isEmpty {
            copy.results = catalog.searchIndex.search(query, limit: RecipeSearch.defaultLimit, after: results)
        }
        return copy
    }
}
