import { linkify } from '../linkify.ts';

/** An update's text as written (line breaks kept), web addresses as links that open apart. */
export function PostBody({ text }: { text: string }) {
  return (
    <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
      {linkify(text).map((piece, i) =>
        piece.kind === 'link' ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 dark:text-primary-300 dark:hover:text-primary-200">
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
