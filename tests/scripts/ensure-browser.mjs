#!/usr/bin/env node
// Makes sure the browser tests have a Chromium: Playwright's own, else the system's;
// on Debian as root with neither, installs the `chromium` package.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from './browser.mjs'

let path = findChromium()
if (!path && existsSync('/etc/debian_version') && process.getuid?.() === 0) {
  console.log('No Chromium found: installing the Debian chromium package…')
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' })
  path = findChromium()
}
if (!path) {
  console.error("No Chromium for the browser tests: run `npx playwright install chromium`, or install your system's chromium package.")
  process.exit(1)
}
console.log(`Browser tests use ${path}`)
