// `pnpm mock-api`: PORT (default 4010), HOST, PRESET (e.g. demo, empty+slow) and CONFIG (default, metal).
import { DEFAULT_MOCK_PORT, MOCK_CONFIG_NAMES, type MockConfigName } from "./constants.js";
import { startHttpServer } from "./server.js";

const configName = (process.env.CONFIG ?? "default") as MockConfigName;
if (!MOCK_CONFIG_NAMES.includes(configName)) {
  console.error(`Unknown CONFIG "${configName}"; use one of ${MOCK_CONFIG_NAMES.join(", ")}.`);
  process.exit(1);
}

try {
  const server = await startHttpServer({
    port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_MOCK_PORT,
    host: process.env.HOST ?? "127.0.0.1",
    ...(process.env.PRESET ? { preset: process.env.PRESET } : {}),
    configName,
  });
  console.log(`Mock API (config ${configName}, preset ${process.env.PRESET ?? "demo"}) listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(`The mock API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
