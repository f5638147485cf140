# Rotor — `make run` and `make test` are the quick start; everything else is optional.
SWIFT ?= swift
ROTOR := .build/debug/rotor

# What building and running need, and what the tests add (a real sound server, a real terminal).
RUN_PACKAGES := pkg-config libespeak-ng-dev libpulse-dev libreadline-dev
TEST_PACKAGES := $(RUN_PACKAGES) pulseaudio pulseaudio-utils tmux

.PHONY: run test build deps-run deps-test golden clean

run: deps-run
	$(SWIFT) build --product rotor
	$(ROTOR)

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test

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
	rm -rf .build
