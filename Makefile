# warpcheck: one Makefile for everything.
#
#   make run     install what is missing, build, lint the bundled example
#   make check   install what is missing, build, run every test
#   make bench   simulator, front-end and review-page speed, as ratios in one run
#   make deps    install the Debian packages warpcheck needs
#   make check-sanitize  the tests again, built with ASan and UBSan
#   make SANITIZE=address,undefined check    with sanitizers (in build-sanitize/)
#   make V=1 ...                             show the commands

CC ?= cc
CFLAGS ?= -O2 -g
LLVM_PREFIX ?= /usr/lib/llvm-19
NVCC ?= $(shell command -v nvcc 2>/dev/null || { test -x /usr/local/cuda/bin/nvcc && echo /usr/local/cuda/bin/nvcc; })
NVCC_FLAGS ?= -arch=sm_90 -lineinfo -O3
SANITIZE ?=
# a sanitized build in a folder of its own: objects built without the
# sanitizers in build/ are never reused for one with them
SANITIZE_BUILD ?= build-sanitize
BUILD ?= $(if $(SANITIZE),$(SANITIZE_BUILD),build)
DEB_PACKAGES = libclang-19-dev check libjson-c-dev libyaml-dev pkg-config
# what the tests need besides: a browser to render the review page in,
# and Python for reading nvcc's cubins (tests/ptxas)
TEST_PACKAGES = chromium python3

WARNINGS = -Wall -Wextra -Wshadow -Wmissing-prototypes
SAN_FLAGS = $(if $(SANITIZE),-fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all)
ALL_CFLAGS = -std=gnu11 -pthread $(WARNINGS) $(CFLAGS) $(SAN_FLAGS) -MMD -MP -I$(LLVM_PREFIX)/include
ALL_LDFLAGS = -pthread $(LDFLAGS) $(SAN_FLAGS)
CLANG_LIBS = -L$(LLVM_PREFIX)/lib -Wl,-rpath,$(LLVM_PREFIX)/lib -lclang
# expanded when a recipe runs, after `deps` has installed pkg-config and check
CHECK_CFLAGS = $(shell pkg-config --cflags check)
CHECK_LIBS = $(shell pkg-config --libs check)
JSON_LIBS = -ljson-c -lyaml -lm

ifeq ($(V),1)
Q =
else
Q = @
endif

SIMULATOR_SRC = simulator/alloc.c simulator/arena.c simulator/atomic.c simulator/cint.c simulator/copy.c simulator/event.c \
	simulator/affine.c simulator/defs.c simulator/emit.c simulator/reuse.c simulator/gmem.c simulator/hw.c simulator/ir.c simulator/ir_dump.c simulator/ir_pass.c simulator/launch.c \
	simulator/local.c simulator/loop.c simulator/plan.c simulator/sim.c simulator/smem.c simulator/timing.c simulator/time_walk.c simulator/time_inputs.c simulator/value.c simulator/value_sym.c
ANALYZER_SRC = analyzer/report/diag.c analyzer/lint/lint.c analyzer/lint/lint_local.c analyzer/nvcc/ptxas.c \
	analyzer/report/report.c analyzer/report/report_text.c analyzer/report/report_json.c analyzer/report/report_sarif.c analyzer/nvcc/spawn.c analyzer/nvcc/validate.c \
	analyzer/lint/pipeline.c analyzer/report/explain.c analyzer/report/picture.c analyzer/report/html.c analyzer/lint/fix.c analyzer/report/source.c analyzer/lint/policy.c analyzer/cli/config.c \
	analyzer/frontend/assume.c analyzer/frontend/fields.c analyzer/frontend/structs_scan.c analyzer/frontend/call_this.c analyzer/frontend/own.c analyzer/frontend/param_tables.c analyzer/lint/choose.c analyzer/cli/cli.c analyzer/lint/lint_file.c \
	analyzer/cli/cmd_lint.c analyzer/cli/cmd_explain.c analyzer/cli/cmd_sim.c analyzer/cli/cmd_validate.c \
	analyzer/cli/cmd_dump_ir.c analyzer/nvcc/sass_parse.c analyzer/nvcc/sass_match.c analyzer/nvcc/sass_run.c analyzer/frontend/nearby.c analyzer/frontend/int_address.c \
	analyzer/frontend/parse.c analyzer/frontend/edits.c analyzer/frontend/includes.c analyzer/frontend/bodies.c analyzer/frontend/instances.c analyzer/frontend/kernels.c \
	analyzer/frontend/host.c analyzer/frontend/host_stmt.c analyzer/frontend/host_decl.c analyzer/frontend/host_roots.c analyzer/frontend/host_sites.c analyzer/frontend/host_expr.c analyzer/frontend/host_objects.c analyzer/frontend/launchers.c analyzer/frontend/textcalls.c \
	analyzer/frontend/errors.c analyzer/frontend/placeholders.c analyzer/frontend/macros.c analyzer/frontend/constants.c analyzer/frontend/types.c \
	analyzer/frontend/scope.c analyzer/frontend/stmt.c analyzer/frontend/expr.c analyzer/frontend/work.c \
	analyzer/frontend/memory.c analyzer/frontend/call.c analyzer/frontend/switch_returns.c analyzer/frontend/intrinsics.c analyzer/frontend/lambdas.c analyzer/frontend/copies.c analyzer/frontend/wmma.c analyzer/frontend/bulk.c analyzer/frontend/cas.c \
	analyzer/frontend/assumed.c analyzer/frontend/members.c analyzer/frontend/tensors.c analyzer/frontend/tmaps.c analyzer/frontend/structs.c analyzer/frontend/arrays.c analyzer/frontend/asm.c analyzer/frontend/asm_text.c \
	analyzer/frontend/cx.c
TEST_SRC = tests/unit/check_main.c tests/unit/check_alloc.c tests/unit/check_cint.c tests/unit/check_value.c \
	tests/unit/check_smem.c tests/unit/check_gmem.c tests/unit/check_local.c tests/unit/check_launch.c tests/unit/check_sim.c \
	tests/unit/check_frontend.c tests/unit/check_host.c tests/unit/check_ptxas.c tests/unit/check_divergence.c tests/unit/check_explain.c \
	tests/unit/check_policy.c tests/unit/check_assume.c tests/unit/check_ir_pass.c tests/unit/check_validate.c \
	tests/unit/check_choose.c tests/unit/check_sass.c tests/unit/check_classes.c tests/unit/check_timing.c tests/unit/testfile.c
BENCH_SRC = tests/bench.c

SIMULATOR_OBJ = $(SIMULATOR_SRC:%.c=$(BUILD)/%.o)
ANALYZER_OBJ = $(ANALYZER_SRC:%.c=$(BUILD)/%.o) $(BUILD)/analyzer/prelude.o $(BUILD)/analyzer/report/page_assets.o
TEST_OBJ = $(TEST_SRC:%.c=$(BUILD)/%.o)
BENCH_OBJ = $(BENCH_SRC:%.c=$(BUILD)/%.o)
CUDA_SRC = $(wildcard kernels/*.cu examples/*.cu)

EXAMPLE_FLAGS = --grid 128,128 --block 32,8 --param width=4096 --param height=4096

.PHONY: all run check check-sanitize bench fuzz deps clean test-unit test-cases test-cuda test-sarif test-stress \
	test-readme test-toolkit test-bundled test-ptxas test-html test-agree field field-sweep compile-commands validate \
	install uninstall

all: $(BUILD)/warpcheck

$(BUILD)/libsimulator.a: $(SIMULATOR_OBJ)
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

$(BUILD)/libanalyzer.a: $(ANALYZER_OBJ)
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $^

$(BUILD)/warpcheck: $(BUILD)/analyzer/cli/main.o $(BUILD)/libanalyzer.a $(BUILD)/libsimulator.a
	@echo "  LINK    $@"
	$(Q)$(CC) $(ALL_LDFLAGS) -o $@ $^ $(CLANG_LIBS) $(JSON_LIBS)

$(BUILD)/check_warpcheck: $(TEST_OBJ) $(BUILD)/libanalyzer.a $(BUILD)/libsimulator.a
	@echo "  LINK    $@"
	$(Q)$(CC) $(ALL_LDFLAGS) -o $@ $^ $(CLANG_LIBS) $(JSON_LIBS) $(CHECK_LIBS)

$(BUILD)/bench: $(BENCH_OBJ) $(BUILD)/libanalyzer.a $(BUILD)/libsimulator.a
	@echo "  LINK    $@"
	$(Q)$(CC) $(ALL_LDFLAGS) -o $@ $^ $(CLANG_LIBS) $(JSON_LIBS)

# the prelude headers are compiled into the program as strings, with
# their names relative to analyzer/prelude/ (at any depth, and without
# an extension where the header has none: cuda/std/cstdint)
PRELUDE_SRC = $(sort $(shell find analyzer/prelude -type f))

$(BUILD)/analyzer/prelude.c: $(PRELUDE_SRC)
	@mkdir -p $(@D)
	@echo "  GEN     $@"
	$(Q){ echo '/* generated from analyzer/prelude/ */'; \
	  echo '#include "analyzer/frontend/frontend.h"'; \
	  echo 'const struct prelude_file warpcheck_prelude[] = {'; \
	  for f in $(PRELUDE_SRC); do \
	    echo "{ \"$${f#analyzer/prelude/}\","; \
	    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' $$f; \
	    echo '},'; \
	  done; \
	  echo '{ 0, 0 } };'; } > $@

# the review page's style and script, compiled in as strings (report/html.c)
PAGE_ASSETS = analyzer/report/page.css analyzer/report/page.js

$(BUILD)/analyzer/report/page_assets.c: $(PAGE_ASSETS)
	@mkdir -p $(@D)
	@echo "  GEN     $@"
	$(Q){ echo '/* generated from $(PAGE_ASSETS) */'; \
	  for f in $(PAGE_ASSETS); do \
	    echo "const char warpcheck_page_$$(basename $$f | sed 's/^page\.//')[] ="; \
	    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' $$f; \
	    echo ';'; \
	  done; } > $@

$(BUILD)/analyzer/report/page_assets.o: $(BUILD)/analyzer/report/page_assets.c
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/tests/unit/%.o: tests/unit/%.c
	@mkdir -p $(@D)
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) -c -o $@ $<

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/analyzer/prelude.o: $(BUILD)/analyzer/prelude.c
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -I. -c -o $@ $<

deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
	  echo "installing:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	else \
	  echo "warpcheck needs these Debian packages:$$missing"; \
	  echo "run as root:  apt-get install$$missing"; exit 1; \
	fi

run:
	@$(MAKE) --no-print-directory deps
	@$(MAKE) --no-print-directory all
	$(BUILD)/warpcheck lint examples/transpose.cu $(EXAMPLE_FLAGS); test $$? -le 1

check:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(DEB_PACKAGES) $(TEST_PACKAGES)"
	@$(MAKE) --no-print-directory all $(BUILD)/check_warpcheck $(BUILD)/bench
	@$(MAKE) --no-print-directory test-cuda test-toolkit test-bundled test-unit test-sarif test-cases \
	  test-stress test-readme test-html test-agree test-ptxas

# every test that runs warpcheck, on a build with AddressSanitizer and
# UndefinedBehaviorSanitizer in a folder of its own (CI runs it after check;
# the nvcc compile check is left to `check`, it does not run warpcheck)
check-sanitize:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(DEB_PACKAGES) $(TEST_PACKAGES)"
	@$(MAKE) --no-print-directory BUILD=$(SANITIZE_BUILD) SANITIZE=address,undefined \
	  all $(SANITIZE_BUILD)/check_warpcheck
	@$(MAKE) --no-print-directory BUILD=$(SANITIZE_BUILD) SANITIZE=address,undefined \
	  test-bundled test-unit test-sarif test-cases test-stress test-readme test-html

test-unit: $(BUILD)/check_warpcheck
	$(Q)$(BUILD)/check_warpcheck

# every bundled header parsed at once, with no error (tests/bundled.sh)
test-bundled: $(BUILD)/warpcheck
	$(Q)sh tests/bundled.sh $(BUILD)/warpcheck

# every case in tests/cases, each a command and what it must print in
# one NAME.case file (tests/cases.sh): lint/, the golden cases; projects/,
# files that look like real projects' (system and CUDA library headers),
# linted with no errors; corpus/, realistic kernels held to findings
# derived by hand
test-cases: $(BUILD)/warpcheck
	$(Q)sh tests/cases.sh $(BUILD)/warpcheck

# the README's sample outputs against real runs (tests/readme.sh)
test-readme: $(BUILD)/warpcheck
	$(Q)sh tests/readme.sh $(BUILD)/warpcheck

# the bundled CUDA headers against the installed toolkit's: the include
# guards, versions and API macros that user code tests, and the names each
# header brings, probed with nvcc and warpcheck (tests/toolkit.sh; passes
# with a note where no toolkit is installed)
test-toolkit: $(BUILD)/warpcheck
	$(Q)sh tests/toolkit.sh "$(NVCC)" $(BUILD)/warpcheck

# how far nvcc and ptxas unroll loops of run-time trips, against the time
# model's rule (tests/ptxas/unroll.sh; skipped without nvcc)
test-ptxas: $(BUILD)/warpcheck
	$(Q)NVCC="$(NVCC)" sh tests/ptxas/unroll.sh $(BUILD)/warpcheck

# a measurement, not a test: every kernel file of a folder of projects
# (FIELD=DIR, one folder a project), linted as a new user would on the
# build with AddressSanitizer and UndefinedBehaviorSanitizer
# (tests/field_sweep.sh); fails on a crash, a sanitizer report or a file
# over FIELD_LIMIT seconds (10)
field-sweep:
	@test -n "$(FIELD)" || { echo "usage: make field-sweep FIELD=DIR"; exit 2; }
	@$(MAKE) --no-print-directory BUILD=$(SANITIZE_BUILD) SANITIZE=address,undefined all
	$(Q)sh tests/field_sweep.sh $(SANITIZE_BUILD)/warpcheck $(FIELD) $(or $(JOBS),2)

# a measurement, not a test: the field-like corpus in tests/field, linted
# as a new user would (tests/field.sh); not part of `make check`
field: $(BUILD)/warpcheck
	$(Q)sh tests/field.sh $(BUILD)/warpcheck

# lint and explain count every access alike (tests/agree.sh)
test-agree: $(BUILD)/warpcheck
	$(Q)sh tests/agree.sh $(BUILD)/warpcheck

# the review page (--format html) rendered in headless Chromium, its DOM
# checked and screenshots kept in $(BUILD)/html (tests/html.sh)
test-html: $(BUILD)/warpcheck
	$(Q)sh tests/html.sh $(BUILD)/warpcheck

# input that must not crash, hang or exhaust memory (tests/stress.sh)
test-stress: $(BUILD)/warpcheck
	$(Q)sh tests/stress.sh $(BUILD)/warpcheck

# SARIF from the examples against the published schema (node and npm
# install the schema and a validator, pinned in tests/sarif/package-lock.json)
SARIF_CASES = examples/transpose.cu:--grid=4,4:--block=32,8:--param=width=128:--param=height=128 \
	kernels/divergence.cu:--grid=64:--block=256:--param=iters=16:--param=n=16010 \
	tests/cases/lint/suppress.cu:--block=32 tests/cases/lint/broken.cu:--block=32 \
	tests/cases/lint/assume_comments.cu:--grid=2:--block=64:--param=n=128:--param=width=4096:--param=seed=1
test-sarif: $(BUILD)/warpcheck
	@if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then \
	  echo "node or npm not found: skipping the SARIF schema check"; exit 0; fi; \
	if [ ! -d tests/sarif/node_modules ]; then \
	  (cd tests/sarif && npm ci --no-audit --no-fund --loglevel=error) || exit 1; fi; \
	mkdir -p $(BUILD)/sarif; n=0; \
	for c in $(SARIF_CASES); do \
	  n=$$((n + 1)); $(BUILD)/warpcheck lint --format sarif $$(echo $$c | tr ':' ' ' | sed 's/--\([a-z]*\)=/--\1 /g') \
	    > $(BUILD)/sarif/$$n.sarif; \
	done; \
	node tests/sarif/check.js $(BUILD)/sarif/*.sarif

test-cuda:
	@if [ -z "$(NVCC)" ]; then \
	  echo "nvcc not found: skipping the compile check of kernels/, examples/ and tests/cases/"; \
	else \
	  mkdir -p $(BUILD)/cuda; fail=0; \
	  for f in $(CUDA_SRC); do \
	    echo "  NVCC    $$f"; \
	    flags="$(NVCC_FLAGS)"; arch=$$(sed -n 's/^ \* measure-arch: //p' $$f | head -n 1); \
	    if [ -n "$$arch" ]; then flags="$$(echo "$$flags" | sed 's/-arch=[^ ]*//') $$arch"; fi; \
	    $(NVCC) $$flags -o $(BUILD)/cuda/$$(basename $$f .cu) $$f || fail=1; \
	  done; \
	  sh tests/cases.sh --nvcc $(NVCC) || fail=1; exit $$fail; \
	fi

bench:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(DEB_PACKAGES) $(TEST_PACKAGES)"
	@$(MAKE) --no-print-directory $(BUILD)/bench $(BUILD)/warpcheck
	$(BUILD)/bench
	sh tests/bench_corpus.sh $(BUILD)/warpcheck
	sh tests/bench_html.sh $(BUILD)/warpcheck

# libFuzzer on what warpcheck reads that libclang does not: the
# configuration file, the values of options and assume comments.
# FUZZ_SECONDS per target.
FUZZ_SECONDS ?= 60
FUZZ_CC = clang
FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_SRCS = analyzer/cli/config.c analyzer/lint/policy.c analyzer/report/diag.c analyzer/report/source.c \
	analyzer/nvcc/spawn.c analyzer/frontend/assume.c analyzer/nvcc/sass_parse.c analyzer/nvcc/sass_match.c simulator/launch.c simulator/alloc.c simulator/arena.c \
	simulator/cint.c simulator/ir.c simulator/value.c simulator/value_sym.c

$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_SRCS)
	@mkdir -p $(BUILD)
	$(Q)$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $^ $(JSON_LIBS)

fuzz:
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="clang libclang-rt-14-dev libyaml-dev libjson-c-dev"
	@$(MAKE) --no-print-directory $(BUILD)/fuzz_config $(BUILD)/fuzz_flags $(BUILD)/fuzz_assume \
	  $(BUILD)/fuzz_sass
	@for t in config flags assume sass; do \
	  mkdir -p $(BUILD)/fuzz-corpus/$$t; \
	  echo "fuzzing $$t for $(FUZZ_SECONDS) s"; \
	  $(BUILD)/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -close_fd_mask=2 \
	    $(BUILD)/fuzz-corpus/$$t tests/fuzz/seeds/$$t || exit 1; \
	done

PREFIX ?= /usr/local
DESTDIR ?=

install: $(BUILD)/warpcheck
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BUILD)/warpcheck $(DESTDIR)$(PREFIX)/bin/warpcheck
	install -m 644 analyzer/cli/warpcheck.1 $(DESTDIR)$(PREFIX)/share/man/man1/warpcheck.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/warpcheck $(DESTDIR)$(PREFIX)/share/man/man1/warpcheck.1

# On a machine with a GPU: measure kernels/ under Nsight Compute, then set
# warpcheck's predictions beside the counters (validate/README.md).
VALIDATE_OUT ?= validate/out
validate:
	@if ! nvidia-smi -L >/dev/null 2>&1; then \
	  echo "make validate needs a GPU: nvidia-smi finds none here"; exit 2; fi
	@mkdir -p $(VALIDATE_OUT)
	OUT=$(VALIDATE_OUT) bash validate/measure.sh
	@if [ -x $(BUILD)/warpcheck ] || $(MAKE) --no-print-directory all; then \
	  python3 validate/compare.py $(VALIDATE_OUT)/counters.csv \
	    --source $(VALIDATE_OUT)/source.csv --times $(VALIDATE_OUT)/times.csv \
	    --warpcheck $(BUILD)/warpcheck --csv $(VALIDATE_OUT)/compare.csv \
	    --json $(VALIDATE_OUT)/compare.json --svg $(VALIDATE_OUT)/compare.svg \
	    --sass $(VALIDATE_OUT)/sass.txt; \
	else \
	  echo "warpcheck does not build here: run validate/compare.py on $(VALIDATE_OUT) where it does"; \
	  exit 2; \
	fi

compile-commands:
	@$(MAKE) --no-print-directory -B -n all | awk -v dir="$$(pwd)" \
	  'BEGIN { print "[" } / -c -o / { src = $$NF; gsub(/"/, "\\\"", $$0); \
	    printf "%s{\"directory\": \"%s\", \"command\": \"%s\", \"file\": \"%s\"}", sep, dir, $$0, src; sep = ",\n" } \
	    END { print "\n]" }' > compile_commands.json
	@echo "wrote compile_commands.json"

clean:
	rm -rf $(BUILD) compile_commands.json

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
