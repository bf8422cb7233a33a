/* SPDX-License-Identifier: GPL-3.0-or-later */
/* model-test-util.h: what the tests of the app's model share (no display)
 *
 * Waiting for what a worker thread delivers, the saved-games list, and a
 * disk that says no. The UI tests use these too (app-test-util.h).
 */
#pragma once

#include "tyros-game-store.h"

G_BEGIN_DECLS

/* Runs the main loop until @condition (@data) holds: what a worker thread
 * reads arrives through it. Fails the test when it does not within 30 s. */
typedef gboolean (*ModelTestCondition) (gconstpointer data);
void        model_test_wait_for   (ModelTestCondition condition,
                                   gconstpointer      data);
/* The store's list of its newest @max games, waited for (TyrosSavedGame). */
GPtrArray  *model_test_list_games (TyrosGameStore    *store,
                                   guint              max);
/* Puts a folder with a file in it where @path is, so that no save can
 * replace it (as a full disk or a read-only folder refuses it, and root
 * too); returns the file inside, for model_test_unblock_file(). */
char       *model_test_block_file   (const char      *path);
/* Takes the folder away again: a save can replace @path once more. */
void        model_test_unblock_file (const char      *inside);

/* The total of @name in the test file @data_name of tests/data, as its
 * .expected.json says (not as the core computes it). */
guint       model_test_expected_total (const char    *data_name,
                                       const char    *name);

/* The bytes and the modification time of @path, as one text: equal texts
 * say the file was not written. */
char       *model_test_file_state     (const char    *path);

G_END_DECLS
