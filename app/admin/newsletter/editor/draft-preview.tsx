import { useState } from "react";
import { emailClipWarningBytes, type Preview } from "~/lib/newsletter-drafts";
import { ChoiceGroup } from "./choice-group";
import { PreviewFrame } from "./preview-frame";

type Edition = "web" | "email";
type Width = "phone" | "laptop";

/** The page at the width readers' screens have; the e-mail as a mail program shows it, across the width it is given. */
const frameWidth: Record<Edition, Record<Width, string>> = {
  web: { phone: "w-[390px]", laptop: "w-[1280px]" },
  email: { phone: "w-[390px]", laptop: "w-full" },
};
const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000)} KB`;

/** The issue as it will be seen: the archive's page or the e-mail, at a phone's width or a laptop's, in a frame where nothing runs. */
export function DraftPreview({ preview, failure }: { preview: Preview | null; failure: string | null }) {
  const [edition, setEdition] = useState<Edition>("web");
  const [width, setWidth] = useState<Width>("phone");
  const clipped = preview !== null && preview.emailBytes > emailClipWarningBytes;
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-2xl font-semibold">
        Preview
      </h2>
      <div className="flex flex-wrap gap-x-8 gap-y-2">
        <ChoiceGroup
          legend="Edition"
          name="edition"
          value={edition}
          onChange={setEdition}
          options={[
            { value: "web", label: "Web page" },
            { value: "email", label: "E-mail" },
          ]}
        />
        <ChoiceGroup
          legend="Width"
          name="width"
          value={width}
          onChange={setWidth}
          options={[
            { value: "phone", label: "Phone (390 px)" },
            { value: "laptop", label: "Laptop (1280 px)" },
          ]}
        />
      </div>
      {failure ? <p className="font-semibold text-danger">The preview could not be made: {failure}</p> : null}
      {preview ? (
        <>
          <p className={clipped ? "font-semibold text-danger" : "text-sm text-ink-soft"}>
            {clipped
              ? `The e-mail is ${kilobytes(preview.emailBytes)}: Gmail cuts e-mails off at 102 KB and hides the rest behind “View entire message”. A shorter article or fewer images will fit.`
              : `The e-mail is ${kilobytes(preview.emailBytes)}, within the 102 KB Gmail shows in full.`}
          </p>
          <section
            aria-label="The preview, scrolling sideways when wider than the screen"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-line bg-paper"
          >
            <PreviewFrame
              title={edition === "web" ? "The issue's web page" : "The issue's e-mail"}
              html={edition === "web" ? preview.webHtml : preview.emailHtml}
              className={`min-h-[40rem] max-w-none ${frameWidth[edition][width]}`}
            />
          </section>
        </>
      ) : failure ? null : (
        <p className="text-ink-soft">Preparing the preview…</p>
      )}
    </section>
  );
}
