import { useState } from "react";
import type { LatLng } from "~/domain/places/placement";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";

export const LOCATION_REFUSED = "Your browser did not share your location. Type a place instead.";
export const LOCATION_TIMED_OUT = "Finding your location took too long. Type a place instead.";
export const LOCATION_UNAVAILABLE = "Your location is not available here. Type a place instead.";

const ASK = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 };

type NearMeButtonProps = {
  onLocated: (point: LatLng) => void;
  /** Why the browser's location could not be used: the caller shows it and focuses the place box. */
  onFailed: (message: string) => void;
  className?: string;
};

/** "Near me": asks the browser for its location (the browser asks the visitor first). */
export function NearMeButton({ onLocated, onFailed, className }: NearMeButtonProps) {
  const [asking, setAsking] = useState(false);
  const t = useT();
  const locate = () => {
    if (!("geolocation" in navigator)) {
      onFailed(LOCATION_UNAVAILABLE);
      return;
    }
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setAsking(false);
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setAsking(false);
        onFailed(
          error.code === error.PERMISSION_DENIED
            ? LOCATION_REFUSED
            : error.code === error.TIMEOUT
              ? LOCATION_TIMED_OUT
              : LOCATION_UNAVAILABLE,
        );
      },
      ASK,
    );
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="field"
      onClick={locate}
      disabled={asking}
      className={className}
    >
      <Icon name="map-pin" className="h-4 w-4" />
      {asking ? t("Finding you…") : t("Near me")}
    </Button>
  );
}
