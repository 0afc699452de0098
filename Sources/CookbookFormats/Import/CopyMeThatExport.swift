/// A CopyMeThat export: a zip of `recipes.html` (every recipe, one after another) and the
/// `images/` it names. The seam between the archive (`AppExport`) and the page's reader:
/// the page's bytes in, and a way to get a picture the page names (a path beside it).
public enum CopyMeThatExport {
    public static func read(html: [UInt8], picture: (String) -> RecipePicture?) -> ImportReading {
        ImportReading(failures: [ImportFailure(origin: "", reason: "CopyMeThat exports are not read yet")])
    }
}
