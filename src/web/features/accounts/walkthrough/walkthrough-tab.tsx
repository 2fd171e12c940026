import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { walkthrough } from "./walkthrough-store";

export function WalkthroughTab({ completed }: { completed: boolean }) {
  const t = useT();
  return (
    <Card aria-labelledby="walkthrough-card-title" className="max-w-xl">
      <CardTitle id="walkthrough-card-title">{t("Platform Walkthrough")}</CardTitle>
      <CardDescription>
        {t("A three-step tour of Ujamaa: your profile, the directory, certification and storefronts.")}
      </CardDescription>
      <Button className="mt-4" onClick={() => walkthrough.start()}>
        <Icon name="compass" className="h-4 w-4" />
        {completed ? t("Restart Walkthrough") : t("Start Walkthrough")}
      </Button>
    </Card>
  );
}
