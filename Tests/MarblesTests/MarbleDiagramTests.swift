// How marble lines are drawn: the notation every demo and chapter relies on.
import Dispatch
import Marbles
import Testing

@Suite struct MarbleDiagramTests {
    @Test func drawsOneCharacterValuesAndCompletionOneColumnPerTick() {
        let line = MarbleLine(events: [
            TimedMarbleEvent(2, .next("1")),
            TimedMarbleEvent(5, .next("2")),
            TimedMarbleEvent(8, .next("3")),
            TimedMarbleEvent(11, .completed),
        ])
        #expect(line.rendered == "--1--2--3--|")
    }

    @Test func drawsErrorAsHashAndExplainsItInTheLegend() {
        let line = MarbleLine(events: [TimedMarbleEvent(1, .next("a")), TimedMarbleEvent(3, .error("boom"))])
        #expect(line.rendered == "-a-#\n# = boom")
    }

    @Test func drawsLongValuesAsLettersExplainedInTheLegend() {
        let line = MarbleLine(events: [
            TimedMarbleEvent(0, .next("10")),
            TimedMarbleEvent(2, .next("20")),
            TimedMarbleEvent(4, .next("10")),
            TimedMarbleEvent(5, .completed),
        ])
        #expect(line.rendered == "a-b-a|\na = 10   b = 20")
    }

    @Test func skipsLettersAlreadyDrawnAsValues() {
        let line = MarbleLine(events: [TimedMarbleEvent(0, .next("a")), TimedMarbleEvent(1, .next("tap"))])
        #expect(line.rendered.hasPrefix("ab"))
        #expect(line.rendered.hasSuffix("b = tap"))
    }

    @Test func drawsReservedCharactersThroughTheLegend() {
        let line = MarbleLine(events: [TimedMarbleEvent(0, .next("|")), TimedMarbleEvent(1, .completed)])
        #expect(line.rendered == "a|\na = |")
    }

    @Test func groupsEventsAtTheSameTick() {
        let line = MarbleLine(events: [
            TimedMarbleEvent(1, .next("a")),
            TimedMarbleEvent(1, .next("b")),
            TimedMarbleEvent(3, .next("c")),
            TimedMarbleEvent(3, .completed),
        ])
        #expect(line.rendered == "-(ab)-(c|)")
    }

    @Test func alignsLabelsAndWidensGroupedTicksInEveryLine() {
        let source = MarbleLine("source", events: [TimedMarbleEvent(1, .next("1")), TimedMarbleEvent(2, .completed)])
        let doubled = MarbleLine(
            "twice",
            events: [
                TimedMarbleEvent(1, .next("1")),
                TimedMarbleEvent(1, .next("1")),
                TimedMarbleEvent(2, .completed),
            ])
        #expect(
            MarbleDiagram(source, doubled).rendered == """
                source  -1---|
                twice   -(11)|
                """)
    }

    @Test func sharesOneLegendBetweenLines() {
        let source = MarbleLine("source", events: [TimedMarbleEvent(2, .next("1")), TimedMarbleEvent(3, .completed)])
        let mapped = MarbleLine("map(*10)", events: [TimedMarbleEvent(2, .next("10")), TimedMarbleEvent(3, .completed)])
        #expect(
            MarbleDiagram(source, mapped).rendered == """
                source    --1|
                map(*10)  --a|
                          a = 10
                """)
    }

    @Test func namesTheLineOfEachDifferentError() {
        let first = MarbleLine("one", events: [TimedMarbleEvent(0, .error("x"))])
        let second = MarbleLine("two", events: [TimedMarbleEvent(1, .error("y"))])
        #expect(MarbleDiagram(first, second).rendered.hasSuffix("# in one = x   # in two = y"))
    }

    @Test func runsAnOngoingLinePastTheOthers() {
        let finished = MarbleLine("done", events: [TimedMarbleEvent(1, .completed)])
        let ongoing = MarbleLine("going", events: [TimedMarbleEvent(1, .next("1"))])
        #expect(
            MarbleDiagram(finished, ongoing).rendered == """
                done   -|
                going  -1---
                """)
    }

    @Test func padsAWidenedTickWithSpacesAfterTheEndNotWithTicks() {
        let grouped = MarbleLine("take(2)", events: [TimedMarbleEvent(1, .next("1")), TimedMarbleEvent(2, .next("2")), TimedMarbleEvent(2, .completed)])
        let ended = MarbleLine("source", events: [TimedMarbleEvent(1, .next("1")), TimedMarbleEvent(2, .error("boom"))])
        let lines = MarbleDiagram(grouped, ended).rendered.split(separator: "\n")
        #expect(lines[0] == "take(2)  -1(2|)")
        #expect(lines[1] == "source   -1#", "nothing, not a tick, after the end")
    }

    @Test func drawsSubscriptionAndDisposal() {
        let line = MarbleLine(events: [TimedMarbleEvent(2, .next("1"))], subscribedAt: 0, disposedAt: 4)
        #expect(line.rendered == "^-1-!")
    }

    @Test func drawsEventsAfterCompletionBecauseItDrawsWhatHappened() {
        let line = MarbleLine(events: [TimedMarbleEvent(1, .completed), TimedMarbleEvent(3, .next("9"))])
        #expect(line.rendered == "-|-9")
    }

    @Test func drawsAnEmptyLineAsNothingButItsRunOn() {
        #expect(MarbleLine(events: []).rendered == "---")
    }
}

@Suite struct MarbleRecorderTests {
    @Test func stampsEventsInArrivalOrderWithoutAClock() {
        let recorder = MarbleRecorder()
        recorder.onNext(1)
        recorder.onNext(2)
        recorder.onCompleted()
        #expect(recorder.events.map(\.tick) == [2, 5, 8])
        #expect(recorder.line.rendered == "--1--2--|")
    }

    @Test func recordsErrorsByTheirDescription() {
        struct Boom: Error, CustomStringConvertible {
            var description: String { "Boom" }
        }
        let recorder = MarbleRecorder("failing")
        recorder.onError(Boom())
        #expect(recorder.events == [TimedMarbleEvent(2, .error("Boom"))])
    }

    @Test func stampsWithASharedClockWithoutMovingIt() {
        let clock = MarbleClock(gap: 1)
        let source = MarbleRecorder("source", clock: clock)
        let filtered = MarbleRecorder("filter", clock: clock)
        for value in 1...3 {
            clock.tick()
            source.onNext(value)
            if value != 2 { filtered.onNext(value) }
        }
        clock.tick()
        source.onCompleted()
        filtered.onCompleted()
        #expect(
            MarbleDiagram(source.line, filtered.line).rendered == """
                source  -1-2-3-|
                filter  -1---3-|
                """)
    }

    @Test func marksSubscriptionAtTheStartAndDisposalInTheNextSlot() {
        let recorder = MarbleRecorder()
        recorder.subscribed()
        recorder.onNext("x")
        recorder.disposed()
        #expect(recorder.line.rendered == "^-x--!")
    }

    @Test func givesEveryEventItsOwnSlotWhenThreadsRecordAtOnce() {
        let recorder = MarbleRecorder()
        DispatchQueue.concurrentPerform(iterations: 100) { recorder.onNext($0) }
        let ticks = recorder.events.map(\.tick)
        #expect(ticks == Array(stride(from: 2, through: 2 + 99 * 3, by: 3)))
        #expect(Set(recorder.events.map(\.event)).count == 100)
    }
}

@Suite struct MarbleDiagramInnerAndTimingTests {
    @Test func drawsEachInnerSequenceOnARowUnderItsLineBlankBeforeItsSubscription() {
        let outer = MarbleLine(events: [
            TimedMarbleEvent(1, .next("a"), inners: [MarbleLine(events: [TimedMarbleEvent(2, .next("1")), TimedMarbleEvent(3, .completed)], subscribedAt: 1)]),
            TimedMarbleEvent(4, .next("b"), inners: [MarbleLine(events: [TimedMarbleEvent(6, .next("2"))], subscribedAt: 5, disposedAt: 7)]),
            TimedMarbleEvent(8, .completed),
        ])
        #expect(
            MarbleDiagram(outer).rendered == """
                       -a--b---|
                  ↳ a   ^1|
                  ↳ b       ^2!
                """)
    }

    @Test func labelsALineWithItsOperatorWhenItHasNoLabel() {
        let line = MarbleLine(events: [TimedMarbleEvent(1, .completed)], producedBy: "map { $0 }")
        #expect(MarbleDiagram(line).rendered == "map { $0 }  -|")
    }

    @Test func drawsAnEventBetweenTwoColumnsInTheEarlierOne() {
        let line = MarbleLine(events: [TimedMarbleEvent(10, .next("a")), TimedMarbleEvent(31, .next("b")), TimedMarbleEvent(39, .completed)])
        #expect(MarbleDiagram([line], ticksPerColumn: 10).rendered == "-a-(b|)")
    }

    @Test func putsWhatNobodyReceivedBeforeTheCaretOrAfterTheExclamationMarkOfItsTick() {
        let line = MarbleLine(
            events: [
                TimedMarbleEvent(1, .next("a"), observed: false),
                TimedMarbleEvent(1, .next("b")),
                TimedMarbleEvent(3, .next("c")),
                TimedMarbleEvent(3, .next("d"), observed: false),
            ], subscribedAt: 1, disposedAt: 3)
        #expect(line.rendered == "-(a^b)-(c!d)")
    }

    @Test func padsAWidenedGroupThatEndsTheLineWithSpaces() {
        let ended = MarbleLine("take(1)", events: [TimedMarbleEvent(1, .next("1")), TimedMarbleEvent(1, .completed)])
        let wider = MarbleLine(
            "source", events: [TimedMarbleEvent(1, .next("1")), TimedMarbleEvent(1, .next("2")), TimedMarbleEvent(2, .completed)], disposedAt: 1)
        #expect(MarbleDiagram(ended, wider).rendered.split(separator: "\n").first == "take(1)  -(1|)")
    }
}
