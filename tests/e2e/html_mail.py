#!/usr/bin/env python3
"""Checks the HTML part of composed mails with independent parsers (Python's
email and html.parser): only the tags and attributes a report needs, no
script, no event handler, no remote resource; the picture by cid: is the
mail's own PNG part; each mailto: goes to the mail's Reply-To and its body
is lines of the text part; every word shown is in the text part (the alt
text excepted, checked against its template). For a browser, writes each
HTML with its cid: resolved to a file beside it.
  html_mail.py OUTDIR MAIL...   prints one line a mail with an HTML part:
  "HTMLFILE<TAB>BODYFILE..." (the links' bodies, one file each)."""
import email, email.policy, html.parser, os, re, sys, urllib.parse

ALLOWED = {"html", "head", "meta", "title", "body", "div", "img", "pre", "h2", "p", "br", "a", "table", "tr", "td"}
ATTRS = {"lang", "charset", "name", "content", "style", "src", "alt", "href"}
ALT = [re.compile(r"^Tablero de la partida [a-z0-9._-]+$"), re.compile(r"^Board of the game [a-z0-9._-]+$")]


def norm(s):
    return " ".join(s.split())


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.attrs, self.text, self.title = [], [], [], ""
        self.stack = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs.append((tag, attrs))
        self.stack.append(tag)

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()

    def handle_data(self, data):
        if self.stack and self.stack[-1] == "title":
            self.title += data
        elif data.strip():
            self.text.append(data)


def check(path, outdir, k):
    msg = email.message_from_bytes(open(path, "rb").read(), policy=email.policy.default)
    plain = htmlp = None
    pngs = {}
    for part in msg.walk():
        ct = part.get_content_type()
        if ct == "text/plain" and plain is None:
            plain = part.get_content()
        elif ct == "text/html":
            htmlp = part.get_content()
        elif ct == "image/png" and part["Content-ID"]:
            pngs[part["Content-ID"].strip("<>")] = part.get_payload(decode=True)
    if htmlp is None:
        return None
    fail = lambda why: sys.exit("%s: %s" % (path, why))
    if plain is None:
        fail("an HTML part without a text part")
    # format=flowed: soft breaks joined, as a flowed reader shows it.
    lines = []
    for l in plain.split("\n"):
        if l.startswith(" "):
            l = l[1:]
        if lines and lines[-1].endswith(" ") and not lines[-1].endswith("  "):
            lines[-1] += l
        else:
            lines.append(l)
    text = "\n".join(lines)
    ntext = norm(text)
    p = Page()
    p.feed(htmlp)
    p.close()
    reply = msg["Reply-To"].addresses[0].addr_spec
    bodies = []
    for tag in p.tags:
        if tag not in ALLOWED:
            fail("tag <%s>" % tag)
    for tag, attrs in p.attrs:
        for a, v in attrs:
            if a not in ATTRS or a.startswith("on"):
                fail("attribute %s on <%s>" % (a, tag))
            if a == "src":
                if tag != "img" or not v.startswith("cid:") or v[4:] not in pngs:
                    fail("a source not the mail's own picture: %r" % v)
            if a == "href":
                u = urllib.parse.urlsplit(v)
                if u.scheme != "mailto" or urllib.parse.unquote(u.path) != reply:
                    fail("a link not to the seat's reply address: %r" % v)
                q = urllib.parse.parse_qs(u.query)
                body = q["body"][0].replace("\r\n", "\n")
                for l in body.split("\n"):
                    if norm(l) not in ntext:
                        fail("a link's line not in the text: %r" % l)
                bodies.append(body)
            if a == "alt" and not any(r.match(v) for r in ALT):
                fail("alt text %r" % v)
            if a == "style" and re.search(r"url\(|@import|expression", v, re.I):
                fail("a style that loads: %r" % v)
    for t in p.text:
        if norm(t) not in ntext:
            fail("HTML shows what the text part does not: %r" % t)
    if norm(p.title) != norm(str(msg["Subject"])):
        fail("the title is not the subject")
    out = os.path.join(outdir, "m%d.html" % k)
    page = htmlp
    for cid, data in pngs.items():
        open(os.path.join(outdir, "m%d-%s.png" % (k, re.sub(r"[^A-Za-z0-9.-]", "_", cid))), "wb").write(data)
        page = page.replace('src="cid:%s"' % cid, 'src="m%d-%s.png"' % (k, re.sub(r"[^A-Za-z0-9.-]", "_", cid)))
    open(out, "w").write(page)
    files = []
    for j, b in enumerate(bodies):
        f = os.path.join(outdir, "m%d-link%d.txt" % (k, j))
        open(f, "w").write(b + "\n")
        files.append(f)
    return "\t".join([out] + files)


def main():
    outdir = sys.argv[1]
    for k, path in enumerate(sys.argv[2:]):
        r = check(path, outdir, k)
        if r:
            print(r)


main()
