@testable import CookbookFormats
import Testing

@Suite struct LDJSONBlocksTests {
    func blocks(_ page: String) -> [String] {
        let bytes = Array(page.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            LDJSONBlocks.ranges(in: buffer).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    @Test func attributesInEveryForm() {
        let page = """
            <script type="application/ld+json">A</script><script type='application/ld+json' id=x>B</script>
            <SCRIPT TYPE = "Application/LD+JSON" >C</SCRIPT ><script async type=application/ld+json>D</script>
            <script type="application/ld+json; charset=utf-8">E</script><script type="text/javascript">F</script>
            <script type="application/ld+jsonx">G</script><scripts type="application/ld+json">H</scripts>
            """
        #expect(blocks(page) == ["A", "B", "C", "D", "E"])
    }

    @Test func commentsAndScriptContentsAreSkipped() {
        let page = """
            <!-- <script type="application/ld+json">no</script> -->
            <script>document.write('<script type="application/ld+json">no</' + 'script>')</script>
            <script type="application/ld+json">yes</script>
            """
        #expect(blocks(page) == ["yes"])
    }

    @Test func unfinishedPages() {
        #expect(blocks("<script type=\"application/ld+json\">{\"a\":1}") == ["{\"a\":1}"])
        #expect(blocks("<script type=\"application/ld+json\"").isEmpty)
        #expect(blocks("<").isEmpty)
        #expect(blocks("<script").isEmpty)
        #expect(blocks("").isEmpty)
    }
}
