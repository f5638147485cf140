# Rotor — `make run` and `make test` are the quick start; everything else is optional.
SWIFT ?= swift
ROTOR := .build/debug/rotor

# What building and running need, and what the tests add (a real sound server, a real terminal,
# a real browser, the fonts pictures are drawn in and zlib to read them back, a braille display
# server with a virtual display, liblouis's own translator for the braille they expect, GNU
# FriBidi to see printed lines in the order a reader sees them, and Python's jsonschema to hold
# SARIF reports to the OASIS schema).
# PNG pictures go through librsvg's rsvg-convert, in DejaVu Sans (Noto for Hebrew and Arabic).
PICTURE_PACKAGES := librsvg2-bin fonts-dejavu-core fonts-dejavu-extra fonts-noto-core
RUN_PACKAGES := pkg-config libespeak-ng-dev libpulse-dev libreadline-dev libicu-dev librsvg2-bin fonts-dejavu-core \
	libbrlapi-dev liblouis-dev liblouis-data
TEST_PACKAGES := $(RUN_PACKAGES) $(PICTURE_PACKAGES) pulseaudio pulseaudio-utils tmux time chromium zlib1g-dev \
	python3-pip python3-jsonschema \
	brltty liblouis-bin libfribidi-bin
# The benchmark's sound server and recorder, and the programs Rotor is compared with.
BENCH_PACKAGES := $(RUN_PACKAGES) pulseaudio pulseaudio-utils espeak-ng speech-dispatcher \
	speech-dispatcher-espeak-ng time

.PHONY: run test build deps-run deps-test deps-snapshots golden snapshots fuzz fuzz-long fuzz-record test-sanitize test-asan test-tsan bench bench-json deps-bench clean

run: deps-run
	$(SWIFT) build --product rotor
	$(ROTOR)

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test
	FUZZ_CODEGEN=-Onone scripts/fuzz $(FUZZ_SECONDS_SHORT)

# How long each fuzz target runs: a short pass in `make test`, longer in `make fuzz`. The short
# pass is built unoptimized (a smoke test of every target, a tenth as many executions a second,
# built in a fifth of the time); `make fuzz` optimizes.
FUZZ_SECONDS_SHORT ?= 5
FUZZ_SECONDS ?= 120
# The committed log of fuzz runs (docs/fuzzing.md). No run writes to it: `make fuzz` and
# `make fuzz-long` leave a line a target in their work folder's to-record.txt (the short pass
# of `make test` leaves none), and `make fuzz-record` moves those lines to it, to be committed.
FUZZ_LOG := fuzz-runs/summary.txt
FUZZ_RECORDS := fuzz-out/to-record.txt fuzz-long/to-record.txt

fuzz: deps-test
	FUZZ_LOG=fuzz-out/to-record.txt scripts/fuzz $(FUZZ_SECONDS)

fuzz-record:
	@for records in $(FUZZ_RECORDS); do \
		if [ -s $$records ]; then cat $$records >> $(FUZZ_LOG) && rm $$records && echo "Recorded $$records in $(FUZZ_LOG)"; fi; \
	done

# Each target to FUZZ_RUNS executions, two at a time (one per core); the figures are appended to
# fuzz-long/summary.txt and fuzz-long/to-record.txt (`make fuzz-record`). Its own build and work folders: `make test` rebuilds
# .build-fuzz unoptimized and rewrites fuzz-out's logs.
FUZZ_RUNS ?= 10000000
FUZZ_JOBS ?= 2

fuzz-long: deps-test
	FUZZ_OUT=.build-fuzz-long FUZZ_WORK=fuzz-long FUZZ_LOG=fuzz-long/to-record.txt scripts/fuzz --runs $(FUZZ_RUNS) --jobs $(FUZZ_JOBS)

# The whole suite under AddressSanitizer (CI runs this after `make test`), then under
# ThreadSanitizer (the speech thread and the audio queue included). Each in its own build folder.
test-sanitize: test-asan test-tsan

# print_suppressions=0: a suppressed leak prints nothing (the tests read the programs' standard error).
test-asan: deps-test
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

test-tsan: deps-test
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=suppressions=$(CURDIR)/scripts/tsan.supp \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# How fast Rotor speaks, stops and scales, next to speech-dispatcher and the espeak-ng command
# (docs/benchmarks.md). A few minutes; BENCH_FLAGS passes options (--quick, --json, --only …).
# Only the figures go to standard output, so `make bench-json > bench.json` keeps the JSON clean.
BENCH_SCRATCH ?= .build
# A release build links the Swift runtime and Foundation statically, so a start maps fewer
# libraries (docs/benchmarks.md, start-up). lld, because GNU ld warns about a mktemp inside Foundation.
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -use-ld=lld

# rotor-swift links the toolchain's shared SwiftSyntax libraries, which load the shared Swift
# runtime: it is built without --static-swift-stdlib, in a folder of its own.
READER_SCRATCH ?= .build-reader

bench: deps-bench
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product rotor 1>&2
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(BENCH_SCRATCH) --product rotor-bench 1>&2
	$(SWIFT) build -c release --scratch-path $(READER_SCRATCH) --product rotor-swift 1>&2
	ROTOR_SWIFT=$(abspath $(READER_SCRATCH))/release/rotor-swift $(BENCH_SCRATCH)/release/rotor-bench $(BENCH_FLAGS)

bench-json:
	@$(MAKE) -s --no-print-directory bench BENCH_FLAGS="--json $(BENCH_FLAGS)"

deps-bench:
	@scripts/install-packages $(BENCH_PACKAGES)

build: deps-run
	$(SWIFT) build --product rotor

deps-run:
	@scripts/install-packages $(RUN_PACKAGES)

# The SARIF schema comes from PyPI over HTTPS: where that cannot be reached, the build and the
# other tests still run, and the tests that validate SARIF fail saying the schema is missing.
deps-test:
	@scripts/install-packages $(TEST_PACKAGES)
	@scripts/sarif-schema || echo "warning: the SARIF schema could not be fetched; the SARIF validation tests will fail" >&2

# The pictures of docs/images (below); snapshots of the five demos in both languages and
# directions (SVG and PNG), and the HTML audit reports of the demos and of a deliberately broken
# board, into snapshots/ (not committed).
SNAPSHOTS ?= snapshots
# The demo screens, as `rotor help` lists them (from DemoScreen.allCases), once rotor is built.
SCREENS = $(shell LANG=C.UTF-8 LC_ALL= $(ROTOR) help | sed -n 's/^SCREENS: //p' | tr -d ,)

# The pictures the README shows, in docs/images (committed), named SCREEN.LANG.DIRECTION[.SIZE]
# [.APPEARANCE]: `make snapshots` draws them again (scripts/doc-image), and DocImagesTests fails
# when a committed one differs from what the binary draws.
DOC_IMAGES := kanban.en.ltr photo-board.en.ltr snap-corner.ar.rtl photo-board.en.ltr.AX5 kanban.en.ltr.dark

snapshots: deps-snapshots
	$(SWIFT) build --product rotor
	for name in $(DOC_IMAGES); do scripts/doc-image $(ROTOR) $$name docs/images || exit 1; done
	mkdir -p $(SNAPSHOTS)
	for screen in $(SCREENS); do for lang in en es; do for dir in ltr rtl; do \
		$(ROTOR) snapshot $$screen --lang $$lang --direction $$dir --output $(SNAPSHOTS)/$$screen.$$lang.$$dir.svg && \
		$(ROTOR) snapshot $$screen --lang $$lang --direction $$dir --format png --output $(SNAPSHOTS)/$$screen.$$lang.$$dir.png \
		|| exit 1; done; done; done
	$(ROTOR) audit --format html > $(SNAPSHOTS)/audit.html; test $$? -le 1
	$(ROTOR) audit Examples/broken-kanban.json --lang en --direction ltr --format html > $(SNAPSHOTS)/audit-broken-kanban.html; \
		test $$? -eq 1
	@echo "Pictures in $(SNAPSHOTS)/"

deps-snapshots:
	@scripts/install-packages $(RUN_PACKAGES) $(PICTURE_PACKAGES)

# Re-record the golden transcripts after a deliberate change; review the diff before committing.
# A recording run reports every file it wrote as a failure, so it can never pass as a test run.
golden: deps-test
	-ROTOR_RECORD_GOLDEN=1 $(SWIFT) test --filter Golden
	@echo "Golden files re-recorded: review 'git diff Tests', then run 'make test'."

clean:
	rm -rf .build .build-fuzz .build-fuzz-long .build-asan .build-tsan .build-reader fuzz-out fuzz-long
