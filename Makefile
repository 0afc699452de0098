# cookbook — build, run, test, install.
#   make run      build and open the bundled cookbook
#   make test     every test: unit, render, end-to-end (tmux)
#   make install  PREFIX=/usr/local: bin/cookbook, share/cookbook/recipes.json and
#                 share/man/man1/cookbook.1
#   make man      the man page, from the command's own argument definitions: .build/man/cookbook.1
#   make fuzz     libFuzzer on the loader, the renderer, deep links, saved screens, queries,
#                 the Cooklang and schema.org readers, the Cooklang writer, the HTML tokenizer,
#                 microdata and Copy Me That pages, the apps' exports, the library's .cookbookignore, the household files and config.toml,
#                 FUZZ_TIME seconds each (not part of `make test`)
#   make bench    release build against peers on generated cookbooks (docs/performance.md)
#   make startup-order  the functions and data the release link puts first (tools/startup-order.txt)
#   make screenshots  the main screens in a real xterm under Xvfb, dark and light:
#                 PNGs in docs/screenshots/ (look at each after a change to a view)
#   make compare  our Cooklang, schema.org and ingredient-line readings beside the reference
#                 readers' (cooklang-bindings, recipe-scrapers, ingreedypy, from PyPI) on
#                 ../shared, and our shopping files' beside cooklang-rs's (docs/formats.md)

PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN := .build/release/cookbook
# Release binaries are self-contained: the Swift runtime and the C libraries are linked in,
# so starting does no dynamic loading (a few milliseconds of a terminal app's first frame,
# see docs/performance.md). lld links them without glibc's notes about static linking,
# which do not concern this program (it looks up no users and loads no libraries). The
# DWARF debug information is left out (symbols stay, for backtraces): 12 MB the kernel
# would otherwise map at every start, measured as 1 ms of `cookbook list`'s 3.5.
# The functions that run when it starts, draws and reads recipes sit together at the start
# of the code, in tools/startup-order.txt's order (each function in a section of its own, for
# the linker to move), and so do the data they touch: the kernel maps code 64 KB around each
# page touched, and fewer blocks mean fewer page faults and less of the binary resident
# (`make startup-order` writes the list again; docs/performance.md, "Where the code sits").
# Concrete generic types are reached through their metadata accessors, not by demangling
# their mangled names at run time (-disable-concrete-type-metadata-mangled-name-accessors):
# the first use of each such type was a demangling and, for a type whose parameters must be
# Hashable, a search of every protocol conformance in the binary. `cookbook list` ran 3.78
# million instructions with them and 3.24 without; `--version` 234 and 219 thousand.
STARTUP_ORDER := $(CURDIR)/tools/startup-order.txt
RELEASE_FLAGS ?= --static-swift-stdlib -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xlinker --strip-debug \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xlinker --symbol-ordering-file=$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering

.PHONY: all build run test man install uninstall clean deps fuzz fuzz-build bench bench-deps compare startup-order \
	screenshots screenshots-deps

all: build

# System packages: ncursesw, SQLite and zlib headers (and static libraries) to build, tmux for
# the end-to-end tests.
# Installed only when missing, so a machine that has them needs no root.
deps:
	@missing=""; \
	[ -f /usr/include/curses.h ] && [ -e /usr/lib/x86_64-linux-gnu/libncursesw.so -o -n "$$(ls /usr/lib/*/libncursesw.so 2>/dev/null)" ] || missing="$$missing libncurses-dev"; \
	[ -f /usr/include/sqlite3.h ] && [ -n "$$(ls /usr/lib/*/libsqlite3.a 2>/dev/null)" ] || missing="$$missing libsqlite3-dev"; \
	[ -f /usr/include/zlib.h ] && [ -n "$$(ls /usr/lib/*/libz.a 2>/dev/null)" ] || missing="$$missing zlib1g-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		$$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y $$missing; \
	fi

# SwiftPM does not rebuild a module it built before when only -Xswiftc or -Xcc flags
# change: the release objects are dropped when RELEASE_FLAGS differ from the last build's.
RELEASE_STAMP := .build/release-flags
build: deps
	@if [ -f $(RELEASE_STAMP) ] && [ "$$(cat $(RELEASE_STAMP))" != '$(RELEASE_FLAGS)' ]; then \
		echo "Release flags changed: rebuilding every module"; rm -rf .build/*-linux-gnu/release; fi
	$(SWIFT) build -c release --product cookbook $(RELEASE_FLAGS)
	@printf '%s' '$(RELEASE_FLAGS)' > $(RELEASE_STAMP)

run: build
	$(RELEASE_BIN)

# Build the debug binary first: the end-to-end tests drive it in tmux, and check the man page.
test: deps
	$(SWIFT) build --product cookbook
	$(MAKE) man
	$(SWIFT) test

# The man page, by swift-argument-parser's GenerateManual plugin, which runs
# `cookbook --experimental-dump-help`. The debug configuration: the plugin builds every
# product of its configuration, and a release build of its own would replace the static
# one `make build` makes. Dated by the last commit, so the page changes only with the code.
MAN_DIR := .build/man
MAN_PAGE := $(MAN_DIR)/cookbook.1
MAN_DATE ?= $(shell git log -1 --format=%cs 2>/dev/null)

man: deps
	$(SWIFT) package generate-manual --configuration debug $(if $(MAN_DATE),--date $(MAN_DATE))
	mkdir -p $(MAN_DIR)
	cp .build/plugins/GenerateManual/outputs/cookbook/cookbook.1 $(MAN_PAGE)

# The benchmark: not part of `make test`. BUILD=.build-other builds elsewhere;
# BENCH_FLAGS=--library-100k adds a library of 100,000 .cook files (generated once).
BUILD ?= .build
BENCH := $(BUILD)/bench

bench-deps: deps
	@missing=""; \
	for tool in nnn fzf jq python3 valgrind; do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		$$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y $$missing; \
	fi
	@python3 -c "import cooklang" 2>/dev/null || python3 -m pip install --quiet cooklang-bindings || \
		echo "bench: cooklang-bindings not installed; its figure is left out"
	@python3 -c "import pyte" 2>/dev/null || python3 -m pip install --quiet pyte || \
		echo "bench: pyte not installed; the minimal updates and key latencies are left out"

bench: bench-deps
	$(SWIFT) build -c release --scratch-path $(BUILD) --product cookbook $(RELEASE_FLAGS)
	$(SWIFT) build -c release --scratch-path $(BUILD) --product cookbook-gen $(RELEASE_FLAGS)
	mkdir -p $(BENCH)
	$(BUILD)/release/cookbook-gen 10000 $(BENCH)/recipes-10k.json
	$(BUILD)/release/cookbook-gen 100000 $(BENCH)/recipes-100k.json
	python3 Tests/Bench/bench.py --bin $(BUILD)/release/cookbook --gen $(BUILD)/release/cookbook-gen \
		--bundled Data/recipes.json --work $(BENCH) --markdown $(BENCH)/table.md \
		--cooklang Tests/CookbookFormatsTests/Fixtures/cooklang --cooklang ../shared/cooklang/examples $(BENCH_FLAGS)
	@echo "Table as markdown: $(BENCH)/table.md"

# The list of functions the release link puts first (see RELEASE_FLAGS), from callgrind runs
# of the release binary: after large changes, and commit the file.
startup-order: build
	@command -v valgrind >/dev/null 2>&1 || { SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		$$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y valgrind; }
	python3 tools/startup_order.py --bin $(RELEASE_BIN)
	rm -f $(RELEASE_BIN)
	$(SWIFT) build -c release --product cookbook $(RELEASE_FLAGS)

# Not part of `make test`: installs the reference parsers from PyPI (for this user) and
# prints, per file, where their reading and cookbook's differ. cookbook's readings come from
# the debug binary (ingredient lines) and from cookbook-gen (Cooklang, schema.org pages).
compare: deps
	python3 -m pip install --quiet --user cooklang-bindings recipe-scrapers ingreedypy || python3 -m pip install --quiet cooklang-bindings recipe-scrapers ingreedypy
	$(SWIFT) build --product cookbook
	$(SWIFT) build --product cookbook-gen
	python3 tools/compare_cooklang.py --gen .build/debug/cookbook-gen
	python3 tools/compare_schemaorg.py --gen .build/debug/cookbook-gen
	python3 tools/compare_ingredients.py --bin .build/debug/cookbook
	python3 tools/compare_shopping.py --gen .build/debug/cookbook-gen

# The pictures: xterm under Xvfb, with DejaVu Sans Mono, the program driven through tmux
# inside it and each window taken by ImageMagick's `import` (tools/screenshots.py). The
# packages are installed only when missing; nothing is fetched from elsewhere, and the
# bundled cookbook is what they show.
screenshots-deps: deps
	@missing=""; \
	command -v Xvfb >/dev/null 2>&1 || missing="$$missing xvfb"; \
	command -v xterm >/dev/null 2>&1 || missing="$$missing xterm"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing="$$missing fonts-dejavu-core"; \
	command -v import >/dev/null 2>&1 || missing="$$missing imagemagick"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
		$$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y $$missing; \
	fi

screenshots: screenshots-deps
	$(SWIFT) build --product cookbook
	python3 tools/screenshots.py --bin .build/debug/cookbook --out docs/screenshots

install: build man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/cookbook $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/cookbook
	install -m 644 Data/recipes.json $(DESTDIR)$(PREFIX)/share/cookbook/recipes.json
	install -m 644 $(MAN_PAGE) $(DESTDIR)$(PREFIX)/share/man/man1/cookbook.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/cookbook
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/cookbook.1
	rm -rf $(DESTDIR)$(PREFIX)/share/cookbook

clean:
	rm -rf .build

# Fuzzing with libFuzzer, which ships with the Swift toolchain. Each target is
# Tests/Fuzz/<target>/main.swift, built with swiftc against the modules' sources compiled
# with coverage (the pure ones: the model, the formats with Yams, SwiftCSV and zlib, the drawing and the app),
# and run for FUZZ_TIME seconds from the seeds in Tests/Fuzz/corpus and every input that once
# failed (Tests/Fuzz/regressions). New inputs, logs and any crash go to FUZZ_DIR; the
# repository is only read. A crash stops `make fuzz` and names its file.
FUZZ_DIR ?= .build/fuzz
FUZZ_TIME ?= 60
FUZZ_TARGETS ?= loader render deeplink savedstate cooklang schemaorg cookwriter ignorefile searchquery exports html microdata household menu shopping config
SWIFTC ?= swiftc
FUZZ_CC ?= $(dir $(realpath $(shell command -v $(SWIFTC))))clang
YAMS := .build/checkouts/Yams/Sources
SWIFTCSV := .build/checkouts/SwiftCSV/SwiftCSV
FUZZ_SWIFTFLAGS = -O -g -sanitize=fuzzer -parse-as-library -package-name cookbook -I $(FUZZ_DIR) \
	-Xcc -fmodule-map-file=$(FUZZ_DIR)/CDisplayWidth/module.modulemap \
	-Xcc -fmodule-map-file=$(YAMS)/CYaml/include/module.modulemap -Xcc -DYAML_DECLARE_STATIC \
	-Xcc -fmodule-map-file=$(CURDIR)/Sources/CZlib/module.modulemap
# One static library of a module's sources: $(call fuzz-module,Name,folder[,flags])
fuzz-module = $(SWIFTC) $(FUZZ_SWIFTFLAGS) $(3) -module-name $(1) -emit-library -static -emit-module \
	-o $(FUZZ_DIR)/lib$(1).a $(shell find $(2) -name '*.swift' | sort)
# ICU (the toolchain's, as Foundation uses it): CookbookModel's CollationKey orders names with its collator.
FUZZ_LIBS = -lCookbookConfig -lCookbookFixtures -lCookbookApp -lCookbookRender -lCookbookFormats -lCookbookModel -l_FoundationICU -lYams -lSwiftCSV -lz

fuzz-build:
	$(SWIFT) package resolve
	@mkdir -p $(FUZZ_DIR)/CDisplayWidth $(FUZZ_DIR)/cyaml
	@printf 'module CDisplayWidth {\n  header "%s/Sources/CDisplayWidth/include/CDisplayWidth.h"\n  export *\n}\n' \
		"$(CURDIR)" > $(FUZZ_DIR)/CDisplayWidth/module.modulemap
	$(FUZZ_CC) -O2 -I Sources/CDisplayWidth/include -c Sources/CDisplayWidth/width.c -o $(FUZZ_DIR)/width.o
	cd $(FUZZ_DIR)/cyaml && $(FUZZ_CC) -O2 -DYAML_DECLARE_STATIC -I $(CURDIR)/$(YAMS)/CYaml/include -c $(CURDIR)/$(YAMS)/CYaml/src/*.c
	$(call fuzz-module,Yams,$(YAMS)/Yams,-DSWIFT_PACKAGE)
	$(call fuzz-module,SwiftCSV,$(SWIFTCSV),-DSWIFT_PACKAGE)
	$(call fuzz-module,CookbookModel,Sources/CookbookModel)
	$(call fuzz-module,CookbookFormats,Sources/CookbookFormats)
	$(call fuzz-module,CookbookRender,Sources/CookbookRender)
	$(call fuzz-module,CookbookApp,Sources/CookbookApp)
	$(call fuzz-module,CookbookFixtures,Tests/CookbookFixtures)
	$(call fuzz-module,CookbookConfig,Sources/CookbookConfig)
	@for t in $(FUZZ_TARGETS); do \
		echo "$(SWIFTC) ... -o $(FUZZ_DIR)/fuzz-$$t Tests/Fuzz/$$t/main.swift"; \
		$(SWIFTC) $(FUZZ_SWIFTFLAGS) -o $(FUZZ_DIR)/fuzz-$$t Tests/Fuzz/$$t/main.swift \
			-L $(FUZZ_DIR) $(FUZZ_LIBS) $(FUZZ_DIR)/cyaml/*.o $(FUZZ_DIR)/width.o -lstdc++ || exit 1; \
	done

fuzz: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
		case $$t in loader|render) seeds=Tests/Fuzz/corpus/loader; dict=cookbook.dict;; \
			cooklang|schemaorg) seeds=Tests/CookbookFormatsTests/Fixtures/$$t; dict=$$t.dict;; \
			html) seeds=Tests/CookbookFormatsTests/Fixtures/microdata; dict=html.dict;; \
			microdata) seeds="Tests/CookbookFormatsTests/Fixtures/microdata Tests/CookbookFormatsTests/Fixtures/copymethat"; dict=html.dict;; \
			cookwriter) seeds="Tests/CookbookFormatsTests/Fixtures/cooklang Tests/CookbookFormatsTests/Fixtures/schemaorg"; dict=cooklang.dict;; \
			*) seeds=Tests/Fuzz/corpus/$$t; dict=$$t.dict;; esac; \
		dictflag=""; [ -f Tests/Fuzz/corpus/$$dict ] && dictflag="-dict=Tests/Fuzz/corpus/$$dict"; \
		regressions=""; [ -d Tests/Fuzz/regressions/$$t ] && regressions=Tests/Fuzz/regressions/$$t; \
		mkdir -p $(FUZZ_DIR)/corpus/$$t $(FUZZ_DIR)/artifacts/$$t; \
		echo "fuzz $$t: $(FUZZ_TIME) s, log in $(FUZZ_DIR)/$$t.log"; \
		if ! SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/fuzz-$$t $(FUZZ_DIR)/corpus/$$t $$seeds \
			$$regressions $$dictflag -max_total_time=$(FUZZ_TIME) -timeout=10 -max_len=4096 \
			-print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/artifacts/$$t/ > $(FUZZ_DIR)/$$t.log 2>&1; then \
			tail -n 30 $(FUZZ_DIR)/$$t.log; echo "fuzz $$t FAILED; the input is in $(FUZZ_DIR)/artifacts/$$t/"; exit 1; \
		fi; \
		grep -E '^stat::(number_of_executed_units|average_exec_per_sec)|^Done' $(FUZZ_DIR)/$$t.log; \
	done
