/// Which colours a terminal takes, and so how a theme's accents are sent to it
/// (`Color.ansi`, `.indexed`, `.rgb`): its terminfo description's number of colours, and
/// `COLORTERM`, which terminals that take any RGB set to `truecolor` (or `24bit`).
public enum ColourDepth: Equatable, Sendable, CaseIterable {
    /// The eight ANSI colours (and their bright twins, which bold may give).
    case ansi
    /// xterm's 256: the eight, their bright twins, a 6×6×6 cube and 24 greys.
    case indexed
    /// Any red, green and blue (true colour).
    case direct

    /// The depth of a terminal whose description says `colours` (`colors`, -1 when it says
    /// none) and whose `COLORTERM` is `colorTerm`. `COLORTERM` is believed only with a
    /// description of 256 colours or more: one of eight is a terminal (screen, the Linux
    /// console) that `COLORTERM` may have been inherited into from another.
    public init(colours: Int, colorTerm: String?) {
        if colours >= 1 << 24 {
            self = .direct  // a description of direct colour (xterm-direct)
        } else if colours >= 256 {
            self = colorTerm == "truecolor" || colorTerm == "24bit" ? .direct : .indexed
        } else {
            self = .ansi
        }
    }
}
