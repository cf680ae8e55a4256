import { describe, expect, it } from "vitest";
import { desktopMediaQuery, mobileMaxWidth, mobileMediaQuery } from "./layout";

describe("layout media queries", () => {
  it("treat 700 px and less as mobile and anything wider as desktop", () => {
    expect(mobileMaxWidth).toBe(700);
    expect(mobileMediaQuery).toBe("screen and (max-width: 700px)");
    expect(desktopMediaQuery).toBe("screen and (min-width: 701px)");
  });
});
