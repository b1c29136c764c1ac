--TEST--
cases() preserves declaration order and constants are excluded
--FILE--
<?php
enum E: string { case Z = 'z'; const C = self::Z; case A = 'a'; case M = 'm'; }
print_r(array_map(fn($c) => $c->name . '=' . $c->value, E::cases()));
var_dump(count(E::cases()));
--EXPECT--
Array
(
    [0] => Z=z
    [1] => A=a
    [2] => M=m
)
int(3)
