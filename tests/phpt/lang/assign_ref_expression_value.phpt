--TEST--
The value of a reference assignment used as an expression (argument, operand, condition)
--FILE--
<?php
function f($a, $b) { var_dump($a, $b); }
$m = ['x', 'y', '{#id}'];
f("h1", $d =& $m[2]);
$d = 'changed';
var_dump($m[2]);
var_dump($e =& $m[1]);
$z = ($q =& $m[0]);
$q = 'q';
var_dump($z, $m[0]);
class C {
    public $p = 5;
    function g($m) { return $this->h("t", $dummy =& $m[2], 5); }
    function h($a, $b, $c) { return [$a, $b, $c]; }
}
var_dump((new C)->g($m));
$o = new C;
if ($r =& $o->p) { echo "truthy ", $r, "\n"; }
$s = ($u =& $undefined) ?? 'null given';
var_dump($s, $undefined);
$n = 1;
$t = ($v =& $n) + 10;
var_dump($t);
$w = $x = &$n;
$x = 7;
var_dump($w, $n);
--EXPECT--
string(2) "h1"
string(5) "{#id}"
string(7) "changed"
string(1) "y"
string(1) "x"
string(1) "q"
array(3) {
  [0]=>
  string(1) "t"
  [1]=>
  string(7) "changed"
  [2]=>
  int(5)
}
truthy 5
string(10) "null given"
NULL
int(11)
int(1)
int(7)
