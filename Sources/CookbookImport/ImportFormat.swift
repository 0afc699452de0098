/// What an imported recipe is written as: schema.org JSON-LD (the default), or Cooklang.
public enum ImportFormat: String, Sendable, CaseIterable {
    case json, cook
}
