import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait for what a user would wait for; a loaded machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
