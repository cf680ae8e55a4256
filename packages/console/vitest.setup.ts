import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait for a state, as a user would; on a busy machine that state can take far longer than the 1 s default.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
