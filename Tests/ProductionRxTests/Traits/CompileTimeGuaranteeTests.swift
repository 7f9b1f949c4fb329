// Proves, by running the compiler, that code making a Completable emit an element does not
// compile: Tests/CompileFailures/CompletableCannotEmit.swift is type-checked against the
// ProductionRx module this test target was built with. Chapter 12.
import Foundation
import Testing

@Suite("Compile-time guarantees", .leakChecked)
struct CompileTimeGuaranteeTests {
    /// The checked file, found from this file's location.
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Traits
        .deletingLastPathComponent() // ProductionRxTests
        .deletingLastPathComponent() // Tests
        .appendingPathComponent("CompileFailures/CompletableCannotEmit.swift")

    /// Type-checks `file` (the Completable example unless another file of
    /// Tests/CompileFailures is named) with `flags`; returns the exit status and the diagnostics.
    static func typeCheck(_ file: URL = example, defining flags: [String]) throws -> (status: Int32, output: String) {
        try compile(file, defining: flags, through: ["-typecheck"])
    }

    /// Compiles `file` in Swift 6 mode against the ProductionRx module this test target was
    /// built with, as far as `pass` goes (`-typecheck`; or `-emit-sil -o /dev/null`, the pass
    /// that checks what crosses isolation), with `flags` defined; returns the exit status and
    /// the diagnostics.
    static func compile(_ file: URL, defining flags: [String], through pass: [String]) throws -> (status: Int32, output: String) {
        guard let modules = modulesDirectory() else {
            Issue.record("Could not find the built ProductionRx module next to the test executable.")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc"] + pass + ["-swift-version", "6", "-I", modules.path, file.path]
            + flags.flatMap { ["-D", $0] }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Tests/CompileFailures/`name`, found from this file's location.
    static func compileFailure(_ name: String) -> URL {
        example.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// SwiftPM puts every module's interface in `Modules` beside the test executable (Linux)
    /// or beside the test bundle (macOS).
    static func modulesDirectory() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("ProductionRx.swiftmodule").path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// Checks that `file` type-checks with nothing defined: the control case, without which a
    /// refusal proves nothing.
    static func expectCompiles(_ file: URL = example, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try typeCheck(file, defining: [])
        #expect(result.status == 0, "the control case must compile, or the other tests prove nothing:\n\(result.output)", sourceLocation: sourceLocation)
    }

    /// Checks that `file` does not type-check with `flag` defined, and that its diagnostics
    /// say `diagnostic`.
    static func expectRefused(
        _ file: URL = example, defining flag: String, saying diagnostic: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try typeCheck(file, defining: [flag])
        #expect(result.status != 0, sourceLocation: sourceLocation)
        #expect(result.output.contains(diagnostic), "\(result.output)", sourceLocation: sourceLocation)
    }

    @Test func theExampleCompilesWhenNothingIsEmitted() throws {
        try Self.expectCompiles()
    }

    @Test func aCompletableEventHasNoNextCase() throws {
        try Self.expectRefused(defining: "EMIT_THROUGH_COMPLETABLE_EVENT", saying: "has no member 'next'")
    }

    @Test func anObservableOfNeverCannotBeGivenAnElement() throws {
        try Self.expectRefused(defining: "EMIT_THROUGH_OBSERVABLE_OF_NEVER", saying: "'Never'")
    }
}
