--TEST--
jsonSerialize returning $this encodes public properties
--FILE--
<?php
class T implements JsonSerializable { public $a = 1; protected $b = 2; private $c = 3; public function jsonSerialize(): mixed { return $this; } }
var_dump(json_encode(new T));
var_dump(json_last_error());
--EXPECT--
string(7) "{"a":1}"
int(0)
