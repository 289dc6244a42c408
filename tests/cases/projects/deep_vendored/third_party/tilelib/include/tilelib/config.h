#pragma once
namespace tilelib {
constexpr int kTile = 32;
constexpr int kTilePitch = 32;   /* no pad: a column read is 32-way */
}
