import { describe, expect, it } from 'vitest'
import { collectPosts, loadPosts, parsePost } from '../../build/contentFiles'
import type { Post } from '../../lib/contentTypes'
import { postsAboutPlace, relatedPosts } from '../../lib/posts'
import { goodPost, postBody, postFile, postSource } from '../fixtures/postSource'

const body = postBody
const source = (front: Record<string, unknown>) => postSource(front)
const good = goodPost
const file = postFile

describe('post front matter validation', () => {
  it('accepts a well-formed post', () => {
    const post = parsePost(source(good), file)
    expect(post.date).toBe('2025-09-10')
    expect(post.html).toMatch(/<p data-height="[\d.]+">word0/)
  })

  it('names the file and the field when the date is wrong', () => {
    expect(() => parsePost(source({ ...good, date: '2025-02-30' }), file)).toThrow(/raccoon-removal-test-brampton\.md[\s\S]*field "date": date is not a real calendar date/)
    expect(() => parsePost(source({ ...good, date: '"Sept 8 2025"' }), file)).toThrow(/field "date": date must be written YYYY-MM-DD/)
  })

  it('refuses a date after today: a post is dated the day it is published (a day of slack for the writer’s time zone)', () => {
    expect(() => parsePost(source({ ...good, date: '2027-06-01' }), file, '2026-11-28')).toThrow(/field "date": 2027-06-01 is after today \(2026-11-28\); a post's date is the day it is published/)
    expect(parsePost(source({ ...good, date: '2026-11-29' }), file, '2026-11-28').date).toBe('2026-11-29')
  })

  it('refuses a phone number, email address or price written in the text, naming its line', () => {
    const withText = (text: string) => source(good).replace(body, `${body}\n\n${text}`)
    // Front matter takes lines 1-11, a blank line, the body, another blank line: the text is line 15.
    expect(() => parsePost(withText('Call us at (905) 231-8842 for a quote.'), file)).toThrow(/line 15: a phone number \("\(905\) 231-8842"\); content never writes one/)
    expect(() => parsePost(withText('Or 1-855-555-0199, any time.'), file)).toThrow(/a phone number \("1-855-555-0199"\)/)
    expect(() => parsePost(withText('Write to office@example.ca for details.'), file)).toThrow(/an email address \("office@example\.ca"\)/)
    expect(() => parsePost(withText('Removal starts at $299.'), file)).toThrow(/a price \("\$299"\)/)
    expect(() => parsePost(withText('It cost us 300 bucks.'), file)).toThrow(/a price \("300 bucks"\)/)
    expect(() => parsePost(withText('Text 9055550142 any time.'), file)).toThrow(/a phone number \("9055550142"\)/)
    expect(() => parsePost(withText('It costs about 350 dollars.'), file)).toThrow(/a price \("350 dollars"\)/)
    // Years, ranges and dates are not phone numbers.
    expect(parsePost(withText('Built 1974-1978; kits arrive 2026-04-01, in 2-7 days.'), file).slug).toBe(good.slug)
  })

  // Another body's published line (content/publicLines.ts) is advice, not a business fact: it may
  // be written, as typed and as its call link. A number beside it still fails.
  it('lets the text write a public line, Peel Public Health’s, and its call link, but no other number beside it', () => {
    const withText = (text: string) => source(good).replace(body, `${body}\n\n${text}`)
    expect(parsePost(withText('Peel Public Health answers at [905-799-7700](tel:+19057997700).'), file).html).toContain('<a href="tel:+19057997700" class="phone-number" translate="no" data-public-line="">905-799-7700</a>')
    expect(() => parsePost(withText('Peel Public Health answers at 905-799-7700, or call us at 905-555-0142.'), file)).toThrow(/a phone number \("905-555-0142"\)/)
  })

  it('refuses a heading that would be a second title or skip a level, naming its line', () => {
    const withText = (text: string) => source(good).replace(body, `${body}\n\n${text}`)
    // The text starts at line 15 (as above).
    expect(() => parsePost(withText('# Raccoons in winter'), file)).toThrow(/line 15: "# Raccoons in winter" is a level-1 heading, a second title/)
    expect(() => parsePost(withText('Raccoons in winter\n=================='), file)).toThrow(/line 15: "Raccoons in winter" is a level-1 heading/)
    expect(() => parsePost(withText('## Signs\n\nText.\n\n#### Sounds'), file)).toThrow(/line 19: "#### Sounds" is a level-4 heading after a level-2 one; a heading goes one level deeper at most \("###"\)/)
    expect(() => parsePost(withText('### Signs'), file)).toThrow(/after a level-1 \(the page's title\) one/)
    const outline = parsePost(withText('## Signs\n\n### Sounds\n\nText.\n\n## What to do'), file).html.match(/<h\d/g)
    expect(outline).toEqual(['<h2', '<h3', '<h2'])
  })

  it('refuses a heading inside a quote or a list the same way: the page would still show it', () => {
    const withText = (text: string) => source(good).replace(body, `${body}\n\n${text}`)
    expect(() => parsePost(withText('> # Raccoons in winter'), file)).toThrow(/line 15: "# Raccoons in winter" is a level-1 heading, a second title/)
    expect(() => parsePost(withText('## Signs\n\n- Scratching\n- #### Sounds'), file)).toThrow(/line 18: "#### Sounds" is a level-4 heading after a level-2 one/)
  })

  it('refuses HTML written into the text, a tag or a comment, naming its line', () => {
    const withText = (text: string) => source(good).replace(body, `${body}\n\n${text}`)
    expect(() => parsePost(withText('<iframe src="https://example.com/embed"></iframe>'), file)).toThrow(/line 15: HTML in the text \("<iframe src="https:\/\/example.com\/embed"><\/iframe>"\); content is written in Markdown only/)
    expect(() => parsePost(withText('Text.\n\nA raccoon <img src=x onerror=alert(1)> here.'), file)).toThrow(/line 17: HTML in the text \("<img src=x onerror=alert\(1\)>"\)/)
    expect(() => parsePost(withText('<!-- a note to self -->'), file)).toThrow(/line 15: HTML in the text \("<!-- a note to self -->"\)/)
    // Angle brackets that are not a tag are text.
    expect(parsePost(withText('A gap of 2 < 3 cm is enough, and 3 > 2.'), file).html).toMatch(/2 &lt; 3.cm is enough, and 3 &gt; 2/)
  })

  it('refuses a picture with no description, naming its line', () => {
    const withText = (text: string) => source(good).replace(body, `${body}\n\n${text}`)
    expect(() => parsePost(withText('![](/illustrations/raccoon-roof.svg)'), file)).toThrow(/line 15: the picture \/illustrations\/raccoon-roof.svg has no description; write what it shows between the brackets/)
    // A drawing misspelt was "no such page" once every page was built.
    expect(() => parsePost(withText('![A raccoon on a roof](/illustrations/racoon-roof.svg)'), file)).toThrow(/line 15: no drawing is named "racoon-roof" \(did you mean "raccoon-roof"\?\); the drawings are named in content\/illustrations\.ts/)
    expect(() => parsePost(withText('Text.\n\n![ ](/illustrations/raccoon-roof.svg)'), file)).toThrow(/line 17: the picture/)
  })

  it('refuses a paragraph that repeats an earlier one word for word, naming both lines', () => {
    const paragraph = 'Raccoons look for a loose vent cover or a gap at the roof edge, and a mother with kits will tear one open.'
    const withText = (text: string) => source(good).replace(body, `${body}\n\n${text}`)
    expect(() => parsePost(withText(`${paragraph}\n\nA different paragraph.\n\n${paragraph}`), file)).toThrow(/line 19: this paragraph repeats the one on line 15 word for word/)
    // Short ones ("Call us.") may come back.
    expect(parsePost(withText('Call us first.\n\nThen wait.\n\nCall us first.'), file).slug).toBe(good.slug)
  })

  it('says a missing field is required, a list written as text once, and an unknown field what the fields are', () => {
    const without = (field: keyof typeof good) => source(Object.fromEntries(Object.entries(good).filter(([key]) => key !== field)))
    expect(() => parsePost(without('slug'), file)).toThrow(/field "slug": is required\n|field "slug": is required$/m)
    expect(() => parsePost(without('tags'), file)).toThrow(/field "tags": is required/)
    expect(() => parsePost(without('id'), file)).toThrow(/field "id": is required \(id must be a number\)/)
    expect(() => parsePost(without('title'), file)).toThrow(/field "title": title is required/)
    const tagsAsText = () => parsePost(source({ ...good, tags: 'raccoons, chimneys' }), file)
    expect(tagsAsText).toThrow(/must be a list/)
    expect(tagsAsText).not.toThrow(/2-6 items/)
    const withKeys = source(good).replace('tags:', 'image_alt: "A raccoon"\nTags:')
    expect(() => parsePost(withKeys, file)).toThrow(/field "image_alt": is not a field here; the fields are id, slug, title, author, date, category, image, tags, excerpt, description, sources/)
    expect(() => parsePost(withKeys, file)).toThrow(/field "Tags": is not a field here \(did you mean "tags"\?\)/)
    // A letter left out or one too many.
    const misspelt = source(good).replace('description:', 'descripton:')
    expect(() => parsePost(misspelt, file)).toThrow(/field "descripton": is not a field here \(did you mean "description"\?\)/)
  })

  it('says what a field should be when it is there but of the wrong kind, not that it is missing', () => {
    expect(() => parsePost(source({ ...good, title: 12345 }), file)).toThrow(/field "title": must be text, not the number 12345/)
    expect(() => parsePost(source({ ...good, tags: 'raccoons, attic' }), file)).toThrow(/field "tags": must be a list, not the text "raccoons, attic" \(write a list as \[first, second\]/)
    expect(() => parsePost(source({ ...good, id: '"seven"' }), file)).toThrow(/field "id": must be a number, not the text "seven"/)
  })

  it('refuses a title a search result would cut off (over 60 characters), naming the field', () => {
    const sixtyOne = 'Chimney, Vent or Soffit? How Raccoons Get Into Bramalea Homes'
    expect(sixtyOne).toHaveLength(61)
    expect(() => parsePost(source({ ...good, title: `"${sixtyOne}"` }), file)).toThrow(/field "title": title must be at most 60 characters: a search result cuts a longer title off; this one has 61$/m)
    expect(() => parsePost(source({ ...good, tags: '[raccoons]' }), file)).toThrow(/field "tags": .*; this one has 1$/m)
    expect(parsePost(source({ ...good, title: `"${sixtyOne.slice(0, 60)}"` }), file).title).toHaveLength(60)
  })

  it('reports a bad file without a stack trace into the build’s own code, which would bury the message', () => {
    let error: unknown
    try {
      parsePost(source({ ...good, title: 12345 }), file)
    } catch (caught) {
      error = caught
    }
    expect((error as Error).stack).toBe(`ContentError: ${(error as Error).message}`)
  })

  it('rejects an unknown category, a missing title and a wrong author', () => {
    expect(() => parsePost(source({ ...good, category: 'Rodent Control' }), file)).toThrow(/field "category": category must be one of: Raccoon Removal, Squirrel Removal, Wildlife Removal/)
    const { title: _title, ...noTitle } = good
    expect(() => parsePost(source(noTitle), file)).toThrow(/field "title"/)
    expect(() => parsePost(source({ ...good, author: 'Someone' }), file)).toThrow(/field "author"/)
  })

  it('says so when the front matter’s opening or closing line of dashes is missing, not that every field is', () => {
    const whole = source(good)
    expect(() => parsePost(whole.replace(/^---\n/, ''), file)).toThrow(/- the file must open with its front matter: a line "---", the fields, then another "---"$/m)
    expect(() => parsePost(whole.replace(/\n---\n\n/, '\n\n'), file)).toThrow(/- the front matter has no closing "---": end the fields with a line of three dashes before the text$/m)
  })

  it('names the file and the line of the file where its front matter stops being YAML', () => {
    // Line 1 is the opening ---, then id, slug, and the title on line 4.
    expect(() => parsePost(source({ ...good, title: 'Raccoons: a guide: part one' }), file)).toThrow(/^Invalid content in content\/posts\/raccoon-removal-test-brampton\.md:\n {2}- front matter is not valid YAML, line 4: /)
    // A tab in an indent was "bad indentation of a sequence entry" on the line after it.
    const tabbed = parsePost.bind(null, '---\ntitle: Bats\ntags:\n\t- bats\n---\nText.\n', file)
    expect(tabbed).toThrow(/front matter, line 4: starts with a tab; indent the fields with spaces/)
    expect(() => parsePost(source({ ...good, author: 'Peel: Humane: Wildlife' }), file)).toThrow(/valid YAML, line 5: /)
    // And says what usually causes it.
    expect(() => parsePost(source({ ...good, title: 'Raccoons: a guide: part one' }), file)).toThrow(/goes in double quotes: title: "Raccoons: a guide"\)/)
    expect(() => parsePost(source({ ...good, tags: '[raccoons, attic' }), file)).toThrow(/a list opened with \[ closes with \] on the same line/)
  })

  it('rejects a slug that does not match the file name, and a body that is too short', () => {
    expect(() => parsePost(source({ ...good, tags: ['Bramalea', 'raccoons', 'bramalea'] }), file)).toThrow(/field "tags": tags lists the same tag twice/)
    // A slug may start with a number: its hyphens stay plain (the text's "5-year" gets a non-breaking one).
    expect(parsePost(source({ ...good, slug: '5-raccoon-signs' }), 'content/posts/5-raccoon-signs.md').slug).toBe('5-raccoon-signs')
    expect(() => parsePost(source({ ...good, slug: 'other-slug' }), file)).toThrow(/field "slug": "other-slug" is not the file's name, "raccoon-removal-test-brampton": rename the file to other-slug\.md, or set slug to "raccoon-removal-test-brampton"/)
    expect(() => parsePost(source(good).replace(body, 'Too short.'), file)).toThrow(/body has 2 words; at least 600/)
  })

  it('rejects duplicate ids and duplicate slugs across posts, naming the newer post of two with one id', () => {
    const a = parsePost(source(good), file)
    // "aardvark" sorts before the published post's file, and is dated after it: it is the new one.
    const b = { ...a, slug: 'aardvark-new-post', date: '2025-10-01' } satisfies Post
    for (const order of [[a, b], [b, a]]) {
      expect(() => collectPosts(order)).toThrow(
        /aardvark-new-post\.md:\n {2}- field "id": 99 is already the id of content\/posts\/raccoon-removal-test-brampton\.md \(dated 2025-09-10\); each post has its own, and a new post takes the next free id, 100/,
      )
    }
    expect(() => collectPosts([a, { ...a, id: 100 }])).toThrow(/field "slug": "raccoon-removal-test-brampton" is used twice/)
  })
})

describe('the blog', () => {
  const posts = loadPosts()

  /** The old site's articles by id; posts added later take new ids. */
  const oldSiteIds = [19, 18, 17, 16, 15, 14, 12, 11, 10, 9, 8, 7, 4, 3, 2, 1]
  const oldSitePosts = posts.filter((p) => oldSiteIds.includes(p.id))

  it('keeps the 16 articles of the old site, dated 2025-09-08 to 2025-09-29, and lists every post newest id first', () => {
    expect(oldSitePosts.map((p) => p.id)).toEqual(oldSiteIds)
    for (const p of oldSitePosts) {
      expect(p.date >= '2025-09-08' && p.date <= '2025-09-29', p.slug).toBe(true)
    }
    const ids = posts.map((p) => p.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('keeps the eleven slugs the old site shows', () => {
    const slugs = posts.map((p) => p.slug)
    for (const slug of [
      'wildlife-removal-caledon',
      'wildlife-removal-sandringham-brampton',
      'wildlife-removal-mount-pleasant-brampton',
      'wildlife-removal-castlemore-brampton',
      'squirrel-removal-fletchers-creek-south-brampton',
      'squirrel-removal-bramalea-brampton',
      'raccoon-removal-spring-valley-brampton',
      'wildlife-removal-frasers-corner-brampton',
      'wildlife-removal-lundy-village-brampton',
      'raccoon-removal-deerfield-brampton',
      'squirrel-removal-woodhill-brampton',
    ]) {
      expect(slugs).toContain(slug)
    }
  })

  it('relates at most 2 posts of the same category, never the post itself', () => {
    for (const post of posts) {
      const related = relatedPosts(post, posts)
      expect(related.length).toBeLessThanOrEqual(2)
      for (const r of related) {
        expect(r.category).toBe(post.category)
        expect(r.slug).not.toBe(post.slug)
      }
    }
    // Among the old site's articles: the two newest other raccoon articles.
    const raccoon = posts.find((p) => p.slug === 'raccoon-removal-deerfield-brampton')!
    expect(relatedPosts(raccoon, oldSitePosts).map((p) => p.id)).toEqual([17, 15])
    // Newest first, whatever order the posts come in.
    expect(relatedPosts(raccoon, [...oldSitePosts].reverse()).map((p) => p.id)).toEqual([17, 15])
  })

  it('finds the articles about a place by their tags, however the name’s apostrophe or dash is typed, newest first', () => {
    const slugs = (name: string) => postsAboutPlace(name, posts).map((p) => p.slug)
    expect(slugs('Castlemore')).toEqual(['wildlife-removal-castlemore-brampton'])
    // Tagged "Fletcher's Creek South" and "Sandringham–Wellington"; the places are named with a
    // typographic apostrophe, and a hyphen may stand for the dash.
    expect(slugs('Fletcher’s Creek South')).toEqual(['squirrel-removal-fletchers-creek-south-brampton'])
    expect(slugs('Sandringham-Wellington')).toEqual(['wildlife-removal-sandringham-brampton'])
    expect(slugs('Bramalea')).toEqual(['squirrel-removal-bramalea-brampton', 'raccoon-removal-bramalea-brampton'].sort((a, b) => posts.find((p) => p.slug === b)!.id - posts.find((p) => p.slug === a)!.id))
    // A place no article is about, and a word that is a tag but not a place's whole name.
    expect(slugs('Snelgrove')).toEqual([])
    expect(slugs('Mount')).toEqual([])
  })

  it('has the article that says ant, bed bug, rodent and termite control are not offered yet', () => {
    const notice = posts.filter((p) => /not [^.]*offer[^.]*\bant\b[^.]*bed bug[^.]*rodent[^.]*termite/i.test(p.markdown))
    expect(notice.length).toBeGreaterThanOrEqual(1)
    expect(notice[0]!.markdown).toContain('/services/termite-control-brampton')
  })
})
