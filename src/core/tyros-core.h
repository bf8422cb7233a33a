/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-core.h: the rules core of Tyros Companion, in one include */
#pragma once

#include "tyros-types.h"
#include "tyros-board.h"
#include "tyros-edition.h"
#include "tyros-violation.h"
#include "tyros-rulebook.h"
#include "tyros-teach.h"
#include "tyros-move.h"
#include "tyros-state.h"
#include "tyros-setup.h"
#include "tyros-rules.h"
#include "tyros-movegen.h"
#include "tyros-choices.h"
#include "tyros-position.h"
#include "tyros-score.h"
#include "tyros-story.h"
#include "tyros-game.h"
#include "tyros-file.h"
#include "tyros-board-file.h"
#include "tyros-i18n.h"
