# Thin wrapper around CMake so the Quick start is two commands.
#   make demo   install deps if needed, build, convert the bundled sample
#   make test   install deps if needed, build, run ctest; then again
#               under ASan+UBSan+LSan with the fuzz harnesses (build-san/)
#   make build  build only (binary at build/stepline)
#   make test-tsan  the suite under ThreadSanitizer (build-tsan/)
BUILD ?= build
SAN ?= build-san
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: all build deps demo test test-sanitize test-tsan bench bench-log bench-follow bench-ab \
	bench-xspace bench-gpu bench-pytorch bench-python bench-distributed \
	fuzz clean

all: build

deps:
	@sh scripts/deps.sh

$(BUILD)/CMakeCache.txt:
	@sh scripts/deps.sh
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)

build: $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	@mkdir -p $(BUILD)/demo
	$(BUILD)/stepline convert --show-memory -o $(BUILD)/demo/sample.trace.json \
	    tests/data/gen_small_gpu.runmeta.pb
	@echo
	@echo "Trace written to $(BUILD)/demo/sample.trace.json"
	@echo "Open it in https://ui.perfetto.dev (Open trace file) or in"
	@echo "chrome://tracing (Load).  Memory peaks of the same step:"
	@$(BUILD)/stepline mem tests/data/gen_small_gpu.runmeta.pb

# The whole suite twice: the normal build, then a clang build with
# AddressSanitizer, UBSan and LeakSanitizer, which also runs each fuzz
# harness for a short fixed number of runs.
test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)
	@$(MAKE) --no-print-directory test-sanitize

test-sanitize:
	@sh scripts/deps.sh fuzz
	@[ -f $(SAN)/CMakeCache.txt ] || CC=clang cmake -S . -B $(SAN) \
	    -DSL_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)
	cmake --build $(SAN) -j $(JOBS)
	cd $(SAN) && ctest --output-on-failure -j $(JOBS)

# The suite under ThreadSanitizer (not part of `make test`: slower, and
# the sanitizer build above already runs every test).
test-tsan:
	@sh scripts/deps.sh fuzz
	@[ -f build-tsan/CMakeCache.txt ] || CC=clang cmake -S . -B build-tsan \
	    -DSL_TSAN=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)
	cmake --build build-tsan -j $(JOBS)
	cd build-tsan && TSAN_OPTIONS="halt_on_error=1 exitcode=66" \
	    ctest --output-on-failure -j $(JOBS)

bench: build
	@sh scripts/deps.sh bench
	sh perf/bench.sh

bench-log: build
	@sh scripts/deps.sh bench
	sh perf/bench-log.sh

bench-xspace: build
	@sh scripts/deps.sh bench
	sh perf/bench-xspace.sh

bench-gpu: build
	@sh scripts/deps.sh bench
	sh perf/bench-gpu.sh

bench-pytorch: build
	@sh scripts/deps.sh bench
	sh perf/bench-pytorch.sh

bench-python: build
	@sh scripts/deps.sh bench
	sh perf/bench-python.sh

bench-distributed: build
	@sh scripts/deps.sh bench
	sh perf/bench-distributed.sh

# How soon a step shows when following, what idling costs and whether
# memory stays flat: 1k to 100k-op steps, the trace alone and with the
# summary line, 100k also with records a second apart, as a training job
# writes them; a window of 20 steps rebuilt as it moves, records 700 ms
# and 150 ms apart.  step-time is the floor: one step held in memory.
bench-follow: build
	$(BUILD)/sl_gen --nodes 100000 --gpu --seed 1 --format runmeta -o $(BUILD)/step-100k.pb
	$(BUILD)/step-time $(BUILD)/step-100k.pb 15
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 1000 30 1 trace
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 1000 30 5 summary
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 10000 30 1 trace
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 10000 30 1 summary
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 50000 20 1 trace
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 50000 20 1 summary
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 100000 20 1 trace
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 100000 20 1 summary
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 100000 20 1 trace 0 1000
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 10000 40 1 summary 20 700
	$(BUILD)/follow-latency $(BUILD)/stepline $(BUILD)/sl_gen 10000 60 1 summary 20 150

# Two builds side by side, the figures above in one run (perf/ab.sh):
#   make bench-ab A=/path/to/other/build
bench-ab: build
	@sh scripts/deps.sh bench
	sh perf/ab.sh $(A) $(BUILD)

# make fuzz [FUZZ_SECONDS=600] [FUZZ_JOBS=1]: each harness for that long.
fuzz:
	sh scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_JOBS)

clean:
	rm -rf $(BUILD) build-fuzz build-san build-tsan
