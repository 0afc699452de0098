/// The positions of ids given more than once, found by sorting their hashes (16 bytes an
/// id), not by counting them in a dictionary (about 120 bytes an id: 12 MB at 100,000).
enum RepeatedIDs {
    /// In ascending order. `hash` is for tests, which make ids collide.
    static func positions(of count: Int, hash: (String) -> Int = { $0.hashValue }, id: (Int) -> String) -> [Int] {
        var hashed = (0..<count).map { (hash: hash(id($0)), at: $0) }
        hashed.sort { ($0.hash, $0.at) < ($1.hash, $1.at) }
        var repeated: [Int] = []
        var start = 0
        while start < hashed.count {
            var end = start + 1
            while end < hashed.count, hashed[end].hash == hashed[start].hash { end += 1 }
            if end - start > 1 {
                // The same hash: the ids themselves tell, sorted so equal ones are neighbours.
                let group = hashed[start..<end].map(\.at).sorted { id($0) < id($1) }
                for (n, at) in group.enumerated() {
                    let same = id(at)
                    if (n > 0 && id(group[n - 1]) == same) || (n + 1 < group.count && id(group[n + 1]) == same) {
                        repeated.append(at)
                    }
                }
            }
            start = end
        }
        return repeated.sorted()
    }
}
