import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DescriptionList } from "./DescriptionList";

describe("DescriptionList", () => {
  it("pairs each term with its description in a description list", () => {
    render(
      <DescriptionList
        aria-label="Server details"
        items={[
          { term: "Name", description: "web-1" },
          { term: "IPv4", description: "192.0.2.10" },
        ]}
      />,
    );
    const list = screen.getByLabelText("Server details");
    expect(list.tagName).toBe("DL");
    const terms = screen.getAllByRole("term");
    const definitions = screen.getAllByRole("definition");
    expect(terms.map((t) => t.textContent)).toEqual(["Name", "IPv4"]);
    expect(definitions.map((d) => d.textContent)).toEqual(["web-1", "192.0.2.10"]);
    expect(terms[1]?.nextElementSibling).toBe(definitions[1]);
  });

  it("leaves out items without a value but keeps zero and empty-looking values", () => {
    render(
      <DescriptionList
        items={[
          { term: "Name", description: "web-1" },
          { term: "IPv6", description: undefined },
          { term: "Backups", description: null },
          { term: "Credit", description: 0 },
        ]}
      />,
    );
    expect(screen.getAllByRole("term").map((t) => t.textContent)).toEqual(["Name", "Credit"]);
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual(["web-1", "0"]);
  });

  it("accepts rich values and non-string terms with ids", () => {
    render(<DescriptionList items={[{ id: "status", term: <span>Status</span>, description: <a href="#s">Running</a> }]} layout="stacked" />);
    expect(screen.getByRole("link", { name: "Running" })).toBeInTheDocument();
    expect(screen.getByRole("term")).toHaveTextContent("Status");
  });
});
