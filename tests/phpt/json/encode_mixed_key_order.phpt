--TEST--
keys keep insertion order
--FILE--
<?php
$a = []; $a['z'] = 1; $a[3] = 2; $a['a'] = 3;
var_dump(json_encode($a));
--EXPECT--
string(19) "{"z":1,"3":2,"a":3}"
