--TEST--
JsonSerializable returning scalars
--FILE--
<?php
class S implements JsonSerializable { public function __construct(public $v) {} public function jsonSerialize(): mixed { return $this->v; } }
foreach ([1, 1.5, "str", true, null, [1,2], ["a"=>1]] as $v) var_dump(json_encode(new S($v)));
--EXPECT--
string(1) "1"
string(3) "1.5"
string(5) ""str""
string(4) "true"
string(4) "null"
string(5) "[1,2]"
string(7) "{"a":1}"
