import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { screen, waitFor, within } from "@testing-library/react";
import { setupMockApi } from "../../testing/mockApi";
import { holdUntilAllStarted } from "../../testing/parallelRequests";
import { renderStorageRoute } from "./testing";

const API = "http://localhost/v1";

describe("the bucket list", () => {
  const mock = setupMockApi({ configName: "default" });

  it("lists each bucket with its size in human units, object count, billing account and state", async () => {
    renderStorageRoute("/storage");
    const table = await screen.findByRole("table", { name: "Buckets" });
    const row = within(table).getByRole("link", { name: "acme-backups" }).closest("tr");
    expect(row).toHaveTextContent(/92\sGB/);
    expect(row).toHaveTextContent("88");
    expect(row).toHaveTextContent("Active");
    expect(within(table).getByRole("link", { name: "demo-assets" })).toHaveAttribute("href", "/storage/bucket/demo-assets");
  });

  it("filters by name and says when nothing matches", async () => {
    const { user } = renderStorageRoute("/storage");
    const table = await screen.findByRole("table", { name: "Buckets" });
    await user.type(within(screen.getByRole("search", { name: "Filter buckets" })).getByRole("searchbox", { name: "Search" }), "demo");
    await waitFor(() => expect(within(table).queryByRole("link", { name: "acme-backups" })).not.toBeInTheDocument());
    expect(within(table).getByRole("link", { name: "demo-assets" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "zzz");
    expect(await within(table).findByText("No bucket matches the filter")).toBeInTheDocument();
  });

  it("shows a suspended bucket as suspended", async () => {
    const bucket = mock.store.state.buckets.find((candidate) => candidate.name === "empty-bucket");
    if (bucket) bucket.is_suspended = true;
    renderStorageRoute("/storage");
    const table = await screen.findByRole("table", { name: "Buckets" });
    expect(within(table).getByRole("link", { name: "empty-bucket" }).closest("tr")).toHaveTextContent("Suspended");
  });

  it("lists every bucket as a link in the sidebar", async () => {
    renderStorageRoute("/sidebar");
    const sidebar = await screen.findByRole("complementary", { name: "Storage" });
    expect(await within(sidebar).findByRole("link", { name: "demo-assets" })).toHaveAttribute("href", "/storage/bucket/demo-assets");
    expect(within(sidebar).getByRole("link", { name: "Create bucket" })).toHaveAttribute("href", "/storage/create");
  });

  it("requests the buckets and the billing accounts together", async () => {
    const held = holdUntilAllStarted(mock, ["/storage/bucket/list", "/payment/billing_account/list"]);
    renderStorageRoute("/storage");
    await waitFor(() => expect(held.started.size).toBe(2));
    expect(await screen.findByRole("table", { name: "Buckets" })).toBeInTheDocument();
  });
});

describe("the bucket list of an empty account", () => {
  setupMockApi({ configName: "default", preset: "empty" });

  it("offers to create the first bucket", async () => {
    renderStorageRoute("/storage");
    expect(await screen.findByRole("heading", { name: "No buckets yet" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create bucket" })[0]).toHaveAttribute("href", "/storage/create");
  });
});

describe("creating a bucket", () => {
  const mock = setupMockApi({ configName: "default" });

  it("says what stored data costs per GB before the bucket is created", async () => {
    renderStorageRoute("/storage/create");
    // The mock's object storage price list: 0.02 per GB a month.
    expect(await screen.findByText("Stored data costs €0.0200 per GB a month, charged by the hour for what the bucket holds.")).toBeInTheDocument();
  });

  it("names each broken part of the name as it is typed", async () => {
    const { user } = renderStorageRoute("/storage/create");
    const name = await screen.findByRole("textbox", { name: /^Bucket name/ });
    await user.type(name, "-A");
    expect(await screen.findByText("Use 3 to 63 characters (now 2).")).toBeInTheDocument();
    expect(screen.getByText("Use only lowercase letters, digits and hyphens, not “A”.")).toBeInTheDocument();
    expect(screen.getByText("Start with a letter or digit.")).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, "xn--photos-s3alias");
    expect(await screen.findByText("Do not start with “xn--”.")).toBeInTheDocument();
    expect(screen.getByText("Do not end with “-s3alias”.")).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, "photos-2026");
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid", "true"));
    expect(screen.queryByText(/Use 3 to 63/)).not.toBeInTheDocument();
  });

  it("creates the bucket and opens it", async () => {
    const { user } = renderStorageRoute("/storage/create");
    await user.type(await screen.findByRole("textbox", { name: /^Bucket name/ }), "photos-2026");
    await user.click(screen.getByRole("button", { name: "Create bucket" }));
    expect(await screen.findByRole("heading", { level: 1, name: "photos-2026" })).toBeInTheDocument();
    expect(mock.store.state.buckets.some((bucket) => bucket.name === "photos-2026")).toBe(true);
  });

  it("shows the API's bucket error as it comes and keeps the name", async () => {
    const { user } = renderStorageRoute("/storage/create");
    const name = await screen.findByRole("textbox", { name: /^Bucket name/ });
    await user.type(name, "demo-assets");
    await user.click(screen.getByRole("button", { name: "Create bucket" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/java\.io\.IOException: BucketAlreadyExists: demo-assets is taken/);
    expect(await screen.findByText("Failed to create storage bucket")).toBeInTheDocument();
    expect(name).toHaveValue("demo-assets");
  });
});

describe("a bucket's page", () => {
  const mock = setupMockApi({ configName: "default" });

  it("shows its usage and moves it to another billing account", async () => {
    const { user } = renderStorageRoute("/storage/bucket/demo-assets");
    const usage = await screen.findByRole("region", { name: "Usage" });
    expect(usage).toHaveTextContent("1,523");
    const select = screen.getByRole("combobox", { name: /^Billing account/ });
    const other = within(select).getAllByRole("option").find((option) => option.getAttribute("value") && !(option as HTMLOptionElement).selected);
    await user.selectOptions(select, other?.getAttribute("value") ?? "");
    await user.click(screen.getByRole("button", { name: "Change billing account" }));
    await waitFor(() => expect(String(mock.store.state.buckets.find((bucket) => bucket.name === "demo-assets")?.billing_account_id)).toBe(other?.getAttribute("value")));
    expect(await screen.findByText("Billing account changed")).toBeInTheDocument();
  });

  it("sets and clears the CORS allowed origin", async () => {
    const bodies: string[] = [];
    mock.server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/storage/bucket/cors")) bodies.push(await request.clone().text());
    });
    const { user } = renderStorageRoute("/storage/bucket/demo-assets");
    const origin = await screen.findByRole("textbox", { name: "Allowed origin" });
    await user.type(origin, "app.example.com");
    expect(screen.getByText(/Enter an origin such as/)).toBeInTheDocument();
    await user.clear(origin);
    await user.type(origin, "https://app.example.com");
    await user.click(screen.getByRole("button", { name: "Set allowed origin" }));
    expect(await screen.findByText("Browsers may now reach demo-assets from https://app.example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear CORS" }));
    expect(await screen.findByText("CORS origin cleared")).toBeInTheDocument();
    expect(bodies).toEqual(["name=demo-assets&allowed_origin=https%3A%2F%2Fapp.example.com", "name=demo-assets"]);
    mock.server.events.removeAllListeners();
  });

  it("deletes an empty bucket once its name is typed", async () => {
    const { user } = renderStorageRoute("/storage/bucket/empty-bucket");
    await user.click(await screen.findByRole("button", { name: "Delete bucket" }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Delete bucket" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox"), "empty-bucket");
    await user.click(confirm);
    await waitFor(() => expect(mock.store.state.buckets.some((bucket) => bucket.name === "empty-bucket")).toBe(false));
    expect(await screen.findByRole("heading", { level: 1, name: "Storage" })).toBeInTheDocument();
  });

  it("says 'Failed to get storage bucket' with the API's text when the bucket cannot be read", async () => {
    renderStorageRoute("/storage/bucket/no-such-bucket");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to get storage bucket");
    expect(alert).toHaveTextContent("java.io.IOException: bucket no-such-bucket does not exist");
  });
});

describe("S3 access", () => {
  const mock = setupMockApi({ configName: "default" });

  it("shows the S3 user, the endpoint with path-style addressing and client set-ups for the chosen key", async () => {
    const { user } = renderStorageRoute("/storage");
    const access = await screen.findByRole("region", { name: "S3 access" });
    expect(access).toHaveTextContent("https://s3.mock.invalid:8080/");
    expect(access).toHaveTextContent("Path-style");
    const [key] = mock.store.state.s3Keys;
    const setup = screen.getByRole("region", { name: "Client set-up" });
    expect(setup).toHaveTextContent(`aws configure set aws_access_key_id ${key?.accessKey}`);
    expect(setup).toHaveTextContent("aws configure set aws_secret_access_key YOUR_SECRET_KEY");
    await user.click(within(setup).getByRole("tab", { name: "rclone" }));
    expect(setup).toHaveTextContent("force_path_style = true");
    expect(within(setup).getByRole("button", { name: "Copy rclone set-up" })).toBeInTheDocument();
  });

  it("creates a key, shows its secret once with a warning, and deletes a key", async () => {
    const { user } = renderStorageRoute("/storage");
    const access = await screen.findByRole("region", { name: "S3 access" });
    const before = within(access).getAllByRole("row").length;
    await user.click(within(access).getByRole("button", { name: "Create key" }));
    expect(await within(access).findByText("Copy the secret key now")).toBeInTheDocument();
    const created = mock.store.state.s3Keys[0];
    expect(access).toHaveTextContent(created?.secretKey ?? "missing");
    expect(within(access).getByRole("button", { name: "Copy secret key" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Client set-up" })).toHaveTextContent(`aws_secret_access_key ${created?.secretKey}`);
    await waitFor(() => expect(within(access).getAllByRole("row")).toHaveLength(before + 1));
    await user.click(within(access).getByRole("button", { name: `Delete key ${created?.accessKey}` }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete key" }));
    await waitFor(() => expect(mock.store.state.s3Keys.some((key) => key.accessKey === created?.accessKey)).toBe(false));
    expect(await screen.findByText("S3 key deleted")).toBeInTheDocument();
  });

  it("says 'Failed to get S3 user info' when the S3 user cannot be read, and still lists the buckets", async () => {
    mock.server.use(http.get(`${API}/storage/user`, () => HttpResponse.json({ errors: { Error: "ceph unreachable" } }, { status: 500 })));
    renderStorageRoute("/storage");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to get S3 user info");
    expect(alert).toHaveTextContent("ceph unreachable");
    expect(screen.getByRole("table", { name: "Buckets" })).toBeInTheDocument();
  });
});

describe("storage on a site without it", () => {
  setupMockApi({ configName: "metal" });

  it("has no storage pages", async () => {
    renderStorageRoute("/storage");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
