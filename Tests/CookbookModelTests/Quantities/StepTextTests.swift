import CookbookModel
import Testing

@Suite struct StepTextTests {
    @Test(arguments: [
        // Temperatures, to the metric scale.
        ("Heat the oven to 425°F.", UnitSystem.metric, "Heat the oven to 220°C (425°F, gas mark 7)."),
        ("Heat the oven to 425 F.", .metric, "Heat the oven to 220°C (425 F, gas mark 7)."),
        ("Bake at 350 degrees F", .metric, "Bake at 180°C (350 degrees F, gas mark 4)"),
        ("Bake at 375 degrees Fahrenheit", .metric, "Bake at 190°C (375 degrees Fahrenheit, gas mark 5)"),
        ("Heat oil to 360°F", .metric, "Heat oil to 180°C (360°F, gas mark 4)"),
        ("Cool to 110°F", .metric, "Cool to 45°C (110°F)"),
        ("Bake at 350-375°F", .metric, "Bake at 180–190°C (350-375°F)"),
        // To Fahrenheit.
        ("Heat the oven to 220°C.", .us, "Heat the oven to 425°F (220°C, gas mark 7)."),
        ("Heat the oven to 220 °C.", .us, "Heat the oven to 425°F (220 °C, gas mark 7)."),
        ("Heat the oven to 220 C.", .us, "Heat the oven to 425°F (220 C, gas mark 7)."),
        ("Heat the oven to 220 degrees C", .us, "Heat the oven to 425°F (220 degrees C, gas mark 7)"),
        ("Heat the oven to 230ºC", .us, "Heat the oven to 450°F (230ºC, gas mark 8)"),
        ("Heat the oven to 200°C/gas 6", .us, "Heat the oven to 400°F (200°C)/gas 6"),
        ("Proof at 30°C", .us, "Proof at 85°F (30°C)"),
        // Already in the chosen scale, or both given: as written.
        ("Heat the oven to 220°C.", .metric, "Heat the oven to 220°C."),
        ("Heat the oven to 180°C/350°F.", .us, "Heat the oven to 180°C/350°F."),
        ("Add 2 C sugar", .us, "Add 2 C sugar"), ("Add 2 Cups sugar", .metric, "Add 2 Cups sugar"),
        ("Heat to 350 degrees", .metric, "Heat to 350 degrees"),
        // Sizes.
        ("Grease a 9-inch pan.", .metric, "Grease a 23 cm (9-inch) pan."),
        ("Grease a 9 in pan.", .metric, "Grease a 23 cm (9 in) pan."),
        ("Use a 9 x 13-inch dish", .metric, "Use a 23 x 33 cm (9 x 13-inch) dish"),
        ("Use a 9\" tart tin", .metric, "Use a 23 cm (9\") tart tin"),
        ("Cut into 1/2-inch pieces", .metric, "Cut into 1.5 cm (1/2-inch) pieces"),
        ("Cut into 1 inch cubes", .metric, "Cut into 2.5 cm (1 inch) cubes"),
        ("Use a 23 cm tin", .us, "Use a 9 in (23 cm) tin"),
        ("Use a 20x30 cm tin", .us, "Use a 8 x 12 in (20x30 cm) tin"),
        ("Roll 3 mm thick", .us, "Roll ⅛ in (3 mm) thick"),
        ("Cut into 2 cm pieces", .us, "Cut into ¾ in (2 cm) pieces"),
        ("Put 2 in the pan", .metric, "Put 2 in the pan"),
        ("Cut 2.5 cm (1 inch) pieces", .us, "Cut 2.5 cm (1 inch) pieces"),
        ("Bake 25 minutes", .metric, "Bake 25 minutes"),
    ])
    func converts(_ text: String, _ system: UnitSystem, _ expected: String) {
        #expect(StepText.converted(text, to: system) == expected)
    }

    @Test func asWrittenIsTheTextItself() {
        let text = "Heat the oven to 425°F and grease a 9-inch pan."
        #expect(StepText.converted(text, to: .asWritten) == text)
        #expect(StepText.converted(text, to: .metric)
            == "Heat the oven to 220°C (425°F, gas mark 7) and grease a 23 cm (9-inch) pan.")
    }
}
