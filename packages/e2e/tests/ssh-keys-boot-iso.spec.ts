import { expect, expectNoSeriousA11yViolations, PHONE, saveScreenshot, signedIn, test } from "./fixtures";

// SSH keys kept on the profile and chosen when a VM is created, and booting a VM from one of the platform's ISO
// images. Each test has a mock API of its own, whose clock stands still.
test.skip(({ mockConfig }) => mockConfig !== "default", "SSH keys and ISO boot come with virtual machines, in the default configuration; the metal one has only bare metal");
// Multi-step flows with several axe scans: a busy 2-core machine can take minutes; the ceiling only matters on failure.
test.describe.configure({ timeout: 150_000 });

// Written by ssh-keygen, with the fingerprint `ssh-keygen -l` printed for it.
const PUBLIC_KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINwKJckLN1vuCbFu+QsbUL558EUeO9JuJ4nK5r7YRHCw me@host";
const FINGERPRINT = "SHA256:oAj01CaQms6b0e1xhw6QYF7HzXN5tTBN4zvuKKSIFtA";

test.beforeEach(async ({ page }) => signedIn(page, "e2e-ssh-keys"));

test("adds an SSH key on the profile, deletes another, and creates a VM with the saved one @writes", PHONE, async ({ page, ownBackend }, testInfo) => {
  await page.goto("/app/profile");
  const card = page.getByRole("region", { name: "SSH keys" });
  const form = card.getByRole("form", { name: "Add an SSH key" });
  await expect(card.getByRole("table", { name: "Your SSH keys" }).getByText("ci-deploy")).toBeVisible();

  // A line that is not a public key is refused before anything is sent, and stays as typed.
  await form.getByRole("textbox", { name: /^Key name/ }).fill("workstation");
  await form.getByRole("textbox", { name: /^Public key/ }).fill("ssh-ed25519 not-a-key");
  await form.getByRole("button", { name: "Add SSH key" }).click();
  await expect(form.getByText(/^Paste one OpenSSH public key line/)).toBeVisible();
  await expect(form.getByRole("textbox", { name: /^Key name/ })).toHaveValue("workstation");
  await form.getByRole("textbox", { name: /^Public key/ }).fill(PUBLIC_KEY);
  await form.getByRole("button", { name: "Add SSH key" }).click();
  await expect(page.getByText("SSH key workstation added")).toBeVisible();
  const added = card.getByRole("row").filter({ hasText: "workstation" });
  await expect(added.getByText(FINGERPRINT)).toBeVisible();
  await saveScreenshot(page, testInfo, "ssh-keys");
  await expectNoSeriousA11yViolations(page);

  // Delete asks first.
  await card.getByRole("button", { name: "Delete SSH key ci-deploy" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete SSH key ci-deploy?" });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Delete SSH key" }).click();
  await expect(page.getByText("SSH key deleted")).toBeVisible();
  await expect(card.getByText("ci-deploy")).toHaveCount(0);
  expect((ownBackend.server.store.state.sshKeys ?? []).map((key) => key.name).sort()).toEqual(["laptop", "workstation"]);

  // The create form offers the saved keys and sends the chosen one's line.
  await page.goto("/app/compute/create");
  await page.getByRole("radio", { name: "Use an SSH key" }).check();
  const saved = page.getByRole("combobox", { name: /^Saved SSH key/ });
  await expect(saved.getByRole("option", { name: "workstation" })).toBeAttached();
  await saved.selectOption({ label: "workstation" });
  await expect(page.getByRole("textbox", { name: /^SSH public key/ })).toHaveValue(PUBLIC_KEY);
  await page.getByRole("textbox", { name: /^Name/ }).fill("keyed-vm");
  await saveScreenshot(page, testInfo, "create-with-saved-key");
  await expectNoSeriousA11yViolations(page);
  const created = page.waitForRequest((request) => request.method() === "POST" && /\/user-resource\/vm$/.test(request.url()));
  await page.getByRole("button", { name: "Create virtual machine" }).click();
  expect(new URLSearchParams((await created).postData() ?? "").get("public_key")).toBe(PUBLIC_KEY);
  await expect(page.getByRole("heading", { name: /^Creating keyed-vm\.\.\. \d+%$/ })).toBeVisible();
});

test("boots a stopped VM from one of the platform's ISO images @writes", PHONE, async ({ page, ownBackend }, testInfo) => {
  const vm = ownBackend.server.store.state.vms.find((candidate) => candidate.name === "db-primary");
  if (!vm) throw new Error("the demo seed should have db-primary");
  await page.goto(`/app/compute/vm/${vm.location}/${vm.uuid}`);
  await expect(page.getByRole("main").getByText("Stopped", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Boot from ISO" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Boot db-primary from an ISO image?" });
  // The platform's default, a rescue system, is chosen until another is.
  await expect(dialog.getByRole("radio", { name: /SystemRescue/ })).toBeChecked();
  await dialog.getByRole("radio", { name: /Ubuntu Server 24\.04 installer/ }).check();
  await saveScreenshot(page, testInfo, "boot-iso");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Boot from ISO" }).click();
  await expect(page.getByText("Booting from Ubuntu Server 24.04 installer; stop and start the virtual machine to boot from its disk again")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main").getByText("Running", { exact: true })).toBeVisible();
});
