import CookbookFormats
import CookbookModel
import Foundation

/// A row of the Plans screen: a plan of the list, or, in a plan, a day, a meal's label, a
/// recipe it names (found, or missing), or words and comments as written.
struct PlanRow: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case plan(String)
        /// A day, named so in the file (`MenuDay.name`).
        case day(String)
        case label
        /// A recipe reference of the day named so in the file (`MenuDay.name`; "" before the
        /// first), and which of the day's references to that recipe it is (`MenuEdit.remove`).
        case reference(ResolvedReference, day: String, occurrence: Int)
        case text
    }

    var kind: Kind
    var text: String

    /// The rows for the state: the plans, or the plan's days (today's first, then the one the
    /// link asked for, then the rest as written).
    static func rows(_ state: PlansState, plans library: LibraryPlans?, catalog: Catalog, today: CalendarDate) -> [PlanRow] {
        guard let library else { return [] }
        let plans = library.files
        guard let name = state.plan else {
            return plans.map { plan in
                let days = plan.menu.days.filter { !$0.header.isEmpty }.count
                let hasToday = plan.today(today) != nil
                let said = plan.failure.map { "cannot read: \($0)" } ?? "\(days) day\(days == 1 ? "" : "s")" + (hasToday ? ", today's" : "")
                return PlanRow(kind: .plan(plan.name), text: plan.name + "  (" + said + ")")
            }
        }
        guard let plan = library.plan(named: name) else { return [] }
        var days = plan.menu.days
        if let asked = state.day, let k = days.firstIndex(where: { $0.isNamed(asked) }) { days.insert(days.remove(at: k), at: 0) }
        if let k = days.firstIndex(where: { $0.date == today }) { days.insert(days.remove(at: k), at: 0) }
        var rows: [PlanRow] = []
        for day in days {
            var heading = day.header.isEmpty ? "(before the first day)" : day.title
            if let date = day.date { heading += "  " + date.description }
            if day.date == today { heading += "  · today" }
            rows.append(PlanRow(kind: .day(day.name), text: heading))
            for meal in day.meals {
                let indent = meal.label == nil ? "  " : "    "
                if let label = meal.label { rows.append(PlanRow(kind: .label, text: "  " + label + (meal.time.map { " " + $0 } ?? ""))) }
                for entry in meal.entries {
                    if let comment = entry.comment {
                        rows.append(PlanRow(kind: .text, text: indent + "-- " + comment))
                        continue
                    }
                    guard !entry.references.isEmpty else {
                        rows.append(PlanRow(kind: .text, text: indent + plain(entry.text)))
                        continue
                    }
                    for reference in entry.references {
                        let resolved = library.resolve(reference, in: plan, catalog: catalog)
                        let occurrence = MenuEditing.occurrence(of: reference, inDay: day.name, of: plan.menu)
                        rows.append(PlanRow(kind: .reference(resolved, day: day.name, occurrence: occurrence),
                                            text: indent + said(resolved, catalog: catalog)))
                    }
                }
            }
        }
        return rows
    }

    /// `Easy Pancakes ×5`, `lamb-chops (missing)`.
    static func said(_ resolved: ResolvedReference, catalog: Catalog) -> String {
        guard let id = resolved.id, let summary = catalog.summary(id: id) else {
            return resolved.reference.name + "  (missing: " + (resolved.problem ?? "no recipe") + ")"
        }
        let scale = abs(resolved.scale - 1) < 1e-9 ? "" : "  ×" + Scale.number(resolved.scale)
        return summary.name + scale + (resolved.problem.map { "  (\($0))" } ?? "")
    }

    /// Words as written without Cooklang's marks: `@milk{1/2%cup}` is `milk 1/2 cup`.
    static func plain(_ text: String) -> String {
        var out = ""
        var inBraces = false
        for c in text {
            switch c {
            case "@" where !inBraces: continue
            case "{":
                inBraces = true
                out += " "
            case "}": inBraces = false
            case "%" where inBraces: out += " "
            default: out.append(c)
            }
        }
        return out.replacingOccurrences(of: "  ", with: " ").replacingOccurrences(of: " )", with: ")")
    }
}
