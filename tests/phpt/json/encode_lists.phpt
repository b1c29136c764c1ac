--TEST--
lists become JSON arrays
--FILE--
<?php
var_dump(json_encode([]), json_encode([1, 2, 3]), json_encode([[1], [2, [3]]]), json_encode(["a", null, true, 1.5]));
--EXPECT--
string(2) "[]"
string(7) "[1,2,3]"
string(13) "[[1],[2,[3]]]"
string(19) "["a",null,true,1.5]"
