import { lazy, Suspense, useState } from "react";
import type { MyBusinessesPage, OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { useLoadMore } from "~/web/features/shared/use-load-more";
import { listMyBusinesses, setBusinessActive } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";
import { DeleteStorefrontDialog } from "./delete-storefront-dialog";
import { StorefrontCard } from "./storefront-card";

const LOAD_FAILED = "Failed to load businesses. Please try again.";

// The form library and the schema load when an Edit is first opened, not with the page.
const EditStorefrontDialog = lazy(() =>
  import("./edit-storefront-dialog").then((module) => ({ default: module.EditStorefrontDialog })),
);

type MyStorefrontsProps = { first: MyBusinessesPage; onCreate(): void };

/**
 * The 'My Storefronts' tab: the owner's storefronts as cards (the loader's first page, then Load
 * more), or the empty state. After an edit, a toggle or a delete the list is read again.
 */
export function MyStorefronts({ first, onCreate }: MyStorefrontsProps) {
  const t = useT();
  const list = useLoadMore(first, {
    read: (page) => listMyBusinesses({ scope: "mine", page: String(page) }),
    idOf: (business) => business.id,
    onError: () => toast.error(t("Error"), { description: t(LOAD_FAILED) }),
  });
  const refresh = () => void list.refresh();
  const [editing, setEditing] = useState<OwnedBusiness | null>(null);
  const [deleting, setDeleting] = useState<OwnedBusiness | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  async function toggle(business: OwnedBusiness) {
    setToggling(business.id);
    try {
      const saved = await setBusinessActive(business.id, !business.is_active);
      toast.success(saved.is_active ? t("Storefront activated") : t("Storefront deactivated"), {
        description: saved.is_active
          ? t("{name} is back in the directory.", { name: saved.name })
          : t("{name} is hidden from the directory.", { name: saved.name }),
      });
      await list.refresh();
    } catch (error) {
      toast.error(t("Error"), {
        description:
          error instanceof ApiError
            ? error.message
            : t("Could not change whether {name} is shown. Please try again.", { name: business.name }),
      });
    } finally {
      setToggling(null);
    }
  }

  if (list.items.length === 0 && list.next === null) return <NoStorefronts onCreate={onCreate} />;

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((business) => (
          <li key={business.id}>
            <StorefrontCard
              business={business}
              toggling={toggling === business.id}
              onEdit={() => setEditing(business)}
              onToggle={() => void toggle(business)}
              onDelete={() => setDeleting(business)}
            />
          </li>
        ))}
      </ul>
      {list.error ? (
        <Alert tone="error" className="mt-6">
          {t(LOAD_FAILED)}
        </Alert>
      ) : null}
      {list.next !== null ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => void list.loadMore()} disabled={list.loading}>
            {list.loading ? t("Loading...") : t("Load more")}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <EditStorefrontDialog
            business={editing}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            onSaved={refresh}
          />
        </Suspense>
      ) : null}
      <DeleteStorefrontDialog
        business={deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDeleted={refresh}
      />
    </>
  );
}

function NoStorefronts({ onCreate }: { onCreate(): void }) {
  const t = useT();
  return (
    <section
      aria-labelledby="no-storefronts"
      className="flex flex-col items-center rounded-xl border-2 border-dashed border-stone-300 bg-white px-6 py-12 text-center"
    >
      <Icon name="store" className="h-12 w-12 text-stone-400" />
      <h2 id="no-storefronts" className="mt-4 text-xl font-semibold text-stone-900">
        {t("No Storefronts Yet")}
      </h2>
      <p className="mt-2 max-w-md text-stone-600">
        {t("Create your first storefront to show your business in the directory.")}
      </p>
      <Button className="mt-6" onClick={onCreate}>
        {t("Create Your First Storefront")}
      </Button>
    </section>
  );
}
