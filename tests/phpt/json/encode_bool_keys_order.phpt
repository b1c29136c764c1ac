--TEST--
keys after unset keep order
--FILE--
<?php
$a = ['b' => 1, 'a' => 2];
unset($a['b']);
$a['b'] = 3;
var_dump(json_encode($a));
--EXPECT--
string(13) "{"a":2,"b":3}"
