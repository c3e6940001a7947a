/** A word with a hyphen inside it, with any punctuation that follows it ("decision-makers", "1-page,"). */
const hyphenatedWord = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+\S*)/u;

/**
 * Text whose hyphenated words are never split at their hyphen across two lines ("1-/page"),
 * which reads badly in large centred headings; other words wrap as usual.
 */
export function WholeHyphenatedWords({ text }: { text: string }) {
  return text.split(hyphenatedWord).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never reorder
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
