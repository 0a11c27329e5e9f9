import ArgumentParser

/// `--shard K/N`: render only the K-th of N deterministic, balanced parts of a job (numbered
/// frames, or a folder of scenes), so N runs, on one machine or many, together write exactly the
/// files of one full run (docs/SHARDING.md). The partition is ``Shard``'s.
struct ShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Render only part K of N (1 ≤ K ≤ N ≤ 10000); the N parts together write exactly the files of one full run (docs/SHARDING.md).", valueName: "K/N"))
    var shard: String?

    /// The shard asked for, or nil for the whole job. Valid after ``validate()``.
    var value: Shard? { shard.flatMap { try? Shard(parsing: $0) } }

    func validate() throws {
        guard let shard else { return }
        do {
            _ = try Shard(parsing: shard)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
