import { useEffect, useRef } from "react";
import type SignaturePad from "signature_pad";
import { Button } from "~/web/components/ui/button";
import { useT } from "~/web/features/languages/language-context";

/** The spec's signature canvas: 400 by 150 (narrower on a phone, same proportions). */
const WIDTH = 400;
const HEIGHT = 150;

type SignatureFieldProps = {
  /** Called with the drawing as a PNG data URL, or null once cleared. */
  onChange: (png: string | null) => void;
  error?: string | undefined;
};

/**
 * The signature pad (signature_pad, loaded with the page's first paint): draw with a mouse, pen or
 * finger; Clear starts again. The canvas is drawn at the screen's pixel density (at most 4×), so the
 * PNG is at most 1600×600.
 */
export function SignatureField({ onChange, error }: SignatureFieldProps) {
  const t = useT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    let pad: SignaturePad | null = null;
    void import("signature_pad").then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext("2d");
      // Without a 2D canvas (a very old browser, a simulated DOM) there is nothing to draw on.
      if (cancelled || !canvas || !context) return;
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 4);
      const width = canvas.offsetWidth || WIDTH;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(((width * HEIGHT) / WIDTH) * ratio);
      context.scale(ratio, ratio);
      pad = new Pad(canvas, { penColor: "#1c1917", minWidth: 1, maxWidth: 2.5 });
      pad.addEventListener("endStroke", () => {
        if (pad) onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
      });
      padRef.current = pad;
      canvas.dataset.ready = "true";
    });
    return () => {
      cancelled = true;
      pad?.off();
      padRef.current = null;
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    onChangeRef.current(null);
  }

  return (
    <div>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t("Signature pad: sign here with a mouse, pen or finger")}
        aria-describedby={error ? "signature-error" : undefined}
        className="block aspect-[8/3] w-full max-w-[400px] touch-none rounded-md border border-stone-300 bg-white"
      />
      <div className="mt-2 flex items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={clear}>
          {t("Clear")}
        </Button>
        <span className="text-xs text-stone-500">{t("Sign inside the box.")}</span>
      </div>
      {error && (
        <p id="signature-error" className="mt-1 text-sm text-ember-600">
          {error}
        </p>
      )}
    </div>
  );
}
