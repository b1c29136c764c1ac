--TEST--
a nested structure round-trips
--FILE--
<?php
$a = [];
for ($i = 0; $i < 300; $i++) $a["k$i"] = ['id' => $i, 'name' => "n\"$i", 'f' => $i / 7, 'tags' => [$i, "t"], 'ok' => $i % 2 == 0];
$j = json_encode($a);
var_dump(strlen($j), md5($j), json_decode($j, true) == $a);
--EXPECT--
int(24153)
string(32) "194ba616502a6ac6eef1355f9fc970af"
bool(true)
