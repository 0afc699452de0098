
/// A part of a box's footer: a command's first key and what it does (`Enter open`), two
/// commands' keys together (`↑↓ move`), or words (`type to filter`).
enum FooterPart: Sendable {
    case key(CommandName, String)
    case keys(CommandName, CommandName, String)
    case text(String)
}
