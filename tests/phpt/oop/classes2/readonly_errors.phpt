--TEST--
readonly property errors: modify, outside-scope init, increment, unset, reference
--FILE--
<?php
class P {
    public readonly int $x;
    public readonly array $arr;
    function __construct() { $this->x = 1; $this->arr = [1]; }
    function again() { $this->x = 2; }
}
$p = new P;
foreach ([
    fn() => $p->x = 5,
    fn() => $p->again(),
    fn() => $p->x++,
    fn() => $p->x += 1,
    fn() => $p->arr[] = 2,
    function () use ($p) { unset($p->x); },
    function () use ($p) { $r = &$p->x; },
] as $f) {
    try { $f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
var_dump($p->x, $p->arr);
--EXPECT--
Cannot modify readonly property P::$x
Cannot modify readonly property P::$x
Cannot modify readonly property P::$x
Cannot modify readonly property P::$x
Cannot modify readonly property P::$arr
Cannot unset readonly property P::$x
Cannot modify readonly property P::$x
int(1)
array(1) {
  [0]=>
  int(1)
}
