import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router";
import { ProviderProvider, useProvider } from "../../app/ProviderContext";
import { MockApiStoryFrame, mockApiStory, type MockApiStoryProps } from "../../testing/MockApiStoryFrame";
import { ConfigLayout } from "../../config/ConfigLayout";
import { HomeScreen } from "./HomeScreen";

/** The home screen over a story's mock API; `createBanner` adds the banner to whichever provider the toolbar picks. */
function HomeStoryFrame({ createBanner, ...backend }: MockApiStoryProps & { createBanner?: string }) {
  return (
    <MockApiStoryFrame {...backend}>
      <WithCreateBanner text={createBanner}>
        <Routes>
          <Route element={<ConfigLayout />}>
            <Route index element={<HomeScreen />} />
          </Route>
        </Routes>
      </WithCreateBanner>
    </MockApiStoryFrame>
  );
}

function WithCreateBanner({ text, children }: { text: string | undefined; children: ReactNode }) {
  const provider = useProvider();
  return text ? <ProviderProvider provider={{ ...provider, createBanner: text }}>{children}</ProviderProvider> : children;
}

const meta = {
  title: "Shell/Home",
  component: HomeStoryFrame,
  ...mockApiStory("/", { configName: "default" }),
} satisfies Meta<typeof HomeStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account: VMs in several states, a lease, four billing accounts. */
export const Demo: Story = {};

/** The metal configuration: bare metal only, Access and Billing. */
export const Metal: Story = { args: { configName: "metal" } };

/** A fresh sign-up: nothing yet, and no billing account. */
export const Empty: Story = { args: { preset: "empty" } };

/** A provider with a create banner (a theme may have one). */
export const WithBanner: Story = { args: { createBanner: "Launch a cloud server in under a minute." } };

/** The VM list cannot be reached: the compute card says so with a retry; billing still shows. */
export const ComputeUnavailable: Story = { args: { unreachable: /\/user-resource\/vm\/list/ } };

/** A phone: one column. */
export const Mobile: Story = { args: { createBanner: "Launch a cloud server in under a minute." }, globals: { viewport: { value: "mobile1", isRotated: false } } };
