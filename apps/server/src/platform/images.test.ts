import { describe, expect, it } from 'vitest';
import { activeSvgContent, safeImageType, sniffImageType, storedImage } from './images';

const svgRoot = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;
const svg = (inner: string, attrs = '') => `<?xml version="1.0" encoding="UTF-8"?>\n${svgRoot(inner, attrs)}`;

const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('plain SVG pictures', () => {
  it.each([
    ['shapes and text', svg('<rect width="10" height="10" fill="#389e0d"/><text x="1" y="8">Café</text>')],
    [
      'an editor export with a DTD, styles, gradients and fragment links',
      `<?xml version="1.0"?>\n<!-- Generator: an editor -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svgRoot(
        '<style>.st0{fill:url(#g)}</style><defs><linearGradient id="g"><stop offset="0"/></linearGradient>' +
          '<path id="p" d="M0 0h5"/></defs><use xlink:href="#p" class="st0"/><use href="#p" style="fill: url( \'#g\' )"/>',
      )}`,
    ],
    [
      'editor metadata',
      svg(
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><cc:Work rdf:about="">' +
          '<dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata><sodipodi:namedview inkscape:zoom="1"/>',
      ),
    ],
    [
      'an embedded raster picture',
      svg(`<image width="1" height="1" xlink:href="data:image/png;base64,${PIXEL_PNG}"/>`),
    ],
  ])('accepts %s', (_, text) => {
    expect(activeSvgContent(text)).toBeNull();
    expect(safeImageType(Buffer.from(text))).toBe('image/svg+xml');
  });
});

describe('SVG with active content', () => {
  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a script element in CDATA', svg('<script type="text/ecmascript"><![CDATA[alert(1)]]></script>')],
    ['a prefixed script element', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>')],
    ['an onload attribute', svg('<rect/>', ' onload="alert(1)"')],
    ['an upper-case event attribute', svg("<rect ONCLICK = 'alert(1)'/>")],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['an encoded javascript: link', svg('<a xlink:href="&#106;ava&#x09;script&#58;alert(1)"><rect/></a>')],
    [
      'an animation setting a javascript: link',
      svg('<a><set attributeName="href" to="jav&#x61;script:alert(1)"/></a>'),
    ],
    ['a foreignObject', svg('<foreignObject><div>x</div></foreignObject>')],
    ['HTML content', svg('<g xmlns="http://www.w3.org/1999/xhtml"><img src="#" /></g>')],
    ['an iframe', svg('<iframe src="#"/>')],
    ['an external image', svg('<image href="https://tracker.example/p.png"/>')],
    ['an external use', svg('<use xlink:href="other.svg#icon"/>')],
    ['an SVG data URL', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>')],
    ['an external style URL', svg('<rect style="fill:url(https://x.example/a.svg#g)"/>')],
    ['a CSS-escaped external URL', svg('<style>rect{fill:u\\72l(//x.example/a)}</style>')],
    ['a style sheet import', svg('<style>@import "https://x.example/a.css";</style>')],
    ['an entity declaration', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]>${svgRoot('&x;')}`],
    ['a style sheet processing instruction', `<?xml version="1.0"?><?xml-stylesheet href="a.xsl"?>${svgRoot('')}`],
  ])('refuses %s', (_, text) => {
    expect(activeSvgContent(text)).not.toBeNull();
    expect(safeImageType(Buffer.from(text))).toBeNull();
  });
});

describe('stored images', () => {
  it('are typed by their content, never by their name', () => {
    const png = Buffer.from(PIXEL_PNG, 'base64');
    expect(storedImage('uploads/1/a.svg', png)).toMatchObject({ mimeType: 'image/png', size: png.length });
    expect(storedImage('uploads/1/a.png', Buffer.from(svg('<rect/>')))?.mimeType).toBe('image/svg+xml');
    expect(storedImage('uploads/1/a.png', Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(storedImage('uploads/1/a.svg', Buffer.from(svg('<script>alert(1)</script>')))).toBeNull();
    expect(storedImage('uploads/1/a.png', null)).toBeNull();
    expect(sniffImageType(Buffer.from(svg('<script>alert(1)</script>')))).toBe('image/svg+xml');
  });
});
