/**
 * Stand-in for `virtual:react-router/server-build` under vitest, where React Router's Vite plugin
 * does not run (docs/toolchain.md#7-the-server-build-is-not-available-under-vitest).
 * worker/index.ts imports the build lazily, only when a page is rendered, so the API and hosted-app
 * doors never load this module. Page rendering is tested end to end against the real build; a page
 * request in an integration test fails loudly here instead of rendering something misleading.
 */
throw new Error("The React Router server build is not available in integration tests: test pages with the e2e suite.");
