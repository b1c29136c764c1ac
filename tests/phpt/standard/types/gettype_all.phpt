--TEST--
gettype of every type
--FILE--
<?php
foreach ([null, true, 1, 1.5, 'str', [], new stdClass, STDOUT] as $v) {
    var_dump(gettype($v));
}
--EXPECT--
string(4) "NULL"
string(7) "boolean"
string(7) "integer"
string(6) "double"
string(6) "string"
string(5) "array"
string(6) "object"
string(8) "resource"
