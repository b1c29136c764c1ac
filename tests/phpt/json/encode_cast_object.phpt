--TEST--
(object) arrays encode as objects
--FILE--
<?php
var_dump(json_encode((object) []), json_encode((object) ['a' => 1, 5 => 2]), json_encode([(object) []]));
--EXPECT--
string(2) "{}"
string(13) "{"a":1,"5":2}"
string(4) "[{}]"
