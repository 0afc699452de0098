import CookbookFixtures
import CookbookKit
@testable import CookbookUI
import Testing

/// Whole frames drawn from models, compared as text. Each was looked at before it was
/// recorded; a change here is a change users see.
@Suite struct RenderTests {
    let cookbook = Fixtures.cookbook

    func model(_ actions: Action...) -> NavigationModel {
        var model = NavigationModel.start(in: cookbook)
        for action in actions { model.reduce(action, in: cookbook) }
        return model
    }

    @Test func theFirstScreenAt80x24() {
        expectLines(snapshot(model(), width: 80, height: 24), """
             Categories     │ Dessert              4 │ Recipe
            ────────────────┼────────────────────────┼──────────────────────────────────────
            ›Dessert      4 │ Apple Pie         1h20 │
             Pancake      2 │ Pie Crust          20m │
             Salad        1 │ Fruit Pie Filling  25m │
             Empty Shelf  0 │ Crème Brûlée        1h │
                            │                        │
                            │                        │
                            │                        │
                            │                        │           Choose a recipe
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
             ↑↓ move  → recipes  Tab column  ? help  q quit
            """)
    }

    @Test func aFollowedRelatedRecipeAt80x24() {
        let pushed = model(.forward, .forward, .moveToLast, .forward)
        #expect(pushed.path == ["apple-pie", "fruit-pie-filling"])
        expectLines(snapshot(pushed, width: 80, height: 24), """
             Categories     │ Dessert            1/4 │ Apple Pie › Fruit Pie Filling
            ────────────────┼────────────────────────┼──────────────────────────────────────
            ·Dessert      4 │·Apple Pie         1h20 │ Serves 8 · Prep 15 min
             Pancake      2 │ Pie Crust          20m │ Cook 10 min · Total 25 min
             Salad        1 │ Fruit Pie Filling  25m │
             Empty Shelf  0 │ Crème Brûlée        1h │ Ingredients
                            │                        │›4 cups  berries
                            │                        │
                            │                        │ Steps
                            │                        │ 1. Simmer the fruit with sugar
                            │                        │    until thick.
                            │                        │
                            │                        │ Related
                            │                        │ → Pie Crust
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
                            │                        │
             ↑↓ move  ← back  G related  Tab column  ? help  q quit
            """)
    }

    @Test func aJapaneseRecipeAt120x40() {
        let frame = snapshot(DeepLink.resolve("okonomiyaki", in: cookbook)!, width: 120, height: 40)
        expectLines(frame, """
             Categories         2/4 │ Pancake                        2/2 │ お好み焼き
            ────────────────────────┼────────────────────────────────────┼──────────────────────────────────────────────────────────
             Dessert              4 │ Buttermilk Pancakes            30m │ Serves 2 · Prep 15 min · Cook 20 min · Total 35 min
            ·Pancake              2 │·お好み焼き                     35m │ #japanese
             Salad                1 │                                    │
             Empty Shelf          0 │                                    │ Ingredients
                                    │                                    │›¼ head  cabbage, shredded
                                    │                                    │      2  eggs
                                    │                                    │         お好み焼きソース, to serve
                                    │                                    │
                                    │                                    │ Steps
                                    │                                    │ 1. キャベツを切る。
                                    │                                    │ 2. Fry both sides until browned.
                                    │                                    │
                                    │                                    │ Related
                                    │                                    │ → Buttermilk Pancakes
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
                                    │                                    │
             ↑↓ move  ← recipes  G related  Tab column  ? help  q quit
            """)
    }

    @Test func theHelpOverlayAt80x24() {
        let help = model(.forward, .forward, .moveToLast, .forward, .present(.help))
        expectLines(snapshot(help, width: 80, height: 24), """
             Categories     │ Dessert            1/4 │ Apple Pie › Fruit Pie Filling
            ────────────────┼────────────────────────┼──────────────────────────────────────
            ·Dessert      4 │·Apple Pie         1h20 │ Serves 8 · Prep 15 min
             Pancake      2 │ Pie Crust          20m │ Cook 10 min · Total 25 min
             Salad        1 │ Fruit Pie Filling  25m │
             Empty Shel┌─ Keys ─────────────────────────────────────────────────┐
                       │                                                        │
                       │ ↑ ↓  k j         move in the focused column            │
                       │ → l Enter        next column; open a related recipe    │
                       │ ← h              previous column; back along the path  │ugar
                       │ Backspace Esc    back along the path                   │
                       │ Tab  Shift-Tab   next / previous column                │
                       │ g Home  G End    first / last                          │
                       │ PgUp PgDn ^U ^D  page up / down                        │
                       │ ?                this help                             │
                       │ ^L               redraw the screen                     │
                       │ q                quit                                  │
                       │                                                        │
                       └─────────────────────────────────────── any key closes ─┘
                            │                        │
                            │                        │
                            │                        │
                            │                        │
             ↑↓ move  ← back  G related  Tab column  ? help  q quit
            """)
    }

    @Test func belowTheMinimumSizeOneCentredNotice() {
        let frame = snapshot(model(), width: 40, height: 15)
        let expected = Array(repeating: "", count: 6)
            + ["           terminal too small", "        (needs 60×10, has 40×15)"]
            + Array(repeating: "", count: 7)
        expectLines(frame, expected.joined(separator: "\n"))
    }
}
