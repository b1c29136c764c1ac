--TEST--
get_debug_type of every type
--FILE--
<?php
foreach ([null, true, 1, 1.5, 'str', [], new stdClass, function () {}] as $v) {
    var_dump(get_debug_type($v));
}
--EXPECT--
string(4) "null"
string(4) "bool"
string(3) "int"
string(5) "float"
string(6) "string"
string(5) "array"
string(8) "stdClass"
string(7) "Closure"
