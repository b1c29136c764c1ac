--TEST--
count and limit
--FILE--
<?php
var_dump(preg_replace_callback_array(['/a/' => fn($m) => 'x', '/b/' => fn($m) => 'y'], 'aabb', 1, $c), $c);
--EXPECT--
string(4) "xayb"
int(2)
