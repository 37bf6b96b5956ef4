import { business } from './business'

/**
 * The privacy policy at /privacy (linked from every lead form: its consent box, or a line under its send button). Plain language,
 * written for PIPEDA; describes only what the site really collects.
 */
export interface PolicySection {
  heading: string
  paragraphs: readonly string[]
}

/**
 * The policy's sections. `analytics` says whether this build loads Google Analytics
 * (VITE_GA_ID set): the policy describes what the deployed site really does.
 */
export function privacyPolicy({ analytics }: { analytics: boolean }): readonly PolicySection[] {
  return [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website belongs to ${business.name}, a humane wildlife-control company serving Brampton, Mississauga, Caledon and Peel Region, Ontario. This policy explains what personal information the site collects, why, and what you can ask us to do with it. We follow Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA).`,
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'When you send a message, quote request, service request or inspection request, we collect what you type: your name, phone number, email address, the service you need, your street address or postal code and preferred time when you give them, and your message.',
        'With each request the site also sends the address of the page you were on (without anything added after it, such as a search), the time you sent it, a random request number, the name of the form, whether you ticked the box agreeing to this policy where the form has one, and the campaign tags (utm_source, utm_medium, utm_campaign) of the link that brought you here, if any. We use these to answer you and to know which pages and campaigns bring in requests.',
        'While you type, the form keeps a copy of your draft in your own browser (local storage) so that nothing is lost if the page closes or the connection drops. That copy never leaves your device on its own, and it is deleted as soon as your request is sent, or, if it is never sent, when you next open a page of this site a day or more after your last change, so that the next person to use the device cannot read it. In its place the browser keeps only the time the request was sent, for twelve hours (deleted when you next open a page of this site after that), so the form can tell you it went through if you open it again. If a request gets no answer from our message service in time, the browser also keeps its request number, the service it named and a short code computed from its other words (not the words themselves), so that the same words sent again reach us as one request; that is deleted once a send of those words is answered, when you clear the form, or when you next open a page of this site twelve hours or more after the last such try. For the rest of your visit, your browser also remembers (in session storage) the campaign tags of the link that brought you here, so that a request sent from another page still carries them. When a form brings back what you typed earlier, its “Clear the form” button deletes it, and your browser’s settings for this site’s data delete everything the site keeps.',
      ],
    },
    {
      heading: 'How your request reaches us',
      paragraphs: [
        'Forms are delivered to our inbox by EmailJS, an email delivery service that acts as our processor: it receives the form data from your browser and emails it to us, and does not use it for anything else. EmailJS may process data outside Canada.',
        'If a request cannot be sent, the form offers to send the same words another way, only if you choose it: by text message or email, which open your own messaging or email app with your words filled in, or by WhatsApp, whose web address then carries your words to WhatsApp (owned by Meta) as it opens. Each goes through that service, under its own terms.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        analytics
          ? 'This site uses Google Analytics to count page views, taps on the call, text-message and WhatsApp buttons, and successfully sent forms. It never records what you type in a form or in the search box. Google may process this data outside Canada. Google Analytics sets cookies; you can block them with your browser’s privacy settings or an ad blocker, and the site works the same without them.'
          : 'This site uses no analytics, advertising or tracking tools, and sets no cookies.',
      ],
    },
    {
      heading: 'How we use it and how long we keep it',
      paragraphs: [
        'We use your information only to answer your request, book and carry out the work, send your quote, report and warranty, and keep the records the law requires. We do not sell it, rent it or use it for unrelated marketing.',
        'We keep a request only as long as we need it to answer you and to carry out and guarantee any work that follows, and as long as tax and business-records law requires; then we delete it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask to see the personal information we hold about you, to correct it, or to withdraw your consent and have it deleted, unless the law requires us to keep it. Write to ${business.email}. We answer within 30\u00a0days, the time PIPEDA gives for a request to see your information. If you are not satisfied with our answer, you can contact the Office of the Privacy Commissioner of Canada.`,
      ],
    },
  ]
}
