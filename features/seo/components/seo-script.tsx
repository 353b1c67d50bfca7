import 'server-only';
import { headers } from 'next/headers';
import { getSeoScript } from '../seo-files';
import { nonceOf, parseSnippet, reactProps, type SnippetElement } from '../script-snippet';

function SnippetNode({ element, nonce }: { element: SnippetElement; nonce: string | undefined }) {
  if (element.tag === 'noscript') return <noscript dangerouslySetInnerHTML={{ __html: element.html }} />;
  if (element.tag !== 'script') {
    return element.tag === 'meta' ? <meta {...reactProps(element.attributes)} /> : <link {...reactProps(element.attributes)} />;
  }
  const props = reactProps(element.attributes);
  return element.code.trim() ? (
    <script {...props} nonce={nonce} dangerouslySetInnerHTML={{ __html: element.code }} />
  ) : (
    <script {...props} nonce={nonce} />
  );
}

/**
 * The operator's published SEO snippet (`head` or `body`), with this page's CSP nonce on its
 * scripts so they run and nothing injected elsewhere does. React places <meta>, <link> and async
 * scripts in <head> wherever they are rendered; the `body` part stays where it is put.
 */
export async function SeoScript({ part }: { part: 'head' | 'body' }) {
  const [snippets, requestHeaders] = await Promise.all([getSeoScript(), headers()]);
  const elements = parseSnippet(snippets[part]);
  if (elements.length === 0) return null;
  const nonce = nonceOf(requestHeaders.get('content-security-policy'));
  return (
    <>
      {elements.map((element, i) => (
        <SnippetNode key={i} element={element} nonce={nonce} />
      ))}
    </>
  );
}
