--TEST--
file_get_contents of php://stdin
--STDIN--
all of it
--FILE--
<?php
var_dump(file_get_contents("php://stdin"));
var_dump(file("php://stdin"));
--EXPECT--
string(10) "all of it
"
array(0) {
}
