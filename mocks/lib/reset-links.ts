// decisions.md, "Reset links": a reset or invite link in an answer exists only in mock mode (the
// in-browser worker, and msw/node in tests). A backend serving real HTTP (`npm run mock:server`)
// e-mails it, as a production server would, and never answers it.
let answered = true;

/** Whether answers may carry a `reset_url` (off in mocks/server.ts unless MOCK_RESET_LINKS=1). */
export const resetLinksAnswered = (): boolean => answered;

export function answerResetLinks(on: boolean): void {
  answered = on;
}
