--TEST--
keys that look like floats
--FILE--
<?php
var_dump(json_encode(["1.5" => 1, "01" => 2, "1" => 3]));
--EXPECT--
string(22) "{"1.5":1,"01":2,"1":3}"
