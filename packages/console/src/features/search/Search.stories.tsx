import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mockApiStory } from "../../testing/MockApiStoryFrame";
import { RECENT_STORAGE_KEY } from "./recent";
import { SearchStoryFrame } from "./storyFrame";

/** Find anything: the command palette over the story's mock API (Ctrl+K / ⌘K in the console). */
const meta = {
  title: "Shell/Search",
  component: SearchStoryFrame,
  ...mockApiStory("/palette", { configName: "default" }),
} satisfies Meta<typeof SearchStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the actions this configuration enables. */
export const Actions: Story = {};

/** Resources of every type and location, ranked by match. */
export const Results: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole("dialog", { name: "Search" });
    await userEvent.type(within(dialog).getByRole("combobox"), "web");
    await expect(await within(dialog).findByRole("option", { name: /^web-1/ })).toBeInTheDocument();
  },
};

/** A Floating IP found by its address. */
export const ByAddress: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole("dialog", { name: "Search" });
    await userEvent.type(within(dialog).getByRole("combobox"), "185.");
    await expect(await within(dialog).findAllByRole("option", { name: /Floating IP/ })).not.toHaveLength(0);
  },
};

/** Nothing matches. */
export const NoMatch: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole("dialog", { name: "Search" });
    await userEvent.type(within(dialog).getByRole("combobox"), "zzzz");
    await expect(await within(dialog).findByText("Nothing matches “zzzz”.")).toBeInTheDocument();
  },
};

/** Recently opened resources come first before anything is typed. */
export const RecentlyOpened: Story = {
  beforeEach: () => {
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify(["/billing/account/1", "/access/token/1"]));
    return () => localStorage.removeItem(RECENT_STORAGE_KEY);
  },
};

/** The lists are unreachable: actions still work, and the palette says what it cannot search. */
export const ListsUnreachable: Story = { args: { unreachable: /\/(vm|network|storage|service|token|delegation)/ } };

/** The metal configuration: bare metal, access and billing only. */
export const Metal: Story = { args: { configName: "metal" } };

/** The header's search field that opens it. */
export const Launcher: Story = { parameters: { route: "/launcher" } };
