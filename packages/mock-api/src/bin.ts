#!/usr/bin/env node
// `npx @cloudconsole/mock-api`: the standalone mock server of the published package (built to dist/bin.js).
import { baseConfig, serveFromCommandLine } from "./serve.js";

await serveFromCommandLine(baseConfig);
