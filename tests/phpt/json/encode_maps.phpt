--TEST--
non-list arrays become objects
--FILE--
<?php
var_dump(json_encode(['a' => 1, 'b' => [1, 2]]), json_encode([1 => 'a', 2 => 'b']), json_encode([0 => 'a', 2 => 'b']), json_encode([1 => 1, 0 => 0]), json_encode(['' => 1]), json_encode([-1 => 'x']));
--EXPECT--
string(17) "{"a":1,"b":[1,2]}"
string(17) "{"1":"a","2":"b"}"
string(17) "{"0":"a","2":"b"}"
string(13) "{"1":1,"0":0}"
string(6) "{"":1}"
string(10) "{"-1":"x"}"
