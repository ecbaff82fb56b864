import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS_DIR } from '../env';
import { checkAccessibility } from '../support/a11y';
import { api, openFromSidebar, settled, signUpThroughGate, watchConsole, type Player } from '../support/game';
import { OPERATOR, operatorSignsIn } from '../support/operator';

const FOLDER = `${SCREENSHOTS_DIR}/chat`;
const PASSWORD = 'correct-horse-battery';
const ANN: Player = { name: 'Ann Anvil', email: 'ann-chat@forgeworks.test', password: PASSWORD };
const BOB: Player = { name: 'Bob Bellows', email: 'bob-chat@forgeworks.test', password: PASSWORD };

test.beforeAll(() => mkdirSync(FOLDER, { recursive: true }));

const picture = async (page: Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: `${FOLDER}/${name}.png` });
};

/** The messages a list shows, as the log's items. */
const log = (within: Page | Locator, name: string | RegExp) => within.getByRole('log', { name });

test('two players talk in their league and in private, block, and the operator deletes a reported message', async ({
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  // Ann plays on a desktop, Bob on a phone, each in a browser of their own.
  const annContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const bobContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const ann = await annContext.newPage();
  const bob = await bobContext.newPage();
  const errors = [...watchConsole(ann), ...watchConsole(bob)];
  await signUpThroughGate(ann, ANN);
  await signUpThroughGate(bob, BOB);
  const annFactory = (await api<{ id: string }>(ann, '/factory/my-factory')).id;
  const bobFactory = (await api<{ id: string }>(bob, '/factory/my-factory')).id;
  // Bob's page has read the channels before Ann speaks.
  await settled(bob);

  // Ann opens the chat beside her page and greets her league.
  await ann.getByRole('banner').getByRole('button', { name: 'Chat', exact: true }).click();
  const panel = ann.getByRole('complementary', { name: 'Chat' });
  await expect(panel.getByRole('radio', { name: 'Bronze league' })).toBeChecked();
  await panel.getByLabel('Message to Bronze league').fill('Hello Bronze! Anyone selling coal?');
  await panel.getByLabel('Message to Bronze league').press('Enter');
  await expect(log(panel, 'Messages in Bronze league')).toContainText('Hello Bronze! Anyone selling coal?');

  // Bob's header counts it at once, without a reload; his phone opens the chat as a page.
  const bobChat = bob.getByRole('banner').getByRole('link', { name: 'Chat, 1 unread' });
  await expect(bobChat).toBeVisible();
  await picture(bob, 'unread-badge-phone');
  await bobChat.click();
  await expect(bob.getByRole('banner').getByRole('heading', { name: 'Chat' })).toBeVisible();
  await expect(log(bob, 'Messages in Bronze league')).toContainText('Hello Bronze! Anyone selling coal?');
  await bob.getByLabel('Message to Bronze league').fill('I have 200 coal, Ann');
  await bob.getByRole('button', { name: 'Send' }).click();
  await expect(log(panel, 'Messages in Bronze league')).toContainText('I have 200 coal, Ann');
  await expect(bob.getByRole('banner').getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
  await picture(bob, 'league-phone');
  await picture(ann, 'league-desktop');
  await checkAccessibility(ann, 'the chat panel, desktop');
  await checkAccessibility(bob, 'the chat page, phone');

  // Ann goes to Bob's profile from his message and writes to him in private.
  await log(panel, 'Messages in Bronze league')
    .getByRole('link', { name: `${BOB.name}'s Factory` })
    .click();
  await expect(ann.getByRole('banner').getByRole('heading', { name: 'Factory profile' })).toBeVisible();
  await ann.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(ann).toHaveURL(/\/game\/messages\/[0-9a-f-]{36}$/);
  await ann.getByRole('main').getByLabel(`Message to ${BOB.name}'s Factory`).fill('200 coal at $9 each?');
  await ann.getByRole('main').getByRole('button', { name: 'Send' }).click();
  await expect(log(ann.getByRole('main'), `Messages with ${BOB.name}'s Factory`)).toContainText('200 coal at $9 each?');

  // Bob's Messages count it live; the conversation opens from the list.
  await expect(bob.getByRole('banner').getByRole('link', { name: 'Chat, 1 unread' })).toBeVisible();
  await bob.getByRole('button', { name: 'Open menu' }).click();
  await bob.getByRole('dialog', { name: 'Forgeworks' }).getByRole('link', { name: 'Messages', exact: true }).click();
  await bob.getByRole('link', { name: new RegExp(`^${ANN.name}'s Factory\\W+1 unread`) }).click();
  await expect(log(bob, `Messages with ${ANN.name}'s Factory`)).toContainText('200 coal at $9 each?');
  await bob.getByLabel(`Message to ${ANN.name}'s Factory`).fill('Deal. Sending an exchange offer.');
  await bob.getByRole('button', { name: 'Send' }).click();
  await expect(log(ann.getByRole('main'), /^Messages with/)).toContainText('Deal. Sending an exchange offer.');
  await picture(bob, 'conversation-phone');
  await picture(ann, 'conversation-desktop');
  await checkAccessibility(ann, 'Messages with a conversation open, desktop');
  await checkAccessibility(bob, 'a conversation, phone');

  // Ann says something Bob reports; Ann keeps her league's channel open.
  await openFromSidebar(ann, 'Chat');
  await ann.getByLabel('Message to Bronze league').fill('Bob is a cheat, do not trade with him');
  await ann.getByRole('button', { name: 'Send' }).click();
  await bob.getByRole('banner').getByRole('link', { name: /^Chat/ }).click();
  const insult = log(bob, 'Messages in Bronze league').getByRole('listitem').filter({ hasText: 'Bob is a cheat' });
  await insult.getByRole('button', { name: `Report message from ${ANN.name}'s Factory` }).click();
  const report = bob.getByRole('dialog', { name: 'Report this message' });
  await report.getByLabel('Why?').fill('Insults me in public');
  await checkAccessibility(bob, 'the report dialog, phone');
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(report).toBeHidden();

  // Ann writes to Bob in private once more; he has not read it when he blocks her.
  await api(ann, `/messages/${bobFactory}`, { text: 'Still want the coal?' });
  await expect(bob.getByRole('banner').getByRole('link', { name: 'Chat, 1 unread' })).toBeVisible();

  // Bob blocks Ann from her profile: Ann can no longer write to him.
  await bob.goto(`/game/factories/${annFactory}`);
  await bob.getByRole('button', { name: 'Block' }).click();
  await bob
    .getByRole('dialog', { name: `Block ${ANN.name}'s Factory?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(bob.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(bob.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
  await picture(bob, 'blocked-profile-phone');
  // Her conversation leaves his list, and no unread count of hers stays behind.
  await expect(bob.getByRole('banner').getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
  await bob.getByRole('button', { name: 'Open menu' }).click();
  await bob.getByRole('dialog', { name: 'Forgeworks' }).getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(bob.getByText("No conversations yet: open a factory's profile and press Message.")).toBeVisible();
  await expect(bob.locator(`a[href="/game/messages/${annFactory}"]`)).toHaveCount(0);
  await picture(bob, 'blocked-conversations-phone');
  await ann.goto(`/game/messages/${bobFactory}`);
  await ann.getByLabel(`Message to ${BOB.name}'s Factory`).fill('Are you there?');
  await ann.getByRole('button', { name: 'Send' }).click();
  await expect(ann.getByRole('alert').filter({ hasText: 'does not accept your messages' })).toBeVisible();
  await picture(ann, 'blocked-desktop');

  // The operator deletes the reported message: it leaves Ann's open channel at once.
  await openFromSidebar(ann, 'Chat');
  await expect(log(ann, 'Messages in Bronze league')).toContainText('Bob is a cheat');
  const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const operator = await operatorContext.newPage();
  errors.push(...watchConsole(operator));
  await operatorSignsIn(operator, operatorContext.request);
  await openFromSidebar(operator, 'Moderation');
  const reported = operator.getByRole('list', { name: 'Reported messages' }).getByRole('listitem').first();
  await expect(reported).toContainText('Bob is a cheat, do not trade with him');
  await expect(reported).toContainText('Insults me in public');
  await checkAccessibility(operator, 'Moderation with a reported message, desktop');
  await reported.getByRole('button', { name: 'Delete message' }).click();
  await operator.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(reported).toContainText('Deleted');
  await expect(log(ann, 'Messages in Bronze league')).not.toContainText('Bob is a cheat');
  await expect(log(ann, 'Messages in Bronze league')).toContainText('Hello Bronze!');
  await picture(operator, 'operator-deleted-desktop');
  await picture(ann, 'deleted-live-desktop');

  // The operator closes the channels at run time: Ann's next post is refused; direct messages go on.
  const channelsSwitch = operator.getByRole('switch', { name: /^Channels open/ });
  await channelsSwitch.click();
  await expect(operator.getByRole('switch', { name: /^Channels closed/ })).not.toBeChecked();
  await expect(operator.getByRole('list', { name: 'Operator actions' })).toContainText(
    `${OPERATOR.email} changed the chat settings`,
  );
  await picture(operator, 'operator-channels-closed-desktop');
  await ann.getByLabel('Message to Bronze league').fill('Is anyone still here?');
  await ann.getByRole('button', { name: 'Send' }).click();
  await expect(ann.getByRole('alert').filter({ hasText: 'Channels are turned off on this server' })).toBeVisible();
  await picture(ann, 'channels-closed-desktop');
  // Opened again, as the specs after this one expect.
  await operator.getByRole('switch', { name: /^Channels closed/ }).click();
  await expect(operator.getByRole('switch', { name: /^Channels open/ })).toBeChecked();

  expect(errors.filter((e) => !/the server responded with a status of 403/.test(e))).toEqual([]);
  // The three leave the server as they found it: the specs after this one sign the operator up themselves.
  for (const [page, player] of [
    [ann, ANN],
    [bob, BOB],
    [operator, OPERATOR],
  ] as const) {
    const { name } = await api<{ name: string }>(page, '/factory/my-factory');
    expect(await api(page, '/account/delete', { password: player.password, confirmFactoryName: name })).toEqual({
      deleted: true,
    });
  }
  await Promise.all([annContext.close(), bobContext.close(), operatorContext.close()]);
});
