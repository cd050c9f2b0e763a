# Immortal — the two commands a newcomer runs are `make start` and `make test`.
# Everything they need is installed by the targets below (idempotent, cached).
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
NODE_RUN := node --import tsx
STAMP := node_modules/.immortal-install-stamp

.PHONY: help install deps system build start dev test test-unit e2e typecheck bench clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

system: ## Debian packages and the backing-service binaries (NATS, FerretDB, MinIO), cached
	@bash deploy/local/install.sh

$(STAMP): package.json package-lock.json $(wildcard */package.json services/*/package.json deploy/local/package.json)
	@echo "installing npm dependencies"
	@npm ci --no-audit --no-fund --loglevel=error
	@touch $(STAMP)

deps: $(STAMP) ## npm dependencies (npm ci when the lockfile changed)

install: system deps ## everything: system packages, binaries, npm dependencies

build: install ## build the frontend (services run from TypeScript through tsx)
	@npm run --silent -w @immortal/frontend build

start: build ## install what is missing, build, start everything on http://localhost:8080
	@$(NODE_RUN) deploy/local/src/start.ts

typecheck: deps ## strict TypeScript across every workspace
	@npx tsc --noEmit -p tsconfig.json
	@npx tsc --noEmit -p frontend

test-unit: install ## unit and integration tests against real NATS, FerretDB and MinIO
	@npx vitest run

e2e: build ## end-to-end tests in Chromium against a full stack on its own ports
	@npx vitest run --config frontend/e2e/vitest.config.ts

test: install typecheck build ## every test: unit, integration and end-to-end
	@npx vitest run
	@npx vitest run --config frontend/e2e/vitest.config.ts

bench: install ## benchmarks (print ratios measured in one run)
	@ls bench/*/run.ts >/dev/null 2>&1 && for b in bench/*/run.ts; do $(NODE_RUN) $$b; done || echo "no benchmarks yet"

clean: ## remove build output and local data (keeps the binary cache)
	rm -rf frontend/dist .data
