# Rotor — `make run` and `make test` are the quick start; everything else is optional.
SWIFT ?= swift
ROTOR := .build/debug/rotor

# What building and running need, and what the tests add (a real sound server, a real terminal).
RUN_PACKAGES := pkg-config libespeak-ng-dev libpulse-dev libreadline-dev
TEST_PACKAGES := $(RUN_PACKAGES) pulseaudio pulseaudio-utils tmux time
# The benchmark's sound server and recorder, and the programs Rotor is compared with.
BENCH_PACKAGES := $(RUN_PACKAGES) pulseaudio pulseaudio-utils espeak-ng speech-dispatcher \
	speech-dispatcher-espeak-ng

.PHONY: run test build deps-run deps-test golden fuzz fuzz-long test-sanitize test-asan test-tsan bench bench-json deps-bench clean

run: deps-run
	$(SWIFT) build --product rotor
	$(ROTOR)

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test
	scripts/fuzz $(FUZZ_SECONDS_SHORT)

# How long each fuzz target runs: a short pass in `make test`, longer in `make fuzz`.
FUZZ_SECONDS_SHORT ?= 5
FUZZ_SECONDS ?= 120

fuzz: deps-test
	scripts/fuzz $(FUZZ_SECONDS)

# Each target to FUZZ_RUNS executions, two at a time (one per core); the figures are appended to
# fuzz-out/summary.txt, and the README's fuzzing section records the last full run.
FUZZ_RUNS ?= 10000000
FUZZ_JOBS ?= 2

fuzz-long: deps-test
	scripts/fuzz --runs $(FUZZ_RUNS) --jobs $(FUZZ_JOBS)

# The whole suite under AddressSanitizer (CI runs this after `make test`), then under
# ThreadSanitizer (the speech thread and the audio queue included). Each in its own build folder.
test-sanitize: test-asan test-tsan

test-asan: deps-test
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ROTOR_SANITIZED=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

test-tsan: deps-test
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	ROTOR_SANITIZED=1 TSAN_OPTIONS=suppressions=$(CURDIR)/scripts/tsan.supp \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# How fast Rotor speaks, stops and scales, next to speech-dispatcher and the espeak-ng command
# (README, "Benchmarks"). A few minutes; BENCH_FLAGS passes options (--quick, --json, --only …).
# Only the figures go to standard output, so `make bench-json > bench.json` keeps the JSON clean.
BENCH_SCRATCH ?= .build

bench: deps-bench
	$(SWIFT) build -c release --scratch-path $(BENCH_SCRATCH) --product rotor 1>&2
	$(SWIFT) build -c release --scratch-path $(BENCH_SCRATCH) --product rotor-bench 1>&2
	$(BENCH_SCRATCH)/release/rotor-bench $(BENCH_FLAGS)

bench-json:
	@$(MAKE) -s --no-print-directory bench BENCH_FLAGS="--json $(BENCH_FLAGS)"

deps-bench:
	@scripts/install-packages $(BENCH_PACKAGES)

build: deps-run
	$(SWIFT) build --product rotor

deps-run:
	@scripts/install-packages $(RUN_PACKAGES)

deps-test:
	@scripts/install-packages $(TEST_PACKAGES)

# Re-record the golden transcripts after a deliberate change; review the diff before committing.
golden: deps-test
	ROTOR_RECORD_GOLDEN=1 $(SWIFT) test --filter Golden

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan fuzz-out
