--TEST--
list() destructuring of ArrayAccess objects
--FILE--
<?php
class R implements ArrayAccess {
  function offsetExists($o): bool { return true; }
  function offsetGet($o): mixed { echo "get($o)\n"; return "v$o"; }
  function offsetSet($o, $v): void {}
  function offsetUnset($o): void {}
}
$r = new R;
[$a, $b] = $r;
var_dump($a, $b);
['x' => $x, 'y' => $y] = $r;
var_dump($x, $y);
list(, $c) = $r;
var_dump($c);
foreach ([$r] as [$p, $q]) var_dump($p, $q);
$s = new stdClass;
try { [$m] = $s; } catch (Error $e) { echo $e->getMessage(), "\n"; }
[$n] = 5; var_dump($n);
--EXPECT--
get(0)
get(1)
string(2) "v0"
string(2) "v1"
get(x)
get(y)
string(2) "vx"
string(2) "vy"
get(1)
string(2) "v1"
get(0)
get(1)
string(2) "v0"
string(2) "v1"
Cannot use object of type stdClass as array
NULL
