--TEST--
class constants and self::
--FILE--
<?php
class C { const A = 1; const B = self::A + 1; const L = [self::A, self::B]; }
echo C::A, C::B, "\n"; print_r(C::L);
--EXPECT--
12
Array
(
    [0] => 1
    [1] => 2
)
