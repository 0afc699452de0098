/// What a cup (and a pint, quart, gallon, fluid ounce) holds.
///
/// - `us`: US customary, the cup and the fluid ounce as US food labels count them: cup 240
///   ml, fluid ounce 30 ml (so ¾ cup is 180 ml, ⅓ cup 80 ml); pint 473 ml, quart 946 ml.
/// - `uk`: what UK recipes mean: the metric cup of 250 ml that modern UK and Australian
///   recipes use, and the imperial pint (568 ml), quart (1136 ml) and fluid ounce (28.4 ml).
///
/// Spoons are 5 and 15 ml either way (a US tablespoon is 14.8 ml: no cook tells them apart).
public enum CupStandard: String, Codable, Sendable {
    case us, uk
}
