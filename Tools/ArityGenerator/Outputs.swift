// The list of generated files: `swift run sync` writes each, and a ChapterTests test
// fails when a committed one differs. CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// Every generated file, one line each. A new family is a template file in `Templates/`
    /// (a `static let` of `GeneratedFile`) and its line here.
    public static let all: [GeneratedFile] = [
        .zipArity,
        .combineLatestArity,
        .primitiveSequenceZip,
        .sharedSequenceArity,
        .infallibleZipArity,
        .infallibleCombineLatestArity,
    ]
}
