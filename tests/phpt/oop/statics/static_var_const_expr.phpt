--TEST--
static variables initialised from constant expressions (constants, class constants, arithmetic) run their initialiser once
--FILE--
<?php
const BASE = 10;
class A {
    const STEP = 2;
    static function next() { static $n = self::STEP * BASE; return $n += self::STEP; }
    function counter() { static $c = [self::STEP => 'two', 'base' => BASE]; $c[] = count($c); return $c; }
}
echo A::next(), " ", A::next(), " ", A::next(), "\n";
$a = new A; $a->counter(); print_r((new A)->counter());
function f() { static $x = PHP_INT_SIZE >= 8 ? 'wide' : 'narrow', $y = BASE . '!'; return "$x $y"; }
echo f(), "\n";
$g = function () { static $k = BASE + 1; return $k++; };
echo $g(), $g(), "\n";
--EXPECT--
22 24 26
Array
(
    [2] => two
    [base] => 10
    [3] => 2
    [4] => 3
)
wide 10!
1112
