import { readOfferReply } from './offer-reply';

describe('readOfferReply: free text at "Shall we start?"', () => {
  it.each([
    ['Priya Sharma', 'Priya Sharma'],
    ['Sure, Priya Sharma', 'Priya Sharma'],
    ["I'm Priya", 'Priya'],
    ['my name is priya sharma', 'priya sharma'],
    ['Priya here', 'Priya'],
    ['Jean-Luc Picard', 'Jean-Luc Picard'],
    ["Siobhán O'Brien", "Siobhán O'Brien"],
    ['yes, this is Tom', 'Tom'],
  ])('%s is a name, which means yes', (text, name) => {
    expect(readOfferReply(text)).toEqual({ kind: 'yes', name });
  });

  // Each kind of reply with the texts that mean it.
  const replies = {
    yes: [
      'yes',
      'Yes!',
      'sure',
      'ok',
      'OK.',
      'okay',
      "let's start",
      'lets start',
      'Let’s start',
      'yep',
      'go ahead',
      'yes please',
      'ok, go ahead',
      'Sounds good',
      'sure thing',
    ],
    no: ['no', 'No thanks', 'not now', 'maybe later', 'nope'],
    other: [
      // Questions and topics are answered, not taken as consent or as a name.
      'what does it cost?',
      'How much for an MVP',
      'AI',
      'Tell me more',
      'the price',
      // Greetings, thanks and remarks are not names.
      'hello',
      'Hi there',
      'thanks',
      'please',
      // Lower-case words could be a remark: only "my name is" names a lower-case name.
      'priya',
      'sounds expensive',
      "I'm interested",
      // Shouted words, addresses, numbers and long sentences are not names.
      'AWS',
      'priya@northwind.io',
      'Team of 5',
      'We Build Fleet Software For Vans',
      '   ',
      '!!!',
    ],
  };

  describe.each(Object.entries(replies))('reads as %s', (kind, texts) => {
    it.each(texts)('%s', (text) => {
      expect(readOfferReply(text)).toEqual({ kind });
    });
  });
});
