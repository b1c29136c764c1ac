--TEST--
WeakMap set, get, isset, unset, count
--FILE--
<?php
$m = new WeakMap;
$a = new stdClass; $b = new stdClass;
$m[$a] = "A";
$m[$b] = ["b"];
var_dump(count($m), $m[$a], $m[$b]);
var_dump(isset($m[$a]), isset($m[new stdClass]));
unset($m[$a]);
var_dump(count($m), isset($m[$a]));
$m[$b] = "replaced";
var_dump($m[$b], count($m));
--EXPECT--
int(2)
string(1) "A"
array(1) {
  [0]=>
  string(1) "b"
}
bool(true)
bool(false)
int(1)
bool(false)
string(8) "replaced"
int(1)
