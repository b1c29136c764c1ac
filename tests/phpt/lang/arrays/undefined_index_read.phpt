--TEST--
Reading undefined keys and offsets warns
--FILE--
<?php
$a = ['a' => 1, 5 => 2];
var_dump($a['b']);
var_dump($a[6]);
var_dump($a["5"]);
var_dump($a['a']['x'] ?? 'dflt');
--EXPECTF--

Warning: Undefined array key "b" in %s on line 3
NULL

Warning: Undefined array key 6 in %s on line 4
NULL
int(2)
string(4) "dflt"
