/**
 * npm run content -- export > her-content.json
 * npm run content -- import her-content.json
 * Moves her pages' words, testimonials and FAQ (decision 061) between servers: `export` prints every kind as the
 * database holds it now (placeholders kept), as one JSON object by kind; `import` checks each kind in the file by the
 * rules a save in the back office applies and saves the kinds that differ, each as a change in its history (by
 * "npm run content"), so it can be undone at /admin/site. A kind that breaks a rule is named with its field and nothing
 * of the file is saved. Restart the server (or save once in the back office) for the site to show what was imported.
 */
import { readFileSync } from "node:fs";
import { checkContent, type EditableContent, editableKinds, isEditableKind } from "../../app/content/editable";
import { saveContent, savedContent } from "../../server/settings/site-content-store";
import { openServerDatabase } from "./open-database";

const [command, file] = process.argv.slice(2);
if (command !== "export" && !(command === "import" && file)) {
  console.error("Usage: npm run content -- export > FILE.json, or npm run content -- import FILE.json");
  process.exit(2);
}

const db = await openServerDatabase();
try {
  if (command === "export") {
    process.stdout.write(`${JSON.stringify(await savedContent(db), null, 2)}\n`);
  } else {
    const sent = JSON.parse(readFileSync(file as string, "utf8")) as Record<string, unknown>;
    const unknown = Object.keys(sent).filter((kind) => !isEditableKind(kind));
    if (unknown.length > 0) throw new Error(`${file} names ${unknown.join(", ")}, which is not ${editableKinds.join(", ")}.`);
    const checked: Partial<EditableContent> = {};
    for (const kind of editableKinds.filter((each) => each in sent)) {
      const result = checkContent(kind, sent[kind]);
      if (!result.ok) {
        const [path, reason] = Object.entries(result.errors)[0] ?? ["", ""];
        throw new Error(`Nothing was imported: ${kind}${path ? `.${path}` : ""}: ${reason}`);
      }
      Object.assign(checked, { [kind]: result.document });
    }
    for (const kind of editableKinds) {
      const document = checked[kind];
      if (document === undefined) continue;
      const changed = await saveContent(db, kind, document, "npm run content");
      console.log(`${kind}: ${changed ? "imported" : "unchanged"}`);
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
