--TEST--
jsonSerialize returning another object
--FILE--
<?php
class W implements JsonSerializable { public function jsonSerialize(): mixed { $o = new stdClass; $o->w = true; return $o; } }
class X { public $inner; function __construct() { $this->inner = new W; } }
var_dump(json_encode(new W));
var_dump(json_encode(new X));
--EXPECT--
string(10) "{"w":true}"
string(20) "{"inner":{"w":true}}"
