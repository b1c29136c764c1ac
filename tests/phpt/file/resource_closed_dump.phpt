--TEST--
a closed stream in var_dump and gettype
--FILE--
<?php
$f = fopen('php://memory', 'r');
fclose($f);
var_dump($f);
var_dump(gettype($f), get_resource_type($f), is_resource($f));
--EXPECT--
resource(5) of type (Unknown)
string(17) "resource (closed)"
string(7) "Unknown"
bool(false)
