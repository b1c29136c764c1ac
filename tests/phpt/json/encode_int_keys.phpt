--TEST--
integer keys are quoted
--FILE--
<?php
var_dump(json_encode([5 => 'a', 'x' => 'b', -3 => 'c']));
--EXPECT--
string(26) "{"5":"a","x":"b","-3":"c"}"
