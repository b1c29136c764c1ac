--TEST--
nullsafe method calls on objects and null, with array access
--FILE--
<?php
class R { function get($k) { return $k === 'x' ? new R : null; } public $arr = ['a' => 1]; }
$r = new R;
var_dump($r->get('x')?->get('y')?->get('z'));
var_dump($r?->arr['a']);
var_dump($r->get('y')?->arr['a']);
$f = fn($o) => $o?->get('x') !== null;
var_dump($f($r), $f(null));
--EXPECT--
NULL
int(1)
NULL
bool(true)
bool(false)
