import { describe, expect, it } from 'vitest';
import { scrollFloorHtml, workerCanvasesHtml } from '../../bench/album-scroll-floor.ts';

// The album bench's scroll floor is a plain page that must lay the pictures out as the grid does:
// same columns, same step, same height, the grid's offset from the top; addresses kept as given.

describe('scrollFloorHtml', () => {
  const html = scrollFloorHtml({ thumbnails: ['/a.webp', '/b.webp', '/c.webp', '/d.webp', '/e&"<f.webp'], gridTop: 300, tile: 136, gap: 2, columns: 3 });

  it('places each thumbnail at its column and row, lazily loaded, in a box as tall as the rows', () => {
    const places = [...html.matchAll(/left:(\d+)px;top:(\d+)px/g)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(places).toEqual([
      [0, 0],
      [138, 0],
      [276, 0],
      [0, 138],
      [138, 138],
    ]);
    expect(html.match(/loading="lazy"/g)).toHaveLength(5);
    expect(html).toContain('<div style="height:300px"></div><div style="position:relative;height:276px">');
  });

  it('escapes the addresses it writes into attributes', () => {
    expect(html).toContain('src="/e&amp;&quot;&lt;f.webp"');
    expect(html).not.toContain('"<f');
  });
});

describe('workerCanvasesHtml', () => {
  it('writes the addresses into its script so that none can close the script early', () => {
    const html = workerCanvasesHtml({ thumbnails: ['/a.webp', '/x</script><b>.webp'], gridTop: 300, tile: 136, gap: 2, columns: 3 });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('/x\\u003c/script>\\u003cb>.webp');
    expect(html).toContain('<div id="grid" style="position:relative;height:138px">');
  });
});
