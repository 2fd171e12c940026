import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AREA_ONLY_HINT, UNPLACED_MESSAGE } from "~/web/features/businesses/form/location-on-map";
import { StorefrontWizardDialog } from "./storefront-wizard-dialog";

const toasts: { kind: string; title: string; description?: string }[] = [];
vi.mock("~/web/components/ui/toast", () => ({
  toast: {
    success: (title: string, options?: { description?: string }) =>
      toasts.push({ kind: "success", title, description: options?.description }),
    error: (title: string, options?: { description?: string }) =>
      toasts.push({ kind: "error", title, description: options?.description }),
  },
}));

/** The images uploaded to the new storefront: [slot, business id, file name]. */
const uploads = vi.hoisted(() => [] as [string, string, string][]);
vi.mock("~/web/lib/api/businesses", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/web/lib/api/businesses")>();
  const upload = (slot: string) => (id: string, file: File, onProgress?: (percent: number) => void) => {
    uploads.push([slot, id, file.name]);
    onProgress?.(100);
    return Promise.resolve({
      id,
      name: "Harlem Soul Kitchen",
      category: "Restaurant",
      logo_url: "/files/logo.webp",
      images: [],
    });
  };
  return { ...original, uploadBusinessLogo: upload("logo"), uploadBusinessBanner: upload("banner") };
});

/** What the wizard sent to POST /api/v1/storefronts, and what the server answers. */
const posted: unknown[] = [];
let answer: () => Response;

function Opener() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "open" : "closed"}</p>
      <StorefrontWizardDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The directory as the wizard leaves the owner there: the query names the new storefront. */
function Directory() {
  const { search } = useLocation();
  return (
    <>
      <h1>Directory</h1>
      <p>{new URLSearchParams(search).toString()}</p>
    </>
  );
}

function renderWizard() {
  const Stub = createRoutesStub([
    { path: "/start", Component: Opener },
    { path: "/directory", Component: Directory },
  ]);
  render(<Stub initialEntries={["/start"]} />);
  return screen.findByRole("dialog");
}

const user = () => userEvent.setup();

async function fillStepOne(box: HTMLElement) {
  await user().type(within(box).getByRole("textbox", { name: "Business Name" }), "Harlem Soul Kitchen");
  await user().type(within(box).getByRole("textbox", { name: "Description" }), "Soul food since 1962.");
  await user().selectOptions(within(box).getByRole("combobox", { name: "Category" }), "Food & Beverage");
}

const step = (box: HTMLElement, name: string) => within(box).findByRole("heading", { level: 3, name });

beforeEach(() => {
  toasts.length = 0;
  posted.length = 0;
  uploads.length = 0;
  answer = () =>
    Response.json({ id: "b1", name: "Harlem Soul Kitchen", category: "Restaurant" }, { status: 201 });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    if (url === "/api/v1/storefronts" && init.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return answer();
    }
    return new Response(null, { status: 404 });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("the storefront wizard", () => {
  it("step 1 needs a name, a description and a category; Back reads Cancel and closes it", async () => {
    const box = await renderWizard();
    expect(within(box).getByText("Step 1 of 4: Basic Information")).toBeTruthy();
    expect(within(box).getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(within(box).getByLabelText("Phone").getAttribute("placeholder")).toBe("(555) 123-4567");
    const options = [
      ...within(box).getByRole<HTMLSelectElement>("combobox", { name: "Category" }).options,
    ].map((o) => o.text);
    expect(options).toHaveLength(13);
    expect(options.slice(1, 3)).toEqual(["Technology", "Retail"]);

    await user().click(within(box).getByRole("button", { name: "Next" }));
    expect(await within(box).findByText("Business name is required")).toBeTruthy();
    expect(within(box).getByText("Description is required")).toBeTruthy();
    expect(within(box).getByText("Category is required")).toBeTruthy();
    expect(within(box).getByRole("textbox", { name: "Business Name" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(within(box).getByText("Step 1 of 4: Basic Information")).toBeTruthy();

    await user().type(within(box).getByLabelText("Email"), "not-an-email");
    await fillStepOne(box);
    await user().click(within(box).getByRole("button", { name: "Next" }));
    expect(await within(box).findByText("Please enter a valid email")).toBeTruthy();
    expect(within(box).getByText("Step 1 of 4: Basic Information")).toBeTruthy();

    await user().click(within(box).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("closed")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("steps 2 and 3 are optional, a wrong link stops step 3, and publishing sends only filled links", async () => {
    const box = await renderWizard();
    await fillStepOne(box);
    await user().click(within(box).getByRole("button", { name: "Next" }));
    expect(await step(box, "Visual Identity")).toBeTruthy();
    expect(within(box).getByText(/recommended 200x200/i)).toBeTruthy();
    expect(within(box).getByText(/1200x400, PNG or JPG/)).toBeTruthy();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "logo.png", {
      type: "image/png",
    });
    await user().upload(within(box).getByLabelText("Logo"), logo);
    expect(await within(box).findByAltText("Logo preview")).toBeTruthy();
    const program = new File(["MZ"], "banner.exe", { type: "application/x-msdownload" });
    await userEvent.setup({ applyAccept: false }).upload(within(box).getByLabelText("Banner"), program);
    expect(toasts).toEqual([
      {
        kind: "error",
        title: "Invalid file type",
        description: "Please upload a JPEG, PNG, GIF, or WEBP image.",
      },
    ]);
    toasts.length = 0;
    expect(within(box).queryByAltText("Banner preview")).toBeNull();
    // The refused banner is named next to its field and holds the step until it is removed.
    expect(within(box).getByRole("alert").textContent).toContain(
      "Invalid file type: banner.exe was not used.",
    );
    await user().click(within(box).getByRole("button", { name: "Next" }));
    expect(within(box).getByRole("heading", { name: "Visual Identity" })).toBeTruthy();
    await user().click(within(box).getByRole("button", { name: "Remove Banner" }));
    expect(within(box).queryByRole("alert")).toBeNull();

    await user().click(within(box).getByRole("button", { name: "Back" }));
    expect(await step(box, "Basic Information")).toBeTruthy();
    expect(within(box).getByRole<HTMLInputElement>("textbox", { name: "Business Name" }).value).toBe(
      "Harlem Soul Kitchen",
    );
    await user().click(within(box).getByRole("button", { name: "Next" }));
    await user().click(await within(box).findByRole("button", { name: "Next" }));
    expect(await step(box, "Online Presence")).toBeTruthy();
    // A home-based business shows only its area; a new one is not said to be unplaced before it is saved.
    const areaOnly = within(box).getByRole<HTMLInputElement>("checkbox", { name: "Show only my area" });
    expect(areaOnly.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(box).getByText(AREA_ONLY_HINT)).toBeTruthy();
    expect(within(box).queryByText(UNPLACED_MESSAGE)).toBeNull();
    await user().click(areaOnly);

    await user().type(within(box).getByLabelText("Instagram"), "instagram.com/soul");
    await user().click(within(box).getByRole("button", { name: "Next" }));
    expect(await within(box).findByText("Please enter a valid URL")).toBeTruthy();
    await user().clear(within(box).getByLabelText("Instagram"));
    await user().type(within(box).getByLabelText("Instagram"), "https://instagram.com/soul");
    await user().click(within(box).getByRole("button", { name: "Next" }));

    expect(await step(box, "Preview & Publish")).toBeTruthy();
    expect(within(box).getByRole("article", { name: "Storefront preview" }).textContent).toContain(
      "Harlem Soul Kitchen",
    );
    await user().click(within(box).getByRole("button", { name: "Publish Storefront" }));

    expect(await screen.findByRole("heading", { name: "Directory" })).toBeTruthy();
    // Shown where it lands: the directory searched for its name in its category.
    expect(screen.getByText("search=Harlem+Soul+Kitchen&category=Restaurant")).toBeTruthy();
    expect(posted).toEqual([
      {
        name: "Harlem Soul Kitchen",
        description: "Soul food since 1962.",
        category: "Food & Beverage",
        email: null,
        phone: null,
        website: null,
        social_media: { instagram: "https://instagram.com/soul" },
        address: null,
        city: null,
        state: null,
        zip_code: null,
        show_area_only: true,
      },
    ]);
    expect(uploads).toEqual([["logo", "b1", "logo.png"]]);
    expect(toasts).toEqual([
      {
        kind: "success",
        title: "Storefront Created!",
        description: "Your storefront is now live in the directory.",
      },
    ]);
  });

  it("a refusal shows the destructive toast and takes the owner to the field the server named", async () => {
    answer = () =>
      Response.json(
        {
          error: {
            code: "validation",
            message: "Invalid input",
            fields: { name: "Business name is required" },
          },
        },
        { status: 400 },
      );
    const box = await renderWizard();
    await fillStepOne(box);
    for (const _ of [1, 2, 3]) await user().click(within(box).getByRole("button", { name: "Next" }));
    await step(box, "Preview & Publish");
    await user().click(within(box).getByRole("button", { name: "Publish Storefront" }));

    expect(await step(box, "Basic Information")).toBeTruthy();
    expect(within(box).getByText("Business name is required")).toBeTruthy();
    expect(toasts).toEqual([
      { kind: "error", title: "Error", description: "Failed to create storefront. Please try again." },
    ]);
    expect(screen.queryByRole("heading", { name: "Directory" })).toBeNull();
  });
});
