import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

afterEach(() => cleanup());

// findBy*/waitFor wait up to 1 s by default. CI runs every project at once on a shared two-core machine,
// where a lazy chunk or a query can take longer than that to settle; a screen that never shows what a test
// waits for still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
// (The projects using this setup give a test 15 s as a whole, so such a wait fails on its own message.)
