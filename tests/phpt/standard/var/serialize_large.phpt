--TEST--
a large structure round-trips
--FILE--
<?php
$a = [];
for ($i = 0; $i < 5000; $i++) $a[] = ['id' => $i, 'name' => "item$i", 'price' => $i * 1.25, 'tags' => ['a', 'b']];
$s = serialize($a);
var_dump(strlen($s), md5($s), unserialize($s) === $a);
--EXPECT--
int(580791)
string(32) "9a2f027a6fa013a464e80103a4b6348b"
bool(true)
