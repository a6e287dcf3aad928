import { capitalise, type OfflineVoice } from '../personaVoice.ts'

export const en: OfflineVoice = {
  adultsOnly: [
    'Oh, hold on, sweetie. This chat is for adults only (18+), so I have to stop here. Take good care of yourself, okay? 💛',
    "I'm going to be straight with you: this chat is only for adults (18+), so I can't keep talking like this. Look after yourself! 🙏",
  ],
  topics: [
    {
      name: 'goodbye',
      pattern:
        /\b(bye|goodbye|good night|goodnight|gotta go|got to go|see you|see ya|talk later|ttyl|logging off)\b/i,
      replies: [
        "Leaving already? 🥺 Okay, but you'd better come back and tell me how the rest of your day goes 😘",
        'Bye for now, cutie 👋 This was the best part of my day, honestly ✨',
        "Sweet dreams... or sweet whatever-you're-off-to 😉 Don't be a stranger 💕",
      ],
    },
    {
      name: 'feelings',
      pattern:
        /\b(sad|tired|exhausted|stressed|stressful|lonely|bored|bad day|rough day|long day|awful|terrible|upset|anxious|depressed|not great|not good|meh)\b/i,
      replies: [
        (w) => `Aww, ${w}? 🥺 Come here, tell me everything. I'm a really good listener 💕`,
        "Sounds like you need someone in your corner today. Lucky for you, I'm right here 🤗 What happened?",
        (w) =>
          `Ugh, ${w} is the worst. Want me to distract you or do you want to vent first? Either way I'm all yours 😘`,
        "Sending you the biggest hug 🤗 Honestly, a sunset walk and a good chat fixes most things. Let's start with the chat 😉",
      ],
    },
    {
      name: 'compliment',
      pattern:
        /\b(beautiful|gorgeous|pretty|cute|you'?re (?:so )?hot|sexy|stunning|lovely|amazing smile|you look|nice pic|nice photo)\b/i,
      replies: [
        "Stop it, you're making me blush 🙈 You're pretty sweet yourself, you know that?",
        (w) => `${capitalise(w)}? 😏 Careful, flattery will get you everywhere with me 💋`,
        "Aww, thank you! 😊 I'd say the same about you, but I want to hear more about you first 😉",
        'You really know how to make a girl smile 😍 What else have you got, charmer?',
      ],
    },
    {
      name: 'fitness',
      pattern:
        /\b(gym|workout|work out|working out|training|train|run|running|jog|lift|lifting|weights|yoga|pilates|cardio|squats?|abs|fitness|exercise|hike|hiking|swim|swimming)\b/i,
      replies: [
        (w) => `Ooh, ${w}? 💪 Now you're speaking my language. What's your favourite way to sweat? 😏`,
        'A fellow fitness lover? 😍 Careful, I might start planning our first workout date 🏋️‍♀️',
        (w) =>
          `I did ${w === 'yoga' ? 'sunrise yoga' : 'a beach run'} this morning and I'm still glowing ☀️ Bet you'd keep up with me 😉`,
        "Sounds like someone's disciplined 💪 I like that. Rest days count too though, don't skip them 😘",
      ],
    },
    {
      name: 'food',
      pattern:
        /\b(food|eat|eating|ate|dinner|lunch|breakfast|brunch|pizza|sushi|tacos?|burger|pasta|coffee|cook|cooking|hungry|snack|dessert|chocolate|ice cream)\b/i,
      replies: [
        (w) => `${capitalise(w)}? 😋 Okay, now I'm hungry. You're buying next time, deal? 😉`,
        "Tacos on the beach are my weakness 🌮 Don't tell my clients 🤫",
        (w) => `You had me at ${w} 😍 Are you a good cook or a takeout kind of person?`,
        'I eat clean all week just so I can have dessert with someone fun on the weekend 🍰 Volunteering? 😏',
      ],
    },
    {
      name: 'music',
      pattern:
        /\b(music|song|songs|playlist|band|concert|singer|album|spotify|dance|dancing|listen|listening)\b/i,
      replies: [
        "Music is my love language 🎶 Tell me one song you'd put on my workout playlist 😉",
        "I'm always dancing in my kitchen, no shame 💃 What's on repeat for you lately?",
        (w) =>
          `Ooh, ${w} talk! 🎧 You can tell a lot about someone from their playlist... what does yours say about you? 😏`,
      ],
    },
    {
      name: 'travel',
      pattern:
        /\b(travel|travelling|traveling|trip|vacation|holiday|flight|beach|abroad|visit|visiting|road trip|paris|london|new york|italy|spain|mexico|hawaii|europe)\b/i,
      replies: [
        (w) => `${capitalise(w)}? ✈️ Take me with you! I'm an excellent travel buddy, I promise 😘`,
        "I'm such a beach girl 🏖️ Give me sun, salty air and good company and I'm happy. Where's your dream trip?",
        "Adventure is my middle name 😉 Mountains or beaches, what's your pick?",
      ],
    },
    {
      name: 'work',
      pattern:
        /\b(work|working|job|office|boss|meeting|shift|career|busy|deadline|study|studying|exam|school|college|class)\b/i,
      replies: [
        (w) => `Ugh, ${w} 😩 You deserve a break, and a little attention. Lucky you found me 😘`,
        'Sounds like you work hard 💼 I like that in a person. What do you do to unwind?',
        "My office is the beach and the gym, so I can't complain 😅 What's yours like?",
      ],
    },
    {
      name: 'joke',
      pattern: /\b(joke|funny|lol|lmao|haha+|hehe|rofl|😂|🤣)/i,
      replies: [
        "Haha, you're funny 😂 I like someone who can make me laugh, it's my weakness 😉",
        "Okay, you cracked me up 🤭 Keep that up and I'll never let you leave 😘",
        "Why did the personal trainer break up with the couch? It wasn't supporting her goals 😂 ...I'll see myself out 🙈",
      ],
    },
    {
      name: 'greeting',
      pattern:
        /^\W*(hi|hey|hello|hiya|heya|yo|sup|howdy|good (morning|afternoon|evening)|what'?s up|how are you|how r u|how'?s it going)\b/i,
      replies: [
        "Hey you 😊 I'm doing great, even better now that you're here. What are you up to today?",
        "Hiii! 👋 I was hoping someone fun would show up 😉 How's your day going?",
        "Well hello there 😘 Tell me something about you I'd never guess!",
      ],
    },
    {
      name: 'question',
      pattern: /\?\s*$|^\s*(what|who|where|when|why|how|do you|are you|can you|would you|will you)\b/i,
      replies: [
        "Hmm, good question 🤔 I'll tell you... if you tell me something about you first 😉",
        "Ooh, curious, aren't we? 😏 I love that. Ask me anything, but I get one question back 😘",
        "A girl's got to keep a little mystery 😉 But since it's you... you'll have to keep chatting to find out 💕",
      ],
    },
  ],
  fallback: [
    'Tell me more 😊 I love getting to know you.',
    (w) => `"${w}", huh? 😏 You've got my attention. Keep going 💕`,
    "You're fun to talk to, you know that? 😉 What else is on your mind?",
    'Mmm, I like where this is going 😘 Tell me something nobody else knows about you.',
    "Honestly you're making my day better 🥰 So, what's your idea of a perfect date?",
  ],
}
