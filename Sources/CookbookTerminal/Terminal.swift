import CNcursesw
import CTerminalSafety
import CookbookStore
import CookbookRender
import CookbookApp
#if canImport(Glibc)
import Glibc
#endif

public struct TerminalError: Error, CustomStringConvertible {
    public var description: String
}

/// The terminal: the program's `Backend`. The only type in the program that calls ncurses;
/// everything on the main thread, as curses requires: `Session.run` makes it there, and as it is not `Sendable`,
/// Swift lets it go to no other thread. (Not `@MainActor`: Swift checked that isolation
/// by calling into the concurrency runtime in every frame's write and flush, about 800
/// instructions a key.)
///
/// Curses sets the terminal up and puts it back (its modes, the alternate screen, the
/// keypad, the mouse), reads the keys and the mouse, and knows the terminal's description.
/// The frames are written by the program itself (`TerminalOutput`) on every terminal whose
/// description uses ECMA-48's sequences for what the writer sends (xterm and its kin,
/// tmux, screen, the Linux console, vt100); curses then never draws: keys are read in a
/// pad, which `wget_wch` never refreshes. Other terminals, and `COOKBOOK_OUTPUT=curses`,
/// are drawn by curses as before (`cb_put_run`, `doupdate`).
public final class Terminal: Backend {
    private let window: UnsafeMutablePointer<WINDOW>
    /// Where keys are read: a pad when the program writes the frames, else the screen.
    private let input: UnsafeMutablePointer<WINDOW>
    private let screen: OpaquePointer
    public let hasColour: Bool
    /// The background `COLORFGBG` says, when it is set.
    public let background: TerminalBackground?
    private var pairs: [PairKey: Int16] = [:]
    /// The colours curses draws with when it draws (`pair`): xterm's 256 on a description
    /// of 256 (not on one of direct colour, whose colour numbers are RGB), else the eight.
    private let cursesDepth: ColourDepth
    /// What the terminal shows now (`CellDiff` codes, nil when not known), to send only
    /// changed cells.
    private var shown: [UInt64]?
    private var ended = false
    /// Draw frames with ASCII for their borders and markers (`--ascii`).
    public var ascii = false
    /// The program's own writer; nil when curses draws.
    private var output: TerminalOutput?
    /// Blank the screen before the next frame (the first, after a resize or ^L).
    private var needsClear = true
    /// The size frames are drawn at when the program writes them: curses' own screens are
    /// then one cell (`newtermWithoutScreens`). Nil when curses draws; its screen has the size.
    private var size: (width: Int, height: Int)?
    /// Whether leaving curses puts the screen back as it was (`rmcup`). Where it does not,
    /// curses leaves the cursor on the last row of its own screen, which must then have the
    /// terminal's size.
    private var restoresScreen = false

    private struct PairKey: Hashable {
        var foreground: Color
        var background: Color
    }

    /// Starts curses on the controlling terminal. Throws, with curses untouched, when
    /// there is no terminal or its type is unknown.
    public init(mouse: Bool) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError(description: "needs a terminal: standard input and output must be a tty")
        }
        // Wide characters need a UTF-8 locale; fall back to C.UTF-8 when the user's has none.
        setlocale(LC_ALL, "")
        // Compared as bytes: String's `contains` costs 0.4 million instructions at its first use.
        let codeset = Array(String(cString: nl_langinfo(nl_item(CODESET))).lowercased().utf8)
        func contains(_ name: String) -> Bool {
            let name = Array(name.utf8)
            return codeset.count >= name.count && (0...(codeset.count - name.count)).contains { codeset[$0..<($0 + name.count)].elementsEqual(name) }
        }
        if !contains("utf-8") && !contains("utf8") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        // The terminal's description, read once before curses starts: whether it can show a
        // screen, and whether the program can write the frames (curses' screens then start
        // one cell big; colours are known once curses has started).
        let forced = getenv("COOKBOOK_OUTPUT").map { String(cString: $0) == "curses" } ?? false
        let description = Self.described { (cannotDraw: Self.cannotDraw(), facts: forced ? nil : Self.facts()) }
        if let why = description?.cannotDraw { throw TerminalError(description: why) }
        let facts = description?.facts
        // The modes to put back on every way out, taken before curses changes any.
        cbs_save_modes(STDIN_FILENO)
        // Ctrl-Z is ours, before newterm: curses leaves a handler it finds in place.
        cbs_install_stop()
        let writes = facts.flatMap { TerminalOutput.Capabilities(facts: $0, colour: false) } != nil
        // newterm, not initscr: initscr exits the process on an unknown TERM.
        guard let screen = writes ? Self.newtermWithoutScreens() : cb_newterm() else {
            guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
                throw TerminalError(description: "TERM is not set: the browser needs to know the terminal (TERM=xterm-256color, for one)")
            }
            throw TerminalError(description: "cannot use the terminal type '\(term)'")
        }
        self.screen = screen
        set_term(screen)
        cursesDepth = ColourDepth(colours: Int(tigetnum("colors")), colorTerm: nil)
        guard let window = cb_stdscr() else {
            endwin()
            throw TerminalError(description: "curses did not create a screen")
        }
        self.window = window

        // What to write if we crash: plain text, the cursor shown, keypad transmit mode left
        // (else the shell's arrow keys send what it does not read), the alternate screen left.
        var reset = ""
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = tigetstr(capability), Int(bitPattern: value) != -1 {
                reset += String(cString: value)
            }
        }
        if mouse { reset += "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l" }
        cbs_install(reset)
        restoresScreen = tigetstr("rmcup").map { Int(bitPattern: $0) != -1 } ?? false

        let noColour = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let colour = has_colors() && !noColour
        hasColour = colour
        background = BackgroundReport.colorFGBG(getenv("COLORFGBG").map { String(cString: $0) })
        let capabilities = facts.flatMap { TerminalOutput.Capabilities(facts: $0, colour: colour) }
        if writes {
            let size = Self.windowSize()
            // Curses draws after all (colours this program does not write): its screens get
            // the terminal's size.
            if capabilities == nil { resize_term(Int32(size.height), Int32(size.width)) } else { self.size = size }
        }
        // Keys are read in a pad when the program writes: wget_wch refreshes the window it
        // reads if that was changed, and a pad never.
        let pad = capabilities == nil ? nil : newpad(1, 1)
        input = pad ?? window
        output = pad == nil ? nil : capabilities.map(TerminalOutput.init)

        cbreak()
        noecho()
        nonl()
        keypad(input, true)
        // The start of the answer to `askBackground` is a key of its own, so that what
        // follows it is never read as typed text.
        define_key(BackgroundReport.answerPrefix, Self.answerKey)
        intrflush(input, false)
        curs_set(0)
        // Esc alone must not wait a second to be told apart from an escape sequence.
        set_escdelay(25)
        // Keys are read when the session's poll says they came: a read never waits for the
        // first byte (an escape sequence's next bytes are still waited for, up to ESCDELAY).
        wtimeout(input, 0)
        // A resize wakes the session's poll too; curses' handler, which newterm installed,
        // still marks the screen resized.
        cbs_install_resize()

        if hasColour {
            start_color()
            use_default_colors()
        }
        if mouse {
            mousemask(cb_mouse_mask_all(), nil)
            mouseinterval(0)
        }
        if output != nil {
            // Curses' one update: what it has kept to write (the alternate screen, the
            // cursor hidden, the mouse on) goes out, before anything of ours.
            doupdate()
        }
    }

    /// The terminal's description, as far as the writer's sequences depend on it.
    private static func facts() -> TerminalOutput.Capabilities.Facts {
        func string(_ name: String) -> UnsafeMutablePointer<CChar>? {
            guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
            return value
        }
        func bytes(_ value: UnsafePointer<CChar>?) -> [UInt8]? {
            value.map { Array(String(cString: $0).utf8) }
        }
        var facts = TerminalOutput.Capabilities.Facts()
        facts.cup = string("cup").flatMap { bytes(cb_tiparm2($0, 4, 9)) }
        facts.sgr0 = bytes(string("sgr0"))
        facts.clear = bytes(string("clear"))
        facts.bold = bytes(string("bold"))
        facts.dim = bytes(string("dim"))
        facts.reverse = bytes(string("rev"))
        facts.underline = bytes(string("smul"))
        facts.underlineOff = bytes(string("rmul"))
        facts.originalPair = bytes(string("op"))
        if let setaf = string("setaf"), let setab = string("setab") {
            facts.foregrounds = (0..<8).map { bytes(cb_tiparm1(setaf, Int32($0))) }
            facts.backgrounds = (0..<8).map { bytes(cb_tiparm1(setab, Int32($0))) }
            facts.indexedForeground = bytes(cb_tiparm1(setaf, TerminalOutput.Capabilities.Facts.indexedSample))
            facts.indexedBackground = bytes(cb_tiparm1(setab, TerminalOutput.Capabilities.Facts.indexedSample))
        }
        facts.colorTerm = getenv("COLORTERM").map { String(cString: $0) }
        facts.repeatGlyph = string("rep").flatMap { bytes(cb_tiparm2($0, Int32(UInt8(ascii: "x")), 5)) }
        facts.colours = Int(tigetnum("colors"))
        facts.noColourVideo = Int(tigetnum("ncv"))
        facts.autoMargins = tigetflag("am") > 0
        facts.eatNewlineGlitch = tigetflag("xenl") > 0
        facts.moveInStandout = tigetflag("msgr") > 0
        return facts
    }

    /// `newterm` with curses' screens one cell big, for when the program writes the frames
    /// and curses only reads keys: its screens (what is shown, what is to be shown, the
    /// window) hold about 28 bytes a cell each, 412 KB of memory at 120×40 that nothing
    /// reads. Curses takes its size from LINES and COLUMNS when they are set: set for this
    /// call only, the user's own put back. After a resize curses makes them the terminal's
    /// size again, and `resized` makes them one cell.
    private static func newtermWithoutScreens() -> OpaquePointer? {
        let names = ["LINES", "COLUMNS"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        for name in names { setenv(name, "1", 1) }
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return cb_newterm()
    }

    /// The terminal's size as curses takes it: LINES and COLUMNS when set, else the
    /// kernel's, else the description's.
    private static func windowSize() -> (width: Int, height: Int) {
        var size = winsize()
        var width = Int(tigetnum("cols")), height = Int(tigetnum("lines"))
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            width = Int(size.ws_col)
            height = Int(size.ws_row)
        }
        func number(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } }
        return (number("COLUMNS") ?? max(1, width), number("LINES") ?? max(1, height))
    }

    public var width: Int { size?.width ?? Int(cb_width(window)) }
    public var height: Int { size?.height ?? Int(cb_height(window)) }

    /// Before curses leaves the terminal: where leaving does not put the screen back, its
    /// screen gets the terminal's size, so that it leaves the cursor on the last row.
    private func growScreenToLeave() {
        guard let size, !restoresScreen else { return }
        resize_term(Int32(size.height), Int32(size.width))
    }

    /// Ends curses; the terminal is as it was. Safe to call twice.
    public func end() {
        guard !ended else { return }
        ended = true
        // Plain text again before curses puts the rest back: curses thinks it is so.
        if output != nil {
            output!.resetPen()
            flush()
        }
        growScreenToLeave()
        endwin()
        cbs_restore_modes()
    }

    /// Curses reads the keys from standard input.
    public var inputDescriptor: Int32 { STDIN_FILENO }

    /// The signal handlers' wake-up pipe (`CTerminalSafety`).
    public var signalDescriptor: Int32 { cbs_wake_descriptor() }

    /// The terminating signal (SIGINT, SIGTERM, SIGHUP) received, if any; the wake-up pipe
    /// is read empty.
    public func terminatingSignal() -> Int32? {
        cbs_drain_wakes()
        let sig = cbs_pending_signal()
        return sig == 0 ? nil : sig
    }

    /// Gives the terminal to another program (an editor) until it ends, then takes it back
    /// and repaints everything.
    public func runOutside(_ body: () -> Void) {
        if output != nil {
            output!.resetPen()
            flush()
        }
        cbs_set_outside(1)
        def_prog_mode()
        growScreenToLeave()
        endwin()
        cbs_restore_modes()
        body()
        reset_prog_mode()
        cbs_set_outside(0)
        if output != nil {
            // Curses takes the terminal back (the alternate screen, the keypad, the mouse,
            // the cursor hidden) at its next update; it has nothing of ours to draw.
            doupdate()
            output!.forget()
            if !restoresScreen { resize_term(1, 1) }
        }
        invalidate()
    }

    /// After ^Z: leave the screen as on exit, stop, and on `fg` take it back.
    private func suspend() {
        runOutside { cbs_stop_now() }
        // A resize while stopped reached the shell, not us: if the size is not the one
        // curses has, its SIGWINCH handler is told, and the next read says `.resize`.
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0,
           Int(size.ws_col) != width || Int(size.ws_row) != height {
            raise(SIGWINCH)
        }
    }

    /// Forget what is on screen and repaint everything at the next draw (^L).
    public func invalidate() {
        shown = nil
        needsClear = true
        if output == nil { clearok(window, true) }
    }

    /// Rings the terminal's bell once (a timer ended).
    public func bell() {
        beep()
    }

    /// Asks the terminal the colour of its background (OSC 11); the answer comes with the
    /// keys, and `read` takes it out (`answerPart`).
    public func askBackground() {
        if output != nil {
            output!.bytes += BackgroundReport.query
            flush()
        } else {
            _ = BackgroundReport.query.withUnsafeBytes { FileWriting.writeAll(STDOUT_FILENO, $0) }
        }
    }

    /// The key code curses gives for the answer's start, `ESC ] 11 ;` (`define_key`).
    private static let answerKey = KEY_MAX + 1
    /// The answer's colour as read so far, from its start to its end; nil when none is
    /// being read.
    private var answer: String?
    /// The answer ended with ST (`ESC \`): its `\` comes next.
    private var answerEnded = false

    /// What a key read comes to when it is part of the background's answer: from its start
    /// to its end (BEL or ST) every character is taken out of the keys, and the end gives
    /// the background (`.ignored` when the colour makes no sense). Nil for a key. An answer
    /// longer than 64 characters is not one: what follows is read as keys.
    private func answerPart(_ result: Int32, _ code: Int32) -> TerminalInput? {
        if result == cb_key_code_yes() {
            guard code == Self.answerKey else {
                answer = nil
                return nil
            }
            answer = ""
            return .ignored
        }
        if answerEnded {
            answerEnded = false
            if code == 0x5C { return .ignored }
        }
        guard let text = answer else { return nil }
        switch code {
        case 0x07, 0x1B:
            answer = nil
            answerEnded = code == 0x1B
            return BackgroundReport.answer(text).map(TerminalInput.background) ?? .ignored
        default:
            guard text.utf8.count < 64, let scalar = Unicode.Scalar(UInt32(bitPattern: code)) else {
                answer = nil
                return nil
            }
            answer = text + String(scalar)
            return .ignored
        }
    }

    /// The next character of an answer whose start came and whose rest has not: it comes in
    /// the same write from the terminal, so a moment is waited (50 ms, the first frame is
    /// drawn); an answer that does not go on by then is dropped, and keys after it are keys.
    private func answerRest(_ wch: inout wint_t) -> Int32 {
        wtimeout(input, 50)
        defer { wtimeout(input, 0) }
        let result = wget_wch(input, &wch)
        if result == cb_err() { answer = nil }
        return result
    }

    /// After a resize curses has resized its screen; repaint every cell.
    private func resized() {
        shown = nil
        needsClear = true
        if output == nil {
            werase(window)
        } else {
            // Curses has made its screens the terminal's size; the program writes the frames.
            size = Self.windowSize()
            resize_term(1, 1)
        }
    }

    /// Copies a frame to the screen, sending only the cells that changed.
    ///
    /// The frame's cells are compared with the last frame's as numbers (`CellDiff`): rows
    /// equal to the frame before are skipped whole; within a row, a cell is put if it or the
    /// cell after it changed (a wide glyph covers its neighbour), in runs of one style, one
    /// curses call a run. Curses then compares again with what the terminal shows and writes
    /// the difference.
    public func draw(_ frame: Frame) {
        draw(ascii ? ASCIIStandIns.convert(frame.canvas) : frame.canvas)
    }

    private func draw(_ canvas: Canvas) {
        if output != nil { return write(canvas) }
        let width = canvas.width
        let runs = CellDiff.runs(canvas.codes, old: shown, width: width, height: canvas.height)
        if run.count < width * 6 + 1 { run = [wchar_t](repeating: 0, count: width * 6 + 1) }
        var buffer = run
        run = []
        canvas.codes.withUnsafeBufferPointer { codes in
            buffer.withUnsafeMutableBufferPointer { text in
                for part in runs {
                    let row = part.y * width
                    var length = 0
                    for x in part.x..<part.end {
                        let glyph = codes[row + x] & Glyph.textBits
                        if glyph < 0x80 {
                            if glyph != 0 {
                                text[length] = wchar_t(glyph)
                                length += 1
                            }
                            continue
                        }
                        for scalar in Glyph.text(glyph).unicodeScalars {
                            text[length] = wchar_t(bitPattern: scalar.value)
                            length += 1
                        }
                    }
                    putRun(text.baseAddress!, length, x: part.x, y: part.y, style: Style(code: codes[row + part.x]))
                }
            }
        }
        run = buffer
        shown = canvas.codes
        wnoutrefresh(window)
        doupdate()
    }

    /// The program's own update: the changed runs through `TerminalOutput`, then one
    /// `write`. After a clear the screen shows blanks, so only the cells that are not blank
    /// are sent.
    private func write(_ canvas: Canvas) {
        if needsClear {
            output!.clear()
            needsClear = false
            shown = [UInt64](repeating: Cell.blank.code, count: canvas.codes.count)
        }
        let runs = CellDiff.runs(canvas.codes, old: shown, width: canvas.width, height: canvas.height)
        let before = shown ?? []
        canvas.codes.withUnsafeBufferPointer { codes in
            before.withUnsafeBufferPointer { before in
                output!.put(runs, codes: codes, shown: before, width: canvas.width)
            }
        }
        shown = canvas.codes
        flush()
    }

    /// Writes what the writer made, all of it: one `write` unless the terminal takes less.
    private func flush() {
        guard output != nil, !output!.bytes.isEmpty else { return }
        // A terminal gone is noticed by the loop at its next read.
        _ = output!.bytes.withUnsafeBytes { FileWriting.writeAll(STDOUT_FILENO, $0) }
        output!.bytes.removeAll(keepingCapacity: true)
    }

    /// Wide characters of the run being put.
    private var run: [wchar_t] = []
    /// The style of the last run put, and what curses calls it.
    private var lastStyle: Style?
    private var lastAttributes: attr_t = 0
    private var lastPair: Int16 = 0

    private func putRun(_ text: UnsafePointer<wchar_t>, _ length: Int, x: Int, y: Int, style: Style) {
        if style != lastStyle {
            lastStyle = style
            lastAttributes = attributes(style)
            lastPair = pair(style)
        }
        _ = cb_put_run(window, Int32(y), Int32(x), text, Int32(length), lastAttributes, lastPair)
    }

    private func attributes(_ style: Style) -> attr_t {
        var attrs: attr_t = 0
        if style.bold { attrs |= cb_attr_bold() }
        if style.dim { attrs |= cb_attr_dim() }
        if style.reverse { attrs |= cb_attr_reverse() }
        if style.underline { attrs |= cb_attr_underline() }
        return attrs
    }

    private func pair(_ style: Style) -> Int16 {
        guard hasColour, style.foreground != .default || style.background != .default else { return 0 }
        let key = PairKey(foreground: style.foreground, background: style.background)
        if let existing = pairs[key] { return existing }
        let number = Int16(pairs.count + 1)
        guard Int32(number) < cb_color_pairs() else { return 0 }
        init_pair(number, cursesColour(style.foreground), cursesColour(style.background))
        pairs[key] = number
        return number
    }

    /// A colour as curses is given it: an accent as one of xterm's 256 where the terminal has
    /// those (curses writes no RGB on a description of 256 colours), else as the ANSI colour
    /// it stands for.
    private func cursesColour(_ colour: Color) -> Int16 {
        if let index = colour.indexed, colour.rgb != nil, cursesDepth == .indexed { return Int16(index) }
        return colour.ansi == .default ? -1 : Int16(colour.ansi.rawValue - 1)
    }

    /// What happened at the terminal: a key, a click, a new size, the terminal given back
    /// after ^Z; nil when nothing more came. Never waits for input to come.
    public func read() -> TerminalInput? {
        if cbs_take_stop() != 0 {
            suspend()
            return .repaint
        }
        var wch: wint_t = 0
        var result = wget_wch(input, &wch)
        if result == cb_err(), answer != nil { result = answerRest(&wch) }
        if result == cb_err() {
            if cbs_take_stop() != 0 {
                suspend()
                return .repaint
            }
            return nil
        }
        let code = Int32(bitPattern: wch)
        if answer != nil || answerEnded || (result == cb_key_code_yes() && code == Self.answerKey),
           let part = answerPart(result, code) {
            return part
        }
        if result == cb_key_code_yes() {
            switch code {
            case KEY_UP: return .key(.up)
            case KEY_DOWN: return .key(.down)
            case KEY_LEFT: return .key(.left)
            case KEY_RIGHT: return .key(.right)
            case KEY_HOME: return .key(.home)
            case KEY_END: return .key(.end)
            case KEY_PPAGE: return .key(.pageUp)
            case KEY_NPAGE: return .key(.pageDown)
            case KEY_ENTER: return .key(.enter)
            case KEY_BACKSPACE: return .key(.backspace)
            case KEY_BTAB: return .key(.backTab)
            case KEY_RESIZE:
                resized()
                return .resize(width: width, height: height)
            case KEY_MOUSE: return mouseEvent().map(TerminalInput.mouse) ?? .ignored
            default: return .ignored
            }
        }
        switch code {
        case 0x0D, 0x0A: return .key(.enter)
        case 0x7F, 0x08: return .key(.backspace)
        case 0x09: return .key(.tab)
        case 0x1B: return .key(.escape)
        default:
            guard let scalar = Unicode.Scalar(UInt32(bitPattern: code)) else { return .ignored }
            return .key(.character(Character(scalar)))
        }
    }

    private func mouseEvent() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) != cb_err() else { return nil }
        let kind: MouseEvent.Kind
        if event.bstate & cb_button4_pressed() != 0 {
            kind = .wheelUp
        } else if cb_button5_pressed() != 0, event.bstate & cb_button5_pressed() != 0 {
            kind = .wheelDown
        } else if event.bstate & cb_button1_pressed() != 0 {
            kind = .press
        } else {
            return nil
        }
        return MouseEvent(kind: kind, x: Int(event.x), y: Int(event.y))
    }
}
