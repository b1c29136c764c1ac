--TEST--
comparing enum cases: ==, ===, <, and with scalars
--FILE--
<?php
enum E: int { case A = 1; case B = 2; }
var_dump(E::A == E::A, E::A === E::A, E::A == E::B, E::A < E::B, E::A > E::B, E::A == 1, E::A <=> E::B);
var_dump(in_array(E::B, E::cases(), true), array_search(E::B, E::cases()));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
int(1)
bool(true)
int(1)
