@testable import cookbook
import CookbookFixtures
import CookbookFormats
@testable import CookbookModel
import Testing

/// What `cookbook pantry --json` and `cookbook plan NAME --json` print, byte for byte (the
/// shopping list's is `ShoppingListExportTests`').
@Suite struct JSONPrintingTests {
    @Test func thePantrysRankingIsPrintedExactly() {
        let ranking = PantryRanking(
            entries: [
                PantryRanking.Entry(id: "toast", name: "Toast \"plain\"", have: 0.5, missing: ["butter"], usesExpiring: []),
                PantryRanking.Entry(id: "tea", name: "Tea", have: 1, missing: [], usesExpiring: ["milk"]),
            ],
            expiring: [PantryRanking.Expiring(name: "milk", expire: CalendarDate(year: 2026, month: 11, day: 30)!, recipes: ["Tea"])])
        #expect(PantryCommand.json(ranking, shown: ranking.entries) == #"""
            {
              "expiring": [
                {
                  "expire": "2026-11-30",
                  "item": "milk",
                  "recipes": [
                    "Tea"
                  ]
                }
              ],
              "recipes": [
                {
                  "id": "toast",
                  "missing": [
                    "butter"
                  ],
                  "name": "Toast \"plain\"",
                  "percent": 50,
                  "usesExpiring": []
                },
                {
                  "id": "tea",
                  "missing": [],
                  "name": "Tea",
                  "percent": 100,
                  "usesExpiring": [
                    "milk"
                  ]
                }
              ]
            }
            """#)
        #expect(PantryCommand.json(PantryRanking(), shown: []) == #"""
            {
              "expiring": [],
              "recipes": []
            }
            """#)
    }

    @Test func aPlanIsPrintedExactly() {
        let menu = MenuFile(bytes: Array("""
            ---
            servings: 2
            ---
            == Monday (2026-11-30) ==
            Dinner (19:00):
            - @./Dessert/Apple Pie{2} with @cream{100%ml}
            -- no nuts
            == Tuesday (2026-02-30) ==
            - @./nowhere{}
            """.utf8))
        let plan = PlanFile(path: "/library/Week.menu", root: "/library", menu: menu)
        let printer = PlanPrinter(plan: plan, days: menu.days, today: CalendarDate(year: 2026, month: 11, day: 30)!,
                                  files: RecipeFiles(Fixtures.library.catalog), library: Fixtures.library)
        #expect(printer.json() == #"""
            {
              "days": [
                {
                  "date": "2026-11-30",
                  "line": 4,
                  "meals": [
                    {
                      "entries": [
                        {
                          "ingredients": [
                            {
                              "amount": "100%ml",
                              "name": "cream"
                            }
                          ],
                          "line": 6,
                          "references": [
                            {
                              "missing": true,
                              "path": "./Dessert/Apple Pie",
                              "problem": "no recipe ./Dessert/Apple Pie",
                              "quantity": "2",
                              "scale": 1
                            }
                          ],
                          "text": "@./Dessert/Apple Pie{2} with @cream{100%ml}"
                        },
                        {
                          "comment": "no nuts",
                          "ingredients": [],
                          "line": 7,
                          "references": [],
                          "text": ""
                        }
                      ],
                      "label": "Dinner",
                      "line": 5,
                      "time": "19:00"
                    }
                  ],
                  "name": "Monday (2026-11-30)",
                  "title": "Monday",
                  "today": true
                },
                {
                  "line": 8,
                  "meals": [
                    {
                      "entries": [
                        {
                          "ingredients": [],
                          "line": 9,
                          "references": [
                            {
                              "missing": true,
                              "path": "./nowhere",
                              "problem": "no recipe ./nowhere",
                              "quantity": "",
                              "scale": 1
                            }
                          ],
                          "text": "@./nowhere{}"
                        }
                      ],
                      "line": 9
                    }
                  ],
                  "name": "Tuesday (2026-02-30)",
                  "title": "Tuesday",
                  "today": false
                }
              ],
              "name": "Week",
              "path": "/library/Week.menu",
              "problems": [
                {
                  "line": 8,
                  "message": "2026-02-30 is not a day of the calendar: the day 'Tuesday (2026-02-30)' is kept without a date"
                }
              ],
              "servings": "2"
            }
            """#)
    }
}
