@testable import CookbookTerminal
import CookbookRender
import Testing

/// What terminals say of their background: COLORFGBG, and the answer to OSC 11.
@Suite struct BackgroundReportTests {
    @Test func colorFGBGsLastFieldIsTheBackground() {
        #expect(BackgroundReport.colorFGBG("15;0") == .dark)
        #expect(BackgroundReport.colorFGBG("0;15") == .light)
        #expect(BackgroundReport.colorFGBG("0;default;15") == .light, "rxvt with a pixmap")
        #expect(BackgroundReport.colorFGBG("7;8") == .dark, "bright black is dark")
        #expect(BackgroundReport.colorFGBG("0;7") == .light, "white (grey) is light")
        #expect(BackgroundReport.colorFGBG("12;4") == .dark)
        for said in [nil, "", "default;default", "15", "0;16", "0;-1", "x;y"] {
            #expect(BackgroundReport.colorFGBG(said) == (said == "15" ? .light : nil), "\(String(describing: said))")
        }
    }

    @Test func theAnswersColourIsLightOrDark() {
        #expect(BackgroundReport.answer("rgb:ffff/ffff/ffff") == .light)
        #expect(BackgroundReport.answer("rgb:0000/0000/0000") == .dark)
        #expect(BackgroundReport.answer("rgb:fdfd/f6f6/e3e3") == .light, "Solarized light")
        #expect(BackgroundReport.answer("rgb:00/2b/36") == .dark, "Solarized dark, two digits a part")
        #expect(BackgroundReport.answer("rgb:2e2e/3434/3636") == .dark, "Tango dark")
        #expect(BackgroundReport.answer("rgb:e/e/e") == .light, "one digit a part")
        #expect(BackgroundReport.answer("rgba:ffff/ffff/ffff/8000") == .light)
        #expect(BackgroundReport.answer("#eeeeec") == .light)
        // A middle grey: black text on it reads better than white.
        #expect(BackgroundReport.answer("rgb:8080/8080/8080") == .light)
        #expect(BackgroundReport.answer("rgb:6060/6060/6060") == .dark)
    }

    @Test func aGarbledAnswerSaysNothing() {
        for garbled in ["", "?", "rgb:", "rgb:ffff/ffff", "rgb:ffff/ffff/ffff/ffff", "rgb:zz/00/00", "rgb:fffff/0/0", "rgb:/ff/ff",
                        "#fff", "#gggggg", "cmy:0/0/0", "rgba:ff/ff/ff"] {
            #expect(BackgroundReport.answer(garbled) == nil, "\(garbled)")
        }
    }

    @Test func theQuestionIsOSC11EndedByBEL() {
        #expect(BackgroundReport.query == Array("\u{1B}]11;?\u{07}".utf8))
    }
}
