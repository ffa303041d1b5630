import { hindiPass } from './hindi';
import { hindiSpellingState, useHindiDictionaryDirs } from './hindi-lexicon';

const CLEAN = [
  // के लिए is a postposition, रूप a word, की ओर already feminine
  'यह उपहार आपके लिए है।',
  'उसका रूप बदल गया है।',
  'वह मेरी ओर देख रहा था।',
  // दीयों is the plural of दीया (a lamp), not of a noun in ी
  'दिवाली पर दीयों की रोशनी हर घर में थी।',
  // words mentioned, not used: quotations, emphasis, wrong forms shown after ✗, a list of marks
  '"जाऊँगा।" लिखें, "जाऊँगा ।" नहीं।',
  'दोहराए गए शब्द ("के के") और अटपटे वाक्य साफ़ दिखने लगते हैं।',
  '- ✗ आर्शीवाद → ✓ **आशीर्वाद** - ✗ परिक्षा → ✓ **परीक्षा**',
  '- । ? ! , से पहले कोई स्पेस नहीं',
  // a subjunctive in a relative sentence, in a text that addresses the reader with आप
  'औसतन 15 से 20 शब्दों के वाक्य रखें। जिस वाक्य में दो बार *और* तथा एक *जो* आ जाए, उसे तोड़ दें।',
  // a word borrowed from English, which the dictionary lacks
  'पूर्ण विराम हिंदी का फ़ुल स्टॉप है।',
  'आदरणीय वर्मा जी,\n\nआपको सूचित किया जाता है कि कल दोपहर 2 बजे विभाग की बैठक होगी। कृपया अपनी रिपोर्ट साथ लाएँ।\n\nभवदीय,\nअनिल कुमार श्रीवास्तव',
  'माँ, मैं ठीक से पहुँच गया हूँ। बस सिर्फ़ आधा घंटा लेट थी। रात को खाना खाकर फ़ोन करूँगा।',
  'पहाड़ों पर बर्फ़ गिर रही है, इसलिए शिमला जाने वाली सड़कें बंद हैं। प्रशासन ने लोगों से घर में रहने की अपील की है।',
  'खिड़की के बाहर\nनीम की डालियाँ झूमती हैं,\nऔर हवा में\nमिट्टी की ख़ुशबू घुलती है।',
  'एक कड़ाही में दो चम्मच तेल गरम करें। उसमें जीरा और हरी मिर्च डालें। फिर प्याज़ डालकर सुनहरा होने तक भूनें।',
  'अगर ऐप बार-बार बंद होता है, तो Settings में जाकर कैश साफ़ करें और ऐप को वर्ज़न 2.4.1 पर अपडेट करें।',
  'मुझे यह बताते हुए ख़ुशी हो रही है कि मैंने बेंगलुरु की एक कंपनी में डेटा एनालिस्ट के रूप में काम शुरू किया है। #नई_शुरुआत',
  'सुनीता देवी ने गाँव की सभी आँगनवाड़ियों का निरीक्षण किया। अगली बैठक 17 सितंबर को होगी।',
  'कल हम ऋषिकेश गए थे। गंगा के किनारे आरती देखकर मन हल्का हो गया।',
  'डॉ. मेहता ने बताया कि एम.ए. की परीक्षा अगले महीने होगी।',
  'मेरा ज़रूरी काम है, जरूरत पड़ी तो तुम्हें फ़ोन करूँगा।',
  'बच्चों को रोज़ फल खाने चाहिए, इससे शरीर मज़बूत होता है।',
  // initials written apart (B.C.)
  'तस्वीर जारी करने के बावजूद, बी. सी. में पुलिस ने कुछ नहीं कहा।',
  // words the dictionary lacks, one edit away from words it has
  'कुछ जानवर चमड़ा, ऊन और उर्वरक देते हैं। यह मेट्रो 100 मीटर (328 फीट) नीचे है।',
  // a bar between a Hindi and an English part of one line separates them
  'बारात आगमन: सायं 7 बजे | Dinner: 8 p.m. onwards',
  // a participle of holding with a subject of one
  'यह भाषा अपने भीतर अनेक बोलियों की मिठास समेटे हुए है।',
];

describe('hindiPass', () => {
  it('never puts a quotation in place of a private-use character the text already holds', () => {
    // such a text is corrected without the mention shield (its placeholders are private-use characters)
    expect(hindiPass('ऊपर \uE000 चिह्न देखें, "नही" लिखा है।').text).toBe('ऊपर \uE000 चिह्न देखें, "नहीं" लिखा है।');
  });

  it.each(CLEAN)('leaves correct Hindi as written: %s', (text) => {
    const result = hindiPass(text);
    expect(result.text).toBe(text);
    expect(result.changes.filter((c) => c.applied)).toEqual([]);
  });

  it.each([
    ['हमारे गाँव से शहर बहुत दुर है।', 'हमारे गाँव से शहर बहुत दूर है।'],
    ['बरसात में पुल के निचे पानी भर जाता है।', 'बरसात में पुल के नीचे पानी भर जाता है।'],
    ['किमत के हिसाब से ठीक है।', 'कीमत के हिसाब से ठीक है।'],
    ['उसने पुरे दिन काम किया।', 'उसने पूरे दिन काम किया।'],
    ['मेरा बैग तायार है।', 'मेरा बैग तैयार है।'],
    ['वह बहुत सुंडर है।', 'वह बहुत सुंदर है।'],
    ['सडक पर बहुत भीड़ थी।', 'सड़क पर बहुत भीड़ थी।'],
    ['मै आज ऑफिस नही आ पाऊँगा। हमे रिपोर्ट भेजनी है।', 'मैं आज ऑफिस नहीं आ पाऊँगा। हमें रिपोर्ट भेजनी है।'],
    ['राहुल और नेहा ग्राहकों से बात करेगें।', 'राहुल और नेहा ग्राहकों से बात करेंगे।'],
    ['छात्र अपने परिणाम देख सकते है ।', 'छात्र अपने परिणाम देख सकते हैं।'],
    ['मैं घर जा रहा हूँ| तुम कब आओगे?', 'मैं घर जा रहा हूँ। तुम कब आओगे?'],
    // seen missed on the never-tuned sets K and L
    ['हमारी तीन पीढ़ीयाँ यहीं रहीं।', 'हमारी तीन पीढ़ियाँ यहीं रहीं।'],
    ['मेरे ओर से बधाई।', 'मेरी ओर से बधाई।'],
    ['हमने कई पुरस्कार प्राप्त किए है।', 'हमने कई पुरस्कार प्राप्त किए हैं।'],
    ['सभी को प्रमाणपत्र दिए जाएगा।', 'सभी को प्रमाणपत्र दिए जाएँगे।'],
    ['सारी तैयारी लगभग पूरा हो गया है।', 'सारी तैयारी लगभग पूरी हो गई है।'],
    ['फ़ीस 500 रूपये है।', 'फ़ीस 500 रुपये है।'],
  ])('%s → %s', (text, fixed) => {
    expect(hindiPass(text).text).toBe(fixed);
  });

  it('explains each change, with its position in the text it was made on', () => {
    const result = hindiPass('शहर बहुत दुर है।');
    expect(result.changes).toEqual([
      expect.objectContaining({ before: 'दुर', after: 'दूर', position: 9, rule: 'hindi:dictionary', applied: true }),
    ]);
    expect(result.changes[0].reason).toContain('दूर');
  });

  it('only suggests a correction it is not sure of, and leaves names next to a title alone', () => {
    const result = hindiPass('हमने नया बेंक खाता खोला।');
    expect(result.text).toBe('हमने नया बेंक खाता खोला।');
    expect(result.changes).toEqual([expect.objectContaining({ before: 'बेंक', after: 'बैंक', applied: false })]);
    expect(hindiPass('श्री किमत जी आए।').text).toBe('श्री किमत जी आए।');
  });

  describe('without the Hindi dictionary', () => {
    beforeAll(() => useHindiDictionaryDirs(['/nonexistent/hunspell']));
    afterAll(() => useHindiDictionaryDirs());

    it('says so and keeps its curated corrections, spacing and agreement', () => {
      expect(hindiSpellingState().adapter).toBe('none');
      expect(hindiPass('मै आज नही आऊँगा , हमे काम है।').text).toBe('मैं आज नहीं आऊँगा, हमें काम है।');
      expect(hindiPass('वे परिणाम देख सकते है।').text).toBe('वे परिणाम देख सकते हैं।');
      expect(hindiPass('वह बहुत सुंडर है।').text).toBe('वह बहुत सुंदर है।');
    });

    it('does not guess spellings it cannot check', () => {
      expect(hindiPass('शहर बहुत दुर है।').text).toBe('शहर बहुत दुर है।');
      expect(hindiPass('सडक पर भीड़ थी।').text).toBe('सडक पर भीड़ थी।');
    });
  });
});

describe('hindiPass on text that is no Hindi prose', () => {
  it('returns at once on a run of marks and on thousands of distinct unknown words (it once hung for minutes)', () => {
    expect(hindiPass('ि्'.repeat(3000)).text).toBe('ि्'.repeat(3000));
    const words = Array.from({ length: 3000 }, (_, i) =>
      ['क', String.fromCharCode(0x915 + (i % 30)), 'ि', String.fromCharCode(0x915 + (Math.floor(i / 30) % 30))].join(
        '',
      ),
    ).join(' ');
    expect(hindiPass(words).changes.length).toBeLessThan(3000);
  });
});
