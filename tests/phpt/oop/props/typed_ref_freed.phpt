--TEST--
a reference loses its type when the object goes; loops writing through typed references
--FILE--
<?php
class C { public int $i = 1; }
$o = new C;
$r = &$o->i;
unset($o);
$r = "free now";
var_dump($r);
function make() { $o = new C; return [&$o->i]; }
$a = make();
$a[0] = "x";
var_dump($a);
$o = new C;
$p = new C;
$p->i = &$o->i;
$q = &$p->i;
unset($p);
try { $q = "still typed"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$o = null;
$q = "untyped";
var_dump($q);
// a loop writing through a typed reference
$c = new C;
$r = &$c->i;
for ($k = 0; $k < 2000; $k++) { $r = $k . ""; }
var_dump($c->i);
try { for ($k = 0; $k < 2000; $k++) { $r = $k < 1500 ? $k : "s$k"; } } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->i);
function loop(C $c) { $r = &$c->i; $n = 0; for ($k = 0; $k < 3000; $k++) { $r += 1; $n += $r; } return $n; }
var_dump(loop(new C));
--EXPECT--
string(8) "free now"
array(1) {
  [0]=>
  string(1) "x"
}
Cannot assign string to reference held by property C::$i of type int
string(7) "untyped"
int(1999)
Cannot assign string to reference held by property C::$i of type int
int(1499)
int(4504500)
