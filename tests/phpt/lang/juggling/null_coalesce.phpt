--TEST--
?? operator
--FILE--
<?php
$a = null;
$b = ['x' => null, 'y' => 0];
var_dump($a ?? "default", $undefined ?? "undef", $b['x'] ?? "nullkey", $b['y'] ?? "zero", $b['z']['w'] ?? "deep", false ?? "f");
var_dump(null ?? null ?? 3);
--EXPECT--
string(7) "default"
string(5) "undef"
string(7) "nullkey"
int(0)
string(4) "deep"
bool(false)
int(3)
