/**
 * Stand-in for `virtual:react-router/server-build` under vitest, where React Router's Vite plugin
 * does not run (TOOLCHAIN pitfall 7). worker/index.ts imports the build lazily, only when a page
 * is rendered, so the API and hosted-app doors never load this module. Page rendering is tested
 * end to end against the real build; a page request in an integration test fails loudly here
 * instead of rendering something misleading.
 */
throw new Error("The React Router server build is not available in integration tests: test pages with the e2e suite.");
