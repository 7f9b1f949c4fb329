// The operator contract, run over every operator in ContractedOperators.swift: it passes the
// error on (or ends as it should), completes where it should, lets every source go on a
// terminal event and on dispose, sends nothing after its end, and leaks nothing (the suite's
// leak check). A last test proves the list names every operator file. Chapter 5.
import Foundation
import OperatorContract
import ProductionRx
import Testing

@Suite("Operator contract", .leakChecked)
struct OperatorContractTests {
    /// Runs `body`, with what `debug` prints kept out of the test log.
    private func quietly(_ contracted: ContractedOperator, _ body: () -> Void) {
        if contracted.prints {
            _ = capturingStandardOutput(body)
        } else {
            body()
        }
    }

    /// Checks that `run` ended as `expected` says, once.
    private func expect(_ run: ContractRun, endedWith expected: Ending, _ contracted: ContractedOperator) {
        let terminal = run.terminalEvents
        switch expected {
        case .theError:
            #expect(terminal == ["error(boom)"], "\(contracted.name) should end with the sources' error; it sent \(run.events)")
        case .anError:
            #expect(terminal.count == 1 && terminal[0].hasPrefix("error("), "\(contracted.name) should end with an error; it sent \(run.events)")
        case .completion:
            #expect(terminal == ["completed"], "\(contracted.name) should complete; it sent \(run.events)")
        case .never:
            #expect(terminal.isEmpty, "\(contracted.name) should not end; it sent \(run.events)")
        case .fatal:
            Issue.record("\(contracted.name): the contract never sends what stops the process")
        }
    }

    /// After the end (or the dispose): every source was let go, and driving them, or letting
    /// time run, makes the result send nothing more.
    private func expectEverythingLetGo(_ run: ContractRun, _ contracted: ContractedOperator) {
        #expect(run.sourcesNotLetGo == [], "\(contracted.name) still holds these sources (0 is the main one)")
        let before = run.events
        run.driveEverySourceOnceMore()
        #expect(run.events == before, "\(contracted.name) sent events after its end")
    }

    /// The subscription is not disposed: a sink that does not release itself on the terminal
    /// event fails the leak check.
    @Test(arguments: ContractedOperator.all.filter { $0.onError != .fatal })
    func whenTheSourcesFail(_ contracted: ContractedOperator) {
        quietly(contracted) {
            let run = ContractRun(contracted)
            run.main.sendElement()
            run.settle()
            run.endSources(with: \.sendError)
            expect(run, endedWith: contracted.endsAfterOneElement ? .completion : contracted.onError, contracted)
            if !run.ended {
                run.dispose()
            }
            expectEverythingLetGo(run, contracted)
        }
    }

    /// Nothing is sent first, so that the operators that need elements show what they do
    /// without them (`element(at:)` fails, `ifEmpty(default:)` sends the default).
    @Test(arguments: ContractedOperator.all)
    func whenTheSourcesComplete(_ contracted: ContractedOperator) {
        quietly(contracted) {
            let run = ContractRun(contracted)
            run.endSources(with: \.sendCompleted)
            expect(run, endedWith: contracted.onCompletion, contracted)
            if !run.ended {
                run.dispose()
            }
            expectEverythingLetGo(run, contracted)
        }
    }

    @Test(arguments: ContractedOperator.all)
    func whenTheSubscriptionIsDisposed(_ contracted: ContractedOperator) {
        quietly(contracted) {
            let run = ContractRun(contracted)
            run.main.sendElement()
            run.settle()
            run.dispose()
            expectEverythingLetGo(run, contracted)
        }
    }

    @Test(arguments: ContractedOperator.all.filter(\.endsAfterOneElement))
    func whenOneElementIsEnough(_ contracted: ContractedOperator) {
        quietly(contracted) {
            let run = ContractRun(contracted)
            run.main.sendElement()
            run.settle()
            #expect(run.events.last == "completed", "\(contracted.name) should complete after one element; it sent \(run.events)")
            expectEverythingLetGo(run, contracted)
        }
    }

    /// The list is complete: every public function (or computed property, such as `orEmpty`)
    /// of every file in the operator folders of Sources/ProductionRx, subfolders included
    /// (`Traits/Infallible/`), is an entry or is set aside with a reason, and every entry
    /// names a function its file declares. (Deprecated spellings forward to the current ones
    /// and are not counted: calling them would warn.)
    @Test func everyOperatorIsInTheContract() throws {
        let library = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ProductionRx")
        let files = try FileManager.default.subpathsOfDirectory(atPath: library.path).filter { $0.hasSuffix(".swift") }.sorted()
        let folders = Set(files.map { Self.folders(of: $0) }.joined())
        #expect(folders.contains("Observables") && folders.contains("Traits") && folders.contains("Traits/Infallible"))
        for folder in ContractedOperator.foldersWithoutOperators.keys.sorted() where !folders.contains(folder) {
            Issue.record("foldersWithoutOperators names \(folder), which Sources/ProductionRx does not have.")
        }

        var declared: [String: Set<String>] = [:]
        for file in files where Self.folders(of: file).allSatisfy({ ContractedOperator.foldersWithoutOperators[$0] == nil }) {
            let text = try String(contentsOf: library.appendingPathComponent(file), encoding: .utf8)
            declared[file] = Self.publicFunctionNames(in: text)
        }

        var listed: [String: Set<String>] = [:]
        for entry in ContractedOperator.all {
            listed[entry.file, default: []].insert(entry.functionName)
        }
        for exemption in ContractedOperator.notOperators {
            listed[exemption.file, default: []].insert(exemption.name)
        }

        for (file, names) in declared.sorted(by: { $0.key < $1.key }) {
            for name in names.sorted() where !(listed[file]?.contains(name) ?? false) {
                Issue.record(
                    """
                    Sources/ProductionRx/\(file) declares `\(name)`, which the operator contract does not list. \
                    Add a line for it to Tests/OperatorContract/ContractedOperators.swift \
                    (CONTRIBUTING.md, "The operator contract", says how).
                    """
                )
            }
        }
        for (file, names) in listed.sorted(by: { $0.key < $1.key }) {
            for name in names.sorted() where !(declared[file]?.contains(name) ?? false) {
                Issue.record("The operator contract lists `\(name)` in \(file), but that file does not declare it.")
            }
        }
    }

    /// The folders `file` lies in, outermost first: `["Traits", "Traits/Infallible"]` for
    /// `Traits/Infallible/Infallible.swift`.
    static func folders(of file: String) -> [String] {
        let components = file.split(separator: "/").dropLast()
        return components.indices.map { components[...$0].joined(separator: "/") }
    }

    /// The names of the public functions and properties `text` declares, without the
    /// deprecated ones.
    static func publicFunctionNames(in text: String) -> Set<String> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // `public`, any modifiers (`static`, `nonisolated(nonsending)`, `private(set)`, …),
        // then `func` or `var` and the name.
        let declaration =
            #/^\s*(?:@preconcurrency\s+)?public\s+(?:(?:static|class|final|override|private\(set\)|nonisolated(?:\(nonsending\))?)\s+)*(?:func|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)`?/#
        var names: Set<String> = []
        for (index, line) in lines.enumerated() {
            guard let match = line.firstMatch(of: declaration) else { continue }
            // The attributes right above the declaration.
            var above = index - 1
            var deprecated = false
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                deprecated = deprecated || lines[above].contains("deprecated")
                above -= 1
            }
            if !deprecated {
                names.insert(String(match.1))
            }
        }
        return names
    }
}
